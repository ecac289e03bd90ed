import "server-only";

import { createSecretKey, type KeyObject, randomBytes, randomUUID } from "node:crypto";

import { KEY_BYTES } from "@/server/crypto/cipher";
import { keyProvider } from "@/server/crypto/provider";
import { db, type Sql } from "@/server/db";

// Each user's random data key, stored wrapped in user_keys and kept unwrapped in this process's
// memory for a few minutes. Keys are read and created with plain SQL on their own connection, never
// inside a caller's transaction, and user_keys has no foreign key: creating one never waits for a
// lock on the user's row.

export interface DataKey {
  id: string;
  userId: string;
  /** A KeyObject: Node imports the key once instead of on every cipher (twice as fast). */
  key: KeyObject;
}

interface KeyRow {
  id: string;
  user_id: string;
  kek_version: number;
  wrapped_key: string;
}

/** After this long a key is read again, so a key deleted by another instance stops working there too. */
const CACHE_MS = 5 * 60_000;
const CACHE_LIMIT = 10_000;

type Cached = { key: DataKey; at: number };
const registry = globalThis as typeof globalThis & {
  __resonanzDataKeys?: { byId: Map<string, Cached>; byUser: Map<string, Cached> };
};
const cache = () => (registry.__resonanzDataKeys ??= { byId: new Map(), byUser: new Map() });

function remember(key: DataKey): DataKey {
  const { byId, byUser } = cache();
  if (byId.size >= CACHE_LIMIT) {
    byId.clear();
    byUser.clear();
  }
  const entry = { key, at: Date.now() };
  byId.set(key.id, entry);
  byUser.set(key.userId, entry);
  return key;
}

/** The embedded database has one process and one connection: no other instance deletes keys there. */
const fresh = (entry: Cached | undefined) =>
  entry && (Date.now() - entry.at < CACHE_MS || db().kind === "pglite") ? entry.key : undefined;

async function unwrapRow(row: KeyRow): Promise<DataKey> {
  const key = await keyProvider().unwrap({ kekVersion: row.kek_version, wrapped: row.wrapped_key }, row.id);
  return remember({ id: row.id, userId: row.user_id, key: createSecretKey(key) });
}

const sql = (): Sql => db().sql;

/** The user's data key, created on first use. */
export async function userDataKey(userId: string): Promise<DataKey> {
  // A user's key never changes while the user exists: no need to read it again.
  const cached = cache().byUser.get(userId)?.key;
  if (cached) return cached;
  const existing = await sql().query<KeyRow>(
    "SELECT id, user_id, kek_version, wrapped_key FROM user_keys WHERE user_id = $1::uuid",
    [userId],
  );
  if (existing.rows[0]) return unwrapRow(existing.rows[0]);
  const id = randomUUID();
  const wrapped = await keyProvider().wrap(randomBytes(KEY_BYTES), id);
  // Two first writes at once: one key wins, the other request reads it.
  await sql().query(
    `INSERT INTO user_keys (id, user_id, kek_version, wrapped_key) VALUES ($1::uuid, $2::uuid, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [id, userId, wrapped.kekVersion, wrapped.wrapped],
  );
  return userDataKey(userId);
}

/** The data keys with these ids; a key that is gone (deleted account) or cannot be unwrapped is missing. */
export async function dataKeysById(ids: Iterable<string>): Promise<Map<string, DataKey>> {
  const found = new Map<string, DataKey>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = fresh(cache().byId.get(id));
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  const valid = missing.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return found;
  const { rows } = await sql().query<KeyRow>(
    "SELECT id, user_id, kek_version, wrapped_key FROM user_keys WHERE id = ANY($1::uuid[])",
    [valid],
  );
  for (const row of rows) {
    try {
      found.set(row.id, await unwrapRow(row));
    } catch (error) {
      console.error(`[crypto] data key ${row.id} cannot be unwrapped: ${(error as Error).message}`);
    }
  }
  return found;
}

/** Forgets this process's copy of a user's key (account deleted). */
export function forgetUserKey(userId: string): void {
  const { byId, byUser } = cache();
  const entry = byUser.get(userId);
  byUser.delete(userId);
  if (entry) byId.delete(entry.key.id);
}

/** Forgets every cached key (tests, key destruction). */
export function forgetAllKeys(): void {
  registry.__resonanzDataKeys = undefined;
}
