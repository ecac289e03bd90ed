import "server-only";

import type PgBoss from "pg-boss";

import { env } from "@/env";
import { work } from "@/server/jobs/boss";
import { attemptDelivery } from "@/server/webhooks/deliver";
import { JOB_TIMEOUT_MS, type ProfileWebhookJob, profileWebhookQueue } from "@/server/webhooks/queue";

/**
 * Delivers queued profile events; a failed attempt throws, so pg-boss retries it with backoff.
 * An instance without PROFILE_WEBHOOK_URL takes no webhook jobs: it leaves them to one that has it.
 */
export async function workProfileWebhooks(boss: PgBoss): Promise<void> {
  if (!env().PROFILE_WEBHOOK_URL) return;
  await work<ProfileWebhookJob>(boss, profileWebhookQueue, async (job) => {
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
