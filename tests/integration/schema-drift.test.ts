// Proves that prisma/migrations builds exactly the database schema.prisma
// describes, that the migration runner's bookkeeping is what Prisma Migrate
// expects, and that the same migrations apply to the embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { connectPostgres, type Database, openPglite } from "@/server/db";
import { migrate, MigrationError, migrationsDir, readMigrations } from "@/server/migrate";
import {
  migrationList,
  noFilters,
  openSchemaEngine,
  schemaFiles,
  schemaPath,
} from "@/scripts/prisma-schema-engine";

import { createDatabase, dropDatabase, uniqueDatabaseName, withDatabase } from "./support/postgres-admin";
import { compareShapes, shapeFromDatabase, shapeFromSchema } from "./support/schema-model";

const postgresUrl = process.env.DATABASE_URL;

/** A brand-new, empty database of the configured kind. */
async function emptyDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (!postgresUrl) {
    const database = openPglite();
    return { database, dispose: () => database.close() };
  }
  const name = uniqueDatabaseName("resonanz_drift");
  await createDatabase(postgresUrl, name);
  const database = connectPostgres(withDatabase(postgresUrl, name), { max: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await dropDatabase(postgresUrl, name);
    },
  };
}

describe(`migrations against schema.prisma (${postgresUrl ? "PostgreSQL" : "PGlite"})`, () => {
  let subject: Awaited<ReturnType<typeof emptyDatabase>>;

  beforeAll(async () => {
    subject = await emptyDatabase();
    const applied = await migrate(subject.database.sql, await readMigrations());
    expect(applied.length).toBeGreaterThan(0);
  });
  afterAll(() => subject.dispose());

  it("builds every table, column, type, nullability, default and enum the schema declares", async () => {
    const problems = compareShapes(
      shapeFromSchema(schemaPath()),
      await shapeFromDatabase(subject.database.sql),
    );
    expect(problems).toEqual([]);
  });

  it("the comparison itself notices a difference", async () => {
    await subject.database.sql.exec(`
      ALTER TABLE profiles ALTER COLUMN stress_level SET DEFAULT 4;
      ALTER TABLE chats ADD COLUMN surprise text;
      ALTER TYPE gender ADD VALUE 'divers';`);
    try {
      const problems = compareShapes(
        shapeFromSchema(schemaPath()),
        await shapeFromDatabase(subject.database.sql),
      );
      expect(problems).toEqual(
        expect.arrayContaining([
          "profiles.stress_level default: schema.prisma says 5, database has 4",
          "chats.surprise exists in the database but not in schema.prisma",
          expect.stringContaining("enum gender"),
        ]),
      );
    } finally {
      await subject.database.sql.exec(`
        ALTER TABLE profiles ALTER COLUMN stress_level SET DEFAULT 5;
        ALTER TABLE chats DROP COLUMN surprise;`);
    }
  });

  it("records migrations so that Prisma's own engine sees nothing pending, failed or edited", async () => {
    const engine = await openSchemaEngine(subject.database.adapter);
    const migrationsList = migrationList(migrationsDir(), await readMigrations());
    const history = await engine.diagnoseMigrationHistory({
      migrationsList,
      optInToShadowDatabase: false,
      filters: noFilters,
    });
    expect(history).toMatchObject({
      editedMigrationNames: [],
      failedMigrationNames: [],
      hasMigrationsTable: true,
      history: null,
    });
    // `prisma migrate deploy` would apply nothing.
    const deploy = await engine.applyMigrations({ migrationsList, filters: noFilters });
    expect(deploy.appliedMigrationNames).toEqual([]);
  });

  it("running the migrations again applies nothing", async () => {
    expect(await migrate(subject.database.sql, await readMigrations())).toEqual([]);
  });
});

describe("the same migrations on the embedded PGlite", () => {
  it("apply cleanly, and Prisma's engine finds no difference to schema.prisma", async () => {
    const database = openPglite();
    try {
      const applied = await migrate(database.sql, await readMigrations());
      expect(applied).toEqual((await readMigrations()).map((migration) => migration.name));
      const engine = await openSchemaEngine(database.adapter);
      const diff = await engine.diff({
        from: { tag: "schemaDatasource", files: schemaFiles(), configDir: process.cwd() },
        to: { tag: "schemaDatamodel", files: schemaFiles() },
        script: true,
        exitCode: null,
        filters: noFilters,
      });
      // Indexes, foreign keys and the partial unique index are covered here too.
      expect(diff.stdout?.trim()).toBe("-- This is an empty migration.");
    } finally {
      await database.close();
    }
  });
});

describe("a failing migration", () => {
  it("is rolled back whole and reported with its folder name", async () => {
    const database = openPglite();
    try {
      const broken = [
        {
          name: "20990101000000_broken",
          script: "CREATE TABLE half_done (id int); SELECT * FROM no_such_table;",
          checksum: "0".repeat(64),
        },
      ];
      const failure = await migrate(database.sql, broken).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as MigrationError).message).toContain("20990101000000_broken");
      const leftovers = await database.sql.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'",
      );
      expect(leftovers.rowCount).toBe(0);
      const recorded = await database.sql.query(`SELECT 1 FROM "_prisma_migrations"`);
      expect(recorded.rowCount).toBe(0);
    } finally {
      await database.close();
    }
  });
});
