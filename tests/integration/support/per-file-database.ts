// Gives each integration test file its own database and makes it the app's
// database (db() in server/db.ts) for the duration of the file.
import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, inject } from "vitest";

import { forgetAllKeys } from "@/server/crypto/data-keys";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";
import { setKeyProvider } from "@/server/crypto/provider";

import { connectPostgres, type Database, openPglite, setDatabase } from "@/server/db";
import { stopJobs } from "@/server/jobs/boss";
import { migrate, readMigrations } from "@/server/migrate";
import { resetLimiters } from "@/server/rate-limit";

import { createDatabase, dropDatabase, uniqueDatabaseName, withDatabase } from "./postgres-admin";

let current: { database: Database; drop?: () => Promise<void> } | undefined;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  const template = inject("templateDatabase");
  if (url && template) {
    const name = uniqueDatabaseName("resonanz_test");
    await createDatabase(url, name, template);
    current = {
      database: connectPostgres(withDatabase(url, name), { max: 5 }),
      drop: () => dropDatabase(url, name),
    };
  } else {
    const database = openPglite();
    await migrate(database.sql, await readMigrations());
    current = { database };
  }
  setDatabase(current.database);
  // Each file has its own keyring in memory, so rotating keys in one file cannot affect another.
  setKeyProvider(new LocalKeyring(randomBytes(32), memoryStore()));
});

afterAll(async () => {
  if (!current) return;
  // Background users of the database go first.
  await stopJobs();
  resetLimiters();
  setDatabase(undefined);
  setKeyProvider(undefined);
  forgetAllKeys();
  await current.database.close();
  await current.drop?.();
  current = undefined;
});

/** This file's database. */
export function testDatabase(): Database {
  if (!current) throw new Error("testDatabase() is only available inside tests");
  return current.database;
}

/**
 * Whether this run has PostgreSQL: concurrency tests run only there, since
 * PGlite has one connection and serialises everything (no race could show).
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);
