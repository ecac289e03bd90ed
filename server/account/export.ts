import "server-only";

import { ActionFailure } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { authMessages } from "@/messages/auth";
import { Prisma } from "@/prisma/generated/client/client";
import { accountRecord, accountRecords, type ExportRecord } from "@/server/account/export-records";
import { prisma } from "@/server/db";
import { closedJournals } from "@/server/journal-lock/access";
import { consume, limits } from "@/server/rate-limit";

// The data download (GDPR Art. 15 and 20) as NDJSON, one record a line, streamed while it is read:
// one REPEATABLE READ transaction gives every batch the same snapshot, and the stream's
// backpressure makes the reads wait for a slow client instead of piling up in the heap.

export const EXPORT_FORMAT = "resonanz-export/2";

/** How long one download may hold its transaction (a client reading very slowly is cut off). */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

/**
 * Downloads one instance streams at a time: each holds a database connection while its client
 * reads, so slow readers must not take the whole pool from the rest of the app.
 */
export const EXPORTS_AT_ONCE = 3;
let running = 0;

/** Downloads this instance is streaming now. */
export const exportsRunning = () => running;

/** Bytes queued for the client before the reads pause. */
const HIGH_WATER_MARK = 256 * 1024;

const t = authMessages.account;

const line = (record: ExportRecord) => `${JSON.stringify(record)}\n`;

/** Refuses a download over the limit (limits.exportsByUser) with the German message. */
async function countDownload(userId: string): Promise<void> {
  const { allowed, retryAfterMs } = await consume(limits.exportsByUser, userId);
  if (allowed) return;
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const message = formatMessage(t.exportLimit, { max: limits.exportsByUser.points, minutes });
  throw new ActionFailure("rate_limited", t.exportLimitTitle, message);
}

/**
 * The user's data as a stream of NDJSON lines: a header, the account, every entity, and an `end`
 * line with the count (a file without it was cut off). Rejects, before any byte is sent, with
 * Prisma's P2025 when the account is gone, `unavailable` while EXPORTS_AT_ONCE downloads run, and
 * `rate_limited` over the limit.
 */
export async function exportAccountData(
  userId: string,
  sessionKey: string | null = null,
): Promise<ReadableStream<Uint8Array>> {
  await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { id: true } });
  // A journal locked with a PIN stays out unless this session unlocked it (README, Journal lock).
  const closed = await closedJournals(userId, sessionKey);
  if (running >= EXPORTS_AT_ONCE) throw new ActionFailure("unavailable", t.exportBusyTitle, t.exportBusy);
  running += 1;
  try {
    await countDownload(userId);
  } catch (error) {
    running -= 1;
    throw error;
  }

  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<string, Uint8Array>(
    { transform: (chunk, controller) => controller.enqueue(encoder.encode(chunk)) },
    new CountQueuingStrategy({ highWaterMark: 1 }),
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK }),
  );
  const writer = writable.getWriter();
  const write = async (text: string) => {
    await writer.ready;
    await writer.write(text);
  };

  let sending = false;
  let started!: () => void;
  const header = new Promise<void>((resolve) => (started = resolve));
  const done = prisma().$transaction(
    async (tx) => {
      const account = await accountRecord(tx, userId);
      sending = true;
      started();
      let count = 1;
      await write(
        line({ type: "export", data: { format: EXPORT_FORMAT, exportedAt: new Date().toISOString() } }) +
          line({ type: "user", data: account }),
      );
      for await (const batch of accountRecords(tx, userId, closed)) {
        count += batch.length;
        await write(batch.map(line).join(""));
      }
      await write(line({ type: "end", data: { records: count } }));
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead, timeout: EXPORT_TIMEOUT_MS },
  );
  void done.finally(() => (running -= 1)).catch(() => undefined);
  const finished = done.then(
    () => writer.close(),
    async (error: unknown) => {
      // After the first byte the status is sent: the download ends without its `end` line.
      if (sending) console.error(`[export] a download stopped: ${(error as Error).name}`);
      await writer.abort(error).catch(() => undefined);
      throw error;
    },
  );
  await Promise.race([header, finished]);
  finished.catch(() => undefined);
  return readable;
}
