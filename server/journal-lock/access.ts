import "server-only";

import { ActionFailure } from "@/lib/errors";
import { journalLockMessages } from "@/messages/journal-lock";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";

// Whether a profile's journal may be read or written in this session ('Tagebuch sperren',
// issue 16). A journal without a lock is open; a locked one only for the session that entered
// its PIN, until the unlock's end (5 minutes), a profile switch or the session's end. Every
// reader of journal text asks here, with the session's key (session-key.ts); no key (a job, a
// script) means closed.

export const journalLocked = () =>
  new ActionFailure("journal_locked", journalLockMessages.errors.title, journalLockMessages.errors.locked);

/** True when the profile's journal has no lock, or this session unlocked it and the unlock still runs. */
export async function journalOpen(
  profileId: string,
  sessionKey: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  const lock = await prisma().journalLock.findUnique({
    where: { profileId },
    select: {
      unlocks: {
        where: { sessionHash: sessionKey ?? "", expiresAt: { gt: now } },
        select: { expiresAt: true },
      },
    },
  });
  return !lock || (sessionKey !== null && lock.unlocks.length > 0);
}

/** Refuses with `journal_locked` (the screen then asks for the PIN) unless the journal is open. */
export async function requireJournalOpen(
  profileId: string,
  sessionKey: string | null,
  now: Date = new Date(),
): Promise<void> {
  if (!(await journalOpen(profileId, sessionKey, now))) throw journalLocked();
}

/** The user's profiles whose journals are closed to this session: what the data download leaves out. */
export async function closedJournals(
  userId: string,
  sessionKey: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  const locks = await prisma().journalLock.findMany({
    where: {
      userId,
      NOT: { unlocks: { some: { sessionHash: sessionKey ?? "", expiresAt: { gt: now } } } },
    },
    orderBy: { createdAt: "asc" },
    select: { profileId: true },
  });
  return locks.map((lock) => lock.profileId);
}

/** Closes every unlocked journal of the account: a profile switch, on any device, locks them again. */
export async function closeUnlocks(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.journalUnlock.deleteMany({ where: { lock: { userId } } });
}
