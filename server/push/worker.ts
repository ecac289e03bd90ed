import "server-only";

import type PgBoss from "pg-boss";

import { vapidDetails } from "@/env";
import { dayColumn } from "@/lib/calendar/day-column";
import { prisma } from "@/server/db";
import { work } from "@/server/jobs/boss";
import { deliverPush } from "@/server/push/deliver";
import { NonPublicAddressError } from "@/server/push/endpoint-guard";
import { type PushReminderJob, pushReminderQueue } from "@/server/push/queue";
import { reminderPushFor } from "@/server/push/reminder-push";

/** The push service no longer knows the subscription: the browser unsubscribed or expired it. */
const GONE = new Set([404, 410]);

/** Worth another try later: the push service is overloaded or failing. */
const retryable = (status: number) => status === 429 || status >= 500;

class RetryLater extends Error {
  override name = "RetryLater";
}

/**
 * Delivers the impulse of `day` to each of the user's devices, each at most once that day: a device
 * is claimed before its push and released again only when the push may be retried, so a retried
 * job never sends a second notification to a device that already has one.
 */
export async function deliverPushReminder({ userId, day }: PushReminderJob): Promise<void> {
  const vapid = vapidDetails();
  if (!vapid) return;
  const devices = await prisma().pushSubscription.findMany({ where: { userId } });
  if (devices.length === 0) return;
  const payload = JSON.stringify(await reminderPushFor(userId, day));
  let failed = 0;
  for (const device of devices) {
    const claimed = await prisma().pushSubscription.updateMany({
      where: {
        id: device.id,
        OR: [{ lastSentOn: null }, { lastSentOn: { lt: dayColumn(day) } }],
      },
      data: { lastSentOn: dayColumn(day) },
    });
    if (claimed.count === 0) continue;
    const release = () =>
      prisma().pushSubscription.updateMany({
        where: { id: device.id },
        data: { lastSentOn: device.lastSentOn },
      });
    try {
      const status = await deliverPush(device, payload, vapid);
      if (GONE.has(status)) await prisma().pushSubscription.deleteMany({ where: { id: device.id } });
      else if (retryable(status)) {
        await release();
        failed += 1;
      } else if (status >= 400) console.error(`[push] push service answered ${status}; not retried`);
    } catch (error) {
      if (error instanceof NonPublicAddressError) {
        // Never sent, and never will be: the endpoint leads into a private network.
        console.error("[push] refused a non-public push endpoint; subscription removed");
        await prisma().pushSubscription.deleteMany({ where: { id: device.id } });
        continue;
      }
      await release();
      failed += 1;
    }
  }
  if (failed > 0) throw new RetryLater(`${failed} push(es) failed; retried later`);
}

export async function workPushReminders(boss: PgBoss): Promise<void> {
  await work<PushReminderJob>(boss, pushReminderQueue, async (job) => {
    await deliverPushReminder(job.data);
  });
}
