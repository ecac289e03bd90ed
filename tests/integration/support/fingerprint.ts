// A digest of every row in the app's tables, one hash per table: two equal
// fingerprints mean no row was added, removed or changed in between.
import { testDatabase } from "./per-file-database";

export type Fingerprint = Record<string, string>;

const statements = new WeakMap<object, Promise<string>>();

async function fingerprintSql(): Promise<string> {
  const { rows } = await testDatabase().sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
      ORDER BY table_name`,
  );
  return rows
    .map(
      ({ table_name: table }) =>
        `SELECT '${table}' AS name, count(*)::int || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`,
    )
    .join(" UNION ALL ");
}

/** The digest of each table of this file's database. */
export async function fingerprint(): Promise<Fingerprint> {
  const database = testDatabase();
  let sql = statements.get(database);
  if (!sql) {
    sql = fingerprintSql();
    statements.set(database, sql);
  }
  const { rows } = await database.sql.query<{ name: string; digest: string }>(await sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
