// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql
// with the SQL Prisma Migrate would generate for the change from the existing
// migrations to prisma/schema.prisma. It replaces `prisma migrate dev --create-only`
// where the Prisma engines are not available. Edit the file afterwards for
// anything Prisma cannot express (check constraints, triggers).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { openPglite } from "@/server/db";
import { migrate, migrationsDir, readMigrations } from "@/server/migrate";

import { noFilters, openSchemaEngine, schemaFiles } from "./prisma-schema-engine";

const name = process.argv[2]
  ?.trim()
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_");
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(2);
}

const scratch = openPglite();
try {
  await migrate(scratch.sql, await readMigrations());
  const engine = await openSchemaEngine(scratch.adapter);
  const { stdout } = await engine.diff({
    from: { tag: "schemaDatasource", files: schemaFiles(), configDir: process.cwd() },
    to: { tag: "schemaDatamodel", files: schemaFiles() },
    script: true,
    exitCode: null,
    filters: noFilters,
  });
  const script = stdout ?? "";
  if (!/^\s*(ALTER|CREATE|DROP)/m.test(script)) {
    console.log("prisma/schema.prisma matches the migrations; nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = path.join(migrationsDir(), `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "migration.sql"), script);
    console.log(`Wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
  }
} finally {
  await scratch.close();
}
