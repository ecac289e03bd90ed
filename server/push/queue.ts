import "server-only";

import type { Queue } from "@/server/jobs/boss";

/** One job per user and day: deliver the impulse of the day to each of the user's devices. */
export const pushReminderQueue: Queue = {
  name: "push-reminder",
  options: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInMinutes: 10 },
};

export interface PushReminderJob {
  userId: string;
  /** The Vienna date (YYYY-MM-DD) whose impulse is sent. */
  day: string;
}
