import "server-only";

// The project's own migration runner. `prisma migrate deploy` needs the Prisma
// schema-engine binary, which cannot be installed everywhere this app runs
// (and never inside the embedded PGlite). This runner applies the same
// `prisma/migrations/<timestamp>_<name>/migration.sql` folders on PostgreSQL
// and on PGlite, and records them in `_prisma_migrations` exactly as Prisma
// does, so `prisma migrate status` and `deploy` agree with it.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { Sql } from "@/server/db";

/** The advisory-lock key Prisma Migrate uses; instances wait for each other. */
const PRISMA_MIGRATE_LOCK = 72707369;

/** Prisma's own DDL for its bookkeeping table. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  script: string;
  /** SHA-256 of migration.sql, hex, as Prisma computes it. */
  checksum: string;
}

export class MigrationError extends Error {
  override name = "MigrationError";
  constructor(
    readonly migration: string,
    reason: string,
  ) {
    super(
      `Migration ${migration} fehlgeschlagen und vollständig zurückgerollt / failed and was rolled back: ${reason}`,
    );
  }
}

export const migrationsDir = (): string => path.join(process.cwd(), "prisma", "migrations");

export async function readMigrations(directory = migrationsDir()): Promise<Migration[]> {
  const entries = await readdir(/* turbopackIgnore: true */ directory, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (name) => {
      const script = await readFile(
        /* turbopackIgnore: true */ path.join(directory, name, "migration.sql"),
        "utf8",
      );
      return { name, script, checksum: createHash("sha256").update(script).digest("hex") };
    }),
  );
}

type AppliedRow = { checksum: string; finished_at: Date | null };

/**
 * Applies every migration not yet recorded. Each one runs in its own
 * transaction under Prisma's advisory lock, so a failing migration leaves no
 * trace and concurrent instances apply each migration once.
 */
export async function migrate(sql: Sql, migrations: Migration[]): Promise<string[]> {
  await sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [PRISMA_MIGRATE_LOCK]);
    await tx.exec(MIGRATIONS_TABLE);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await sql
      .transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [PRISMA_MIGRATE_LOCK]);
        const { rows } = await tx.query<AppliedRow>(
          `SELECT checksum, finished_at FROM "_prisma_migrations"
            WHERE migration_name = $1 AND rolled_back_at IS NULL`,
          [migration.name],
        );
        const previous = rows[0];
        if (previous && previous.finished_at === null) {
          throw new Error(
            "a previous attempt is recorded as failed; resolve it with `prisma migrate resolve`",
          );
        }
        if (previous) {
          if (previous.checksum !== migration.checksum) {
            console.warn(
              `[migrate] ${migration.name} was edited after it was applied; it is not applied again.`,
            );
          }
          return false;
        }
        const startedAt = new Date();
        await tx.exec(migration.script);
        await tx.query(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        return true;
      })
      .catch((error: unknown) => {
        throw new MigrationError(migration.name, error instanceof Error ? error.message : String(error));
      });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
