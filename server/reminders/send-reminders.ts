import "server-only";

import type PgBoss from "pg-boss";

import { viennaDate } from "@/lib/calendar/vienna-time";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";
import { dayColumn } from "@/lib/calendar/day-column";
import { ensureQueue, jobs, transactionDb } from "@/server/jobs/boss";
import type { MailJob } from "@/server/mail/compose";
import { mailQueue } from "@/server/mail/send";

const BATCH = 200;

/** Opted in, with a confirmed address, and not yet reminded on `day`. */
function dueOn(day: string): Prisma.UserWhereInput {
  return {
    impulseReminderEnabled: true,
    emailVerifiedAt: { not: null },
    OR: [{ impulseReminderSentOn: null }, { impulseReminderSentOn: { lt: dayColumn(day) } }],
  };
}

/**
 * Claims the user's reminder for `day` and queues the mail in one transaction. The conditional
 * update is the guard: of two runs at the same time (two app instances, a retried job) only one
 * changes the row, and a rolled-back claim queues no mail.
 */
async function remindUser(boss: PgBoss, userId: string, day: string): Promise<boolean> {
  return prisma().$transaction(async (tx) => {
    const claimed = await tx.user.updateMany({
      where: { id: userId, ...dueOn(day) },
      data: { impulseReminderSentOn: dayColumn(day) },
    });
    if (claimed.count === 0) return false;
    // The job names the user and the day; the mail is written when it is sent.
    const job: MailJob = { kind: "impulse-reminder", userId, day };
    await boss.send(mailQueue.name, job, { db: transactionDb(tx) });
    return true;
  });
}

/** Queues today's reminder mail (Europe/Vienna) for every user who is due; returns how many. */
export async function sendImpulseReminders(now: Date): Promise<number> {
  const day = viennaDate(now);
  const boss = await jobs();
  // Set up before any transaction opens: the embedded database has a single connection.
  await ensureQueue(boss, mailQueue);
  let sent = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await prisma().user.findMany({
      where: { ...dueOn(day), ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true },
    });
    for (const { id } of batch) if (await remindUser(boss, id, day)) sent += 1;
    after = batch.at(-1)?.id;
    if (batch.length < BATCH) return sent;
  }
}
