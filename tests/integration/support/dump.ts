// The whole database as text, as an attacker with a backup would see it: `pg_dump` on PostgreSQL,
// every row of every table as text on the embedded PGlite (which pg_dump cannot reach).
import { execFileSync } from "node:child_process";

import type { Database } from "@/server/db";

export async function dumpDatabase(database: Database): Promise<string> {
  if (database.kind === "postgres" && process.env.DATABASE_URL) {
    const { rows } = await database.sql.query<{ name: string }>("SELECT current_database() AS name");
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${rows[0]?.name ?? ""}`;
    return execFileSync("pg_dump", ["--no-owner", url.toString()], {
      encoding: "utf8",
      maxBuffer: 256 << 20,
    });
  }
  const { rows: tables } = await database.sql.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
       FROM information_schema.tables WHERE table_type = 'BASE TABLE'
        AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await database.sql.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join("\n");
}
