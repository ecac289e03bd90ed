import { randomUUID } from "node:crypto";

import { connectPostgres } from "@/server/db";

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

export const uniqueDatabaseName = (prefix: string): string =>
  `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;

/** Runs administrative statements (CREATE/DROP DATABASE) on the server of `url`. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = connectPostgres(url, { max: 1 });
  try {
    await admin.sql.query(statement);
  } finally {
    await admin.close();
  }
}

export const createDatabase = (url: string, name: string, template?: string) =>
  adminQuery(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);

export const dropDatabase = (url: string, name: string) =>
  adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
