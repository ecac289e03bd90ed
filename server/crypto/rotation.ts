import "server-only";

import { forgetAllKeys } from "@/server/crypto/data-keys";
import type { KeyProvider } from "@/server/crypto/key-provider";
import { keyProvider } from "@/server/crypto/provider";
import { db } from "@/server/db";

// Rotation of the key-encryption keys (KEKs). Rotating re-wraps every user's data key under a new
// KEK; the data itself is never re-encrypted. A retired KEK is destroyed once the backup retention
// window has passed, so a backup older than that can no longer be read by anyone.

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

interface KeyRow {
  id: string;
  kek_version: number;
  wrapped_key: string;
}

/** Re-wraps every data key that is not under the current KEK, in batches; resumable. */
export async function rewrapDataKeys(provider: KeyProvider = keyProvider()): Promise<number> {
  const current = await provider.currentVersion();
  let after = "00000000-0000-0000-0000-000000000000";
  let rewrapped = 0;
  for (;;) {
    const { rows } = await db().sql.query<KeyRow>(
      `SELECT id, kek_version, wrapped_key FROM user_keys
        WHERE kek_version <> $1 AND id > $2::uuid ORDER BY id LIMIT $3`,
      [current, after, BATCH],
    );
    for (const row of rows) {
      try {
        const key = await provider.unwrap({ kekVersion: row.kek_version, wrapped: row.wrapped_key }, row.id);
        const wrapped = await provider.wrap(key, row.id);
        // Only if no one re-wrapped it meanwhile.
        const { rowCount } = await db().sql.query(
          `UPDATE user_keys SET kek_version = $1, wrapped_key = $2, updated_at = now()
            WHERE id = $3::uuid AND kek_version = $4`,
          [wrapped.kekVersion, wrapped.wrapped, row.id, row.kek_version],
        );
        rewrapped += rowCount;
      } catch (error) {
        console.error(`[keys] data key ${row.id} cannot be re-wrapped: ${(error as Error).message}`);
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return rewrapped;
    after = last.id;
  }
}

/** A new KEK, and every data key re-wrapped under it. */
export async function rotateKeys(
  now = new Date(),
  provider: KeyProvider = keyProvider(),
): Promise<{ version: number; rewrapped: number }> {
  const version = await provider.rotate(now);
  return { version, rewrapped: await rewrapDataKeys(provider) };
}

/**
 * Destroys the retired KEKs whose retirement is longer ago than `retentionDays` (0: all retired
 * ones), provided no data key is still wrapped with them.
 */
export async function destroyRetiredKeks(
  retentionDays: number,
  now = new Date(),
  provider: KeyProvider = keyProvider(),
): Promise<number[]> {
  const destroyed: number[] = [];
  for (const version of await provider.versions()) {
    if (!version.retiredAt || version.retiredAt.getTime() + retentionDays * DAY_MS > now.getTime()) continue;
    const { rows } = await db().sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_keys WHERE kek_version = $1",
      [version.version],
    );
    if ((rows[0]?.n ?? 0) > 0) {
      console.error(
        `[keys] KEK version ${version.version} still wraps ${rows[0]?.n} data key(s): not destroyed`,
      );
      continue;
    }
    await provider.destroy(version.version);
    destroyed.push(version.version);
  }
  // Keys unwrapped before the destruction are not kept in memory any longer than needed.
  if (destroyed.length > 0) forgetAllKeys();
  return destroyed;
}

export interface KeySchedule {
  rotationDays: number;
  retentionDays: number;
}

/** The daily job: rotate when the current KEK is due, finish any re-wrap, destroy expired KEKs. */
export async function maintainKeys(schedule: KeySchedule, now = new Date(), provider = keyProvider()) {
  const versions = await provider.versions();
  const current = versions.at(-1);
  const due = !current || current.createdAt.getTime() + schedule.rotationDays * DAY_MS <= now.getTime();
  const rotated = due ? await provider.rotate(now) : null;
  const rewrapped = await rewrapDataKeys(provider);
  const destroyed = await destroyRetiredKeks(schedule.retentionDays, now, provider);
  return { rotated, rewrapped, destroyed };
}
