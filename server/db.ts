import "server-only";

// The one database module: the only file that imports a database driver.
// Everything else reaches PostgreSQL through the Prisma client it exports, or,
// for the few things Prisma cannot do (the migration runner, the job queue and
// the rate limiter's store), through the small `Sql` interface below.
import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

import { dataDir, env } from "@/env";
import { PrismaClient } from "@/prisma/generated/client/client";
import { encryptionExtension } from "@/server/crypto/prisma-extension";

export type { PrismaClient } from "@/prisma/generated/client/client";

export type SqlResult<T> = { rows: T[]; rowCount: number };

/** Raw SQL on whichever database is configured. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<T>>;
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
  /** Runs `fn` on one connection inside BEGIN … COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}

export interface Database {
  kind: "postgres" | "pglite";
  prisma: PrismaClient;
  sql: Sql;
  /** The Prisma driver adapter, for tooling such as the schema engine. */
  adapter: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

type PgQueryable = Pick<pg.Pool | pg.PoolClient, "query">;

function pgSql(client: PgQueryable, begin: () => Promise<pg.PoolClient>): Sql {
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      // Without parameters node-postgres uses the simple protocol, which also
      // runs scripts of several statements and then returns one result each.
      const result = (await client.query(text, params as unknown[] | undefined)) as
        pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.rowCount ?? 0 };
    },
    async exec(script) {
      await client.query(script);
    },
    async transaction(fn) {
      const connection = await begin();
      try {
        await connection.query("BEGIN");
        const value = await fn(pgSql(connection, () => Promise.resolve(connection)));
        await connection.query("COMMIT");
        return value;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}

type PgliteQueryable = Pick<PGlite, "query" | "exec">;

function pgliteSql(client: PgliteQueryable, transaction: PGlite["transaction"] | undefined): Sql {
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      // Like node-postgres: without parameters, use the simple protocol, which
      // accepts several statements (pg-boss creates its schema that way).
      if (!params || params.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return {
          rows: (last?.rows ?? []) as T[],
          rowCount: Math.max(last?.affectedRows ?? 0, last?.rows.length ?? 0),
        };
      }
      const result = await client.query<T>(text, params as unknown[]);
      // Like node-postgres, count returned rows for SELECT and affected rows for writes.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
    async exec(script) {
      await client.exec(script);
    },
    async transaction(fn) {
      // Nested calls run inside the transaction that is already open.
      if (!transaction) return fn(pgliteSql(client, undefined));
      return transaction((tx) => fn(pgliteSql(tx, undefined)));
    },
  };
}

/**
 * The app's Prisma client: every call goes through the encryption extension (server/crypto). The
 * extension only changes what is stored, not any type, so the client keeps PrismaClient's type.
 */
function encryptedClient(adapter: SqlMigrationAwareDriverAdapterFactory): PrismaClient {
  return new PrismaClient({ adapter }).$extends(encryptionExtension) as unknown as PrismaClient;
}

export function connectPostgres(
  url: string,
  options: { max?: number; queryTimeoutMs?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail fast instead of hanging when the database is unreachable.
    connectionTimeoutMillis: 5_000,
    query_timeout: options.queryTimeoutMs ?? 30_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const adapter = new PrismaPg(pool);
  const prisma = encryptedClient(adapter);
  return {
    kind: "postgres",
    prisma,
    adapter,
    sql: pgSql(pool, () => pool.connect()),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/** The embedded database: in `directory`, or in memory when none is given. */
export function openPglite(directory?: string): Database {
  const client = new PGlite(directory);
  const adapter = new PrismaPGlite(client);
  const prisma = encryptedClient(adapter);
  return {
    kind: "pglite",
    prisma,
    adapter,
    sql: pgliteSql(client, client.transaction.bind(client)),
    async close() {
      await prisma.$disconnect();
      await client.close();
    },
  };
}

// One instance per process, kept on globalThis so that Next.js dev reloads and
// separately bundled entry points (instrumentation, routes) share it. PGlite
// in particular must never be opened twice on the same directory.
const registry = globalThis as typeof globalThis & { __resonanzDb?: Database };

export function db(): Database {
  registry.__resonanzDb ??= createFromEnv();
  return registry.__resonanzDb;
}

function createFromEnv(): Database {
  const url = env().DATABASE_URL;
  if (url) return connectPostgres(url);
  mkdirSync(dataDir(), { recursive: true });
  return openPglite(path.join(dataDir(), "pglite"));
}

/** Replaces the process-wide database; tests use it to point at their own. */
export function setDatabase(database: Database | undefined): void {
  registry.__resonanzDb = database;
}

export const prisma = (): PrismaClient => db().prisma;
