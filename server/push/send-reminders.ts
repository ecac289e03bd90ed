import "server-only";

import type PgBoss from "pg-boss";

import { vapidDetails } from "@/env";
import { dayColumn } from "@/lib/calendar/day-column";
import { viennaDate } from "@/lib/calendar/vienna-time";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";
import { ensureQueue, jobs, transactionDb } from "@/server/jobs/boss";
import { type PushReminderJob, pushReminderQueue } from "@/server/push/queue";

const BATCH = 200;

/** A device subscribed, and not yet reminded on `day`. */
function dueOn(day: string): Prisma.UserWhereInput {
  return {
    pushSubscriptions: { some: {} },
    OR: [{ pushReminderSentOn: null }, { pushReminderSentOn: { lt: dayColumn(day) } }],
  };
}

/**
 * Claims the user's push for `day` and queues its job in one transaction, as the e-mail reminder
 * does: of two runs at the same moment (two instances, a retried job) only one changes the row.
 */
async function claimUser(boss: PgBoss, userId: string, day: string): Promise<boolean> {
  return prisma().$transaction(async (tx) => {
    const claimed = await tx.user.updateMany({
      where: { id: userId, ...dueOn(day) },
      data: { pushReminderSentOn: dayColumn(day) },
    });
    if (claimed.count === 0) return false;
    const job: PushReminderJob = { userId, day };
    await boss.send(pushReminderQueue.name, job, { db: transactionDb(tx) });
    return true;
  });
}

/** Queues today's push (Europe/Vienna) for every user with a subscribed device; returns how many. */
export async function queuePushReminders(now: Date): Promise<number> {
  // Without VAPID keys nothing is pushed, and no one is marked as reminded.
  if (!vapidDetails()) return 0;
  const day = viennaDate(now);
  const boss = await jobs();
  await ensureQueue(boss, pushReminderQueue);
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await prisma().user.findMany({
      where: { ...dueOn(day), ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true },
    });
    for (const { id } of batch) if (await claimUser(boss, id, day)) queued += 1;
    after = batch.at(-1)?.id;
    if (batch.length < BATCH) return queued;
  }
}
