import "server-only";

import type { Queue } from "@/server/jobs/boss";

/** The daily run that queues the reminder mails; the mails themselves go through the mail queue. */
export const impulseReminderQueue: Queue = {
  name: "impulse-reminder",
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInMinutes: 30 },
};

/** Every day at 8:00 in Vienna, across daylight saving time. */
export const REMINDER_CRON = "0 8 * * *";
export const REMINDER_TIME_ZONE = "Europe/Vienna";
