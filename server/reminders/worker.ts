import "server-only";

import type PgBoss from "pg-boss";

import { ensureQueue, work } from "@/server/jobs/boss";
import { queuePushReminders } from "@/server/push/send-reminders";
import { impulseReminderQueue, REMINDER_CRON, REMINDER_TIME_ZONE } from "@/server/reminders/queue";
import { sendImpulseReminders } from "@/server/reminders/send-reminders";

/**
 * Schedules the daily run at 8:00 Vienna time and works it: the e-mails, then the pushes (issue 15).
 * pg-boss keeps the schedule in the database and creates one job per minute across all instances;
 * `schedule` is an upsert.
 */
export async function workImpulseReminders(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, impulseReminderQueue);
  await boss.schedule(impulseReminderQueue.name, REMINDER_CRON, {}, { tz: REMINDER_TIME_ZONE });
  await work(boss, impulseReminderQueue, async () => {
    const now = new Date();
    await sendImpulseReminders(now);
    await queuePushReminders(now);
  });
}
