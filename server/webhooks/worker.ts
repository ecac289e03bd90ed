import "server-only";

import type PgBoss from "pg-boss";

import { work } from "@/server/jobs/boss";
import { attemptDelivery } from "@/server/webhooks/deliver";
import { JOB_TIMEOUT_MS, type ProfileWebhookJob, profileWebhookQueue } from "@/server/webhooks/queue";

/** Delivers queued profile events; a failed attempt throws, so pg-boss retries it with backoff. */
export function workProfileWebhooks(boss: PgBoss): Promise<void> {
  return work<ProfileWebhookJob>(boss, profileWebhookQueue, async (job) => {
    if (typeof job.data.deliveryId !== "string") return;
    const lastTry = job.retryCount >= job.retryLimit;
    const outcome = await attemptDelivery(job.data.deliveryId, {
      timeoutMs: JOB_TIMEOUT_MS,
      giveUp: lastTry,
    });
    if (outcome === "failed") {
      throw new Error(`profile webhook ${job.data.deliveryId}: attempt ${job.retryCount + 1} failed`);
    }
  });
}
