// Direct database access for assertions in browser tests (the app under test
// runs in another process on the same database).
import pg from "pg";

import { e2eDatabaseUrl } from "./env";

export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(e2eDatabaseUrl());
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
