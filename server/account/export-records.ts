import "server-only";

import { journalLockMessages } from "@/messages/journal-lock";
import type { PrismaClient } from "@/server/db";

// What the data download holds (GDPR Art. 15 and 20), read in batches by keyset pagination, so a
// user with 100,000 messages costs the server one batch of memory, not all of them. Every query
// goes through the encryption extension, so the values come decrypted; a value that cannot be
// read is the extension's German placeholder for that value alone.

/** Rows per query: big enough for few round trips, small enough to keep the heap flat. */
export const EXPORT_BATCH = 500;

type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** One line of the NDJSON file: `type` names the entity, `data` holds its fields. */
export interface ExportRecord {
  type: string;
  data: unknown;
}

type Cursor<F extends string> = { id: string } & Record<F, Date>;

/**
 * The rows after `row` in the order (field, id): `field >= x AND (field > x OR id > y)`, which
 * an index on (…, field) can start from, unlike the plain OR.
 */
function after<F extends string>(field: F, row: Cursor<F> | undefined) {
  if (!row) return {};
  return {
    [field]: { gte: row[field] },
    OR: [{ [field]: { gt: row[field] } }, { id: { gt: row.id } }],
  } as Record<F, { gte: Date }> & { OR: (Record<F, { gt: Date }> | { id: { gt: string } })[] };
}

const order = <F extends string>(field: F) =>
  [{ [field]: "asc" }, { id: "asc" }] as [Record<F, "asc">, { id: "asc" }];

/** Every row `page` returns, batch by batch, each page starting after the last row of the one before. */
async function* keyset<Row>(page: (cursor: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let cursor: Row | undefined;
  for (;;) {
    const rows = await page(cursor);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    cursor = rows.at(-1);
  }
}

const records = (type: string, rows: readonly unknown[]): ExportRecord[] =>
  rows.map((data) => ({ type, data }));

async function* pagesOf<Row>(
  type: string,
  page: (cursor: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<ExportRecord[]> {
  for await (const rows of keyset(page)) yield records(type, rows);
}

async function* chatsWithMessages(tx: Tx, userId: string): AsyncGenerator<ExportRecord[]> {
  const chatPages = keyset((cursor: Cursor<"createdAt"> | undefined) =>
    tx.chat.findMany({
      where: { userId, ...after("createdAt", cursor) },
      orderBy: order("createdAt"),
      take: EXPORT_BATCH,
    }),
  );
  for await (const chats of chatPages) {
    for (const chat of chats) {
      yield records("chat", [chat]);
      yield* pagesOf("chatMessage", (cursor: Cursor<"createdAt"> | undefined) =>
        tx.chatMessage.findMany({
          where: { chatId: chat.id, ...after("createdAt", cursor) },
          orderBy: order("createdAt"),
          take: EXPORT_BATCH,
        }),
      );
    }
  }
}

/** The PIN locks (never the PIN's hash), and whether this download holds the entries behind each. */
async function* journalLocks(
  tx: Tx,
  userId: string,
  closedJournals: readonly string[],
): AsyncGenerator<ExportRecord[]> {
  const locks = await tx.journalLock.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { profileId: true, createdAt: true, updatedAt: true },
  });
  if (locks.length === 0) return;
  yield records(
    "journalLock",
    locks.map((lock) =>
      closedJournals.includes(lock.profileId)
        ? { ...lock, entriesIncluded: false, note: journalLockMessages.elsewhere.exportLeftOut }
        : { ...lock, entriesIncluded: true },
    ),
  );
}

/** The account's own row; throws Prisma's P2025 (a German 404) when it is gone. */
export function accountRecord(tx: Tx, userId: string) {
  return tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      name: true,
      emailVerifiedAt: true,
      impulseReminderEnabled: true,
      // The record of the explicit consent to processing health data (Art. 9 (2) a).
      healthConsentAt: true,
      healthConsentVersion: true,
      createdAt: true,
    },
  });
}

/**
 * Everything but the account's own row, in batches of at most EXPORT_BATCH records. The journals
 * of `closedJournals` (locked with a PIN and not unlocked in this session) are left out, each
 * named by a `journalLocked` record that says how to get it.
 */
export async function* accountRecords(
  tx: Tx,
  userId: string,
  closedJournals: readonly string[] = [],
): AsyncGenerator<ExportRecord[]> {
  yield* pagesOf("profile", (cursor: Cursor<"createdAt"> | undefined) =>
    tx.profile.findMany({
      where: { userId, ...after("createdAt", cursor) },
      orderBy: order("createdAt"),
      take: EXPORT_BATCH,
    }),
  );
  yield* pagesOf("analysis", (cursor: Cursor<"createdAt"> | undefined) =>
    tx.analysis.findMany({
      where: { profile: { userId }, ...after("createdAt", cursor) },
      orderBy: order("createdAt"),
      take: EXPORT_BATCH,
    }),
  );
  yield* pagesOf("familyAnalysis", (cursor: Cursor<"createdAt"> | undefined) =>
    tx.familyAnalysis.findMany({
      where: { userId, ...after("createdAt", cursor) },
      orderBy: order("createdAt"),
      take: EXPORT_BATCH,
    }),
  );
  yield* chatsWithMessages(tx, userId);
  yield* pagesOf("journalEntry", (cursor: Cursor<"createdAt"> | undefined) =>
    tx.journalEntry.findMany({
      where: { userId, profileId: { notIn: [...closedJournals] }, ...after("createdAt", cursor) },
      orderBy: order("createdAt"),
      take: EXPORT_BATCH,
    }),
  );
  yield* journalLocks(tx, userId, closedJournals);
  yield* pagesOf("exerciseSession", (cursor: Cursor<"completedAt"> | undefined) =>
    tx.exerciseSession.findMany({
      where: { userId, ...after("completedAt", cursor) },
      orderBy: order("completedAt"),
      take: EXPORT_BATCH,
    }),
  );
  yield* pagesOf("checkIn", (cursor: Cursor<"day"> | undefined) =>
    tx.checkIn.findMany({
      where: { userId, ...after("day", cursor) },
      orderBy: order("day"),
      take: EXPORT_BATCH,
    }),
  );
  // A handful per account: Stripe's own records, without the ids that only Stripe needs.
  yield records(
    "subscription",
    await tx.subscription.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        status: true,
        interval: true,
        currentPeriodEnd: true,
        cancelAtPeriodEnd: true,
        trialEnd: true,
        createdAt: true,
      },
    }),
  );
  const safetyPlan = await tx.safetyPlan.findUnique({ where: { userId }, omit: { userId: true } });
  if (safetyPlan) yield records("safetyPlan", [safetyPlan]);
}
