import "server-only";

import { randomUUID } from "node:crypto";

import type PgBoss from "pg-boss";

import { env } from "@/env";
import type { Prisma } from "@/prisma/generated/client/client";
import { ensureQueue, jobs, transactionDb } from "@/server/jobs/boss";
import {
  profileCreatedPayload,
  PROFILE_EVENT_TYPE,
  type ProfileWebhookPayload,
  type SavedProfileFacts,
} from "@/server/webhooks/payload";
import {
  FIRST_JOB_DELAY_SECONDS,
  type ProfileWebhookJob,
  profileWebhookQueue,
} from "@/server/webhooks/queue";

// The transactional outbox: the event row and its delivery job are written in
// the profile's own transaction, so a saved profile always has its event and a
// rolled-back save never sends one.

const prepared = new WeakSet<PgBoss>();

/**
 * The queue to write events to, started and set up before the transaction
 * opens (on the embedded database a second connection would wait for it);
 * null while no PROFILE_WEBHOOK_URL is configured.
 */
export async function webhookOutbox(): Promise<PgBoss | null> {
  if (!env().PROFILE_WEBHOOK_URL) return null;
  const boss = await jobs();
  if (!prepared.has(boss)) {
    await ensureQueue(boss, profileWebhookQueue);
    prepared.add(boss);
  }
  return boss;
}

export interface RecordedEvent {
  /** The outbox row's id: the idempotency key and the job's id. */
  id: string;
  payload: ProfileWebhookPayload;
}

/**
 * Records one profile_created event inside `tx`, with the save's inline
 * first attempt already counted (the job's attempts claim the row themselves).
 */
export async function recordProfileEvent(
  tx: Prisma.TransactionClient,
  boss: PgBoss,
  profile: SavedProfileFacts,
): Promise<RecordedEvent> {
  const id = randomUUID();
  const payload = profileCreatedPayload(profile, new Date());
  await tx.profileWebhookDelivery.create({
    data: {
      id,
      profileId: profile.id,
      userId: profile.userId,
      eventType: PROFILE_EVENT_TYPE,
      payload,
      attempts: 1,
    },
    select: { id: true },
  });
  const job: ProfileWebhookJob = { deliveryId: id };
  await boss.send(profileWebhookQueue.name, job, {
    ...profileWebhookQueue.options,
    id,
    startAfter: FIRST_JOB_DELAY_SECONDS,
    db: transactionDb(tx),
  });
  return { id, payload };
}
