import "server-only";

import { env } from "@/env";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";
import {
  type ProfileWebhookPayload,
  profileWebhookPayloadSchema,
  serializePayload,
} from "@/server/webhooks/payload";
import { INLINE_TIMEOUT_MS } from "@/server/webhooks/queue";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signBody } from "@/server/webhooks/signature";

export type DeliveryOutcome = "delivered" | "failed" | "skipped";

// Why no second copy follows a 2xx: a 2xx marks the event delivered, and the
// job's attempts only send events they claim while still pending. Attempts
// never overlap: there is one job per event, pg-boss gives a job to one worker
// at a time, and the job starts 30 s after the save's inline attempt, which
// gives up after 3 s. Receivers still get the Idempotency-Key for anything in
// flight when a process dies.

const isNotFound = (error: unknown) => (error as { code?: string } | null)?.code === "P2025";

/** Counts the attempt on a pending event and returns its payload; null when there is nothing to send. */
async function claim(deliveryId: string): Promise<Prisma.JsonValue | null> {
  try {
    const row = await prisma().profileWebhookDelivery.update({
      where: { id: deliveryId, status: "pending" },
      data: { attempts: { increment: 1 } },
      select: { payload: true },
    });
    return row.payload;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function recordFailure(deliveryId: string, giveUp: boolean, statusCode: number | null, reason: string) {
  await prisma().profileWebhookDelivery.update({
    where: { id: deliveryId },
    data: {
      lastStatusCode: statusCode,
      lastError: reason.slice(0, 500),
      status: giveUp ? "failed" : "pending",
    },
  });
  console.warn(`[webhook] ${deliveryId} not delivered: ${reason}${giveUp ? " (giving up)" : ""}`);
}

async function post(url: string, deliveryId: string, body: string, timeoutMs: number) {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    [IDEMPOTENCY_HEADER]: deliveryId,
  };
  const secret = env().PROFILE_WEBHOOK_SECRET;
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
  const response = await fetch(url, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}

interface AttemptOptions {
  timeoutMs: number;
  /** The queue's last retry: a failure marks the event failed. */
  giveUp?: boolean;
}

/** Sends a claimed event and records the outcome. */
async function send(
  deliveryId: string,
  payload: ProfileWebhookPayload,
  { timeoutMs, giveUp = false }: AttemptOptions,
): Promise<DeliveryOutcome> {
  const url = env().PROFILE_WEBHOOK_URL;
  if (!url) {
    // This instance cannot send it; another one (or this one, once configured) still can.
    await recordFailure(deliveryId, false, null, "no PROFILE_WEBHOOK_URL");
    return "failed";
  }
  let status: number;
  try {
    status = await post(url, deliveryId, serializePayload(payload), timeoutMs);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    await recordFailure(deliveryId, giveUp, null, cause ?? (error as Error).message);
    return "failed";
  }
  if (status < 200 || status > 299) {
    await recordFailure(deliveryId, giveUp, status, `HTTP ${status}`);
    return "failed";
  }
  await prisma().profileWebhookDelivery.update({
    where: { id: deliveryId },
    data: { status: "delivered", deliveredAt: new Date(), lastStatusCode: status, lastError: null },
  });
  return "delivered";
}

/** One attempt of the queue's job: claims the event if it is still pending, then sends it. */
export async function attemptDelivery(deliveryId: string, options: AttemptOptions): Promise<DeliveryOutcome> {
  const stored = await claim(deliveryId);
  if (stored === null) return "skipped";
  const payload = profileWebhookPayloadSchema.safeParse(stored);
  if (!payload.success) {
    await recordFailure(deliveryId, true, null, "stored payload is malformed");
    return "failed";
  }
  return send(deliveryId, payload.data, options);
}

/** The save's inline first attempt; the event was written with this attempt already counted. */
export function attemptFirstDelivery(
  deliveryId: string,
  payload: ProfileWebhookPayload,
): Promise<DeliveryOutcome> {
  return send(deliveryId, payload, { timeoutMs: INLINE_TIMEOUT_MS });
}
