import "server-only";

import type { Queue } from "@/server/jobs/boss";

/** What a webhook job carries: the outbox row to deliver. */
export interface ProfileWebhookJob {
  deliveryId: string;
}

/**
 * Retries back off exponentially: pg-boss waits retryDelay · 2^n seconds,
 * stretched by up to 2× at random, before retry n. With 15 s and 8 retries
 * the job makes 9 attempts over 64 to 128 minutes, after the inline attempt.
 */
export const profileWebhookQueue: Queue = {
  name: "profile-webhook",
  options: { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
};

/** The save makes the first attempt itself; the job starts once that attempt is long over. */
export const FIRST_JOB_DELAY_SECONDS = 30;

/** The inline attempt keeps the save responsive; the job gives a slow receiver longer. */
export const INLINE_TIMEOUT_MS = 3_000;
export const JOB_TIMEOUT_MS = 10_000;
