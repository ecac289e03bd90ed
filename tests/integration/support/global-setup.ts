// With DATABASE_URL set, the integration suite runs on PostgreSQL: one migrated
// template database is built here, and every test file gets its own copy of
// it (see per-file-database.ts), so files can run in parallel.
// Without DATABASE_URL each file migrates its own in-memory PGlite instead.
import type { TestProject } from "vitest/node";

import { connectPostgres } from "@/server/db";
import { migrate, readMigrations } from "@/server/migrate";

import { createDatabase, dropDatabase, uniqueDatabaseName, withDatabase } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide("templateDatabase", null);
    return;
  }
  const template = uniqueDatabaseName("resonanz_template");
  await createDatabase(url, template);
  const database = connectPostgres(withDatabase(url, template), { max: 1 });
  try {
    await migrate(database.sql, await readMigrations());
  } finally {
    await database.close();
  }
  project.provide("templateDatabase", template);
  return () => dropDatabase(url, template);
}
