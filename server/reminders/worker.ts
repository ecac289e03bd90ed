import "server-only";

import type PgBoss from "pg-boss";

import { ensureQueue, work } from "@/server/jobs/boss";
import { impulseReminderQueue, REMINDER_CRON, REMINDER_TIME_ZONE } from "@/server/reminders/queue";
import { sendImpulseReminders } from "@/server/reminders/send-reminders";

/**
 * Schedules the daily run at 8:00 Vienna time and works it. pg-boss keeps the schedule in the
 * database and creates one job per minute across all instances; `schedule` is an upsert.
 */
export async function workImpulseReminders(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, impulseReminderQueue);
  await boss.schedule(impulseReminderQueue.name, REMINDER_CRON, {}, { tz: REMINDER_TIME_ZONE });
  await work(boss, impulseReminderQueue, async () => {
    await sendImpulseReminders(new Date());
  });
}
