import "server-only";

import { vapidDetails } from "@/env";
import { ActionFailure } from "@/lib/errors";
import type { PushSubscriptionInput } from "@/lib/validations/push-subscription";
import { pwaMessages } from "@/messages/pwa";
import { prisma } from "@/server/db";
import { assertPublicPushEndpoint } from "@/server/push/endpoint-guard";

const t = pwaMessages.refusal;

/** Devices per account: enough for a phone, a tablet and a few browsers; the oldest goes first. */
export const DEVICES_PER_USER = 10;

/** What any subscription the server stores must pass: push is set up here, the endpoint is public. */
async function assertStorable(input: PushSubscriptionInput): Promise<void> {
  if (!vapidDetails()) throw new ActionFailure("unavailable", t.title, t.unavailable);
  await assertPublicPushEndpoint(input.endpoint);
}

/**
 * Stores this browser's subscription for the user. A browser that was subscribed for another
 * account (signed in there before) now belongs to this one: one device, one account's impulses.
 */
export async function savePushSubscription(
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ subscribed: true }> {
  await assertStorable(input);
  const { endpoint, keys } = input;
  await prisma().$transaction(async (tx) => {
    await tx.pushSubscription.upsert({
      where: { endpoint },
      create: { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth },
      update: { userId, p256dh: keys.p256dh, auth: keys.auth },
    });
    const surplus = await tx.pushSubscription.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: DEVICES_PER_USER,
      select: { id: true },
    });
    if (surplus.length > 0)
      await tx.pushSubscription.deleteMany({ where: { id: { in: surplus.map(({ id }) => id) } } });
  });
  return { subscribed: true };
}

/**
 * The push service replaced a device's subscription: the user's row for `oldEndpoint` takes the
 * new endpoint and keys. Only a subscription the user still has is renewed, so a reminder turned
 * off on this device stays off, and another account's device is left alone.
 */
export async function renewPushSubscription(
  userId: string,
  oldEndpoint: string,
  input: PushSubscriptionInput,
): Promise<{ renewed: boolean }> {
  await assertStorable(input);
  const { endpoint, keys } = input;
  return prisma().$transaction(async (tx) => {
    const old = await tx.pushSubscription.findFirst({ where: { userId, endpoint: oldEndpoint } });
    if (!old) return { renewed: false };
    // The new endpoint may be stored already (the app sent it first): one row per device.
    await tx.pushSubscription.deleteMany({ where: { endpoint, id: { not: old.id } } });
    await tx.pushSubscription.update({
      where: { id: old.id },
      data: { endpoint, p256dh: keys.p256dh, auth: keys.auth },
    });
    return { renewed: true };
  });
}

/** Turns the reminder off on one device of the user; another account's device is left alone. */
export async function deletePushSubscription(
  userId: string,
  endpoint: string,
): Promise<{ subscribed: false }> {
  await prisma().pushSubscription.deleteMany({ where: { userId, endpoint } });
  return { subscribed: false };
}

/** The server's VAPID public key for the browser's subscribe call, or null when push is off. */
export function pushPublicKey(): string | null {
  return vapidDetails()?.publicKey ?? null;
}
