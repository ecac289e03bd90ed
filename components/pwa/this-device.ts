"use client";

import { CACHE_OWNER_KEY, USER_PAGES_CACHE } from "@/lib/pwa/offline";
import { unsubscribePush } from "@/server/actions/push";

// What this browser keeps for the signed-in user outside the server: the pages the service worker
// cached for offline use, and the push subscription of 'Tägliche Erinnerung aufs Handy'. Both are
// let go at sign-out, and the pages also whenever another user signs in on this device.

export { CACHE_OWNER_KEY };

const SIGN_OUT_GRACE_MS = 2_000;

/** Deletes the cached pages of the signed-in user (the public pages and the app's code stay). */
export async function forgetUserPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(USER_PAGES_CACHE);
}

/** This browser's push subscription, if the service worker is there and has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

async function forgetPushSubscription(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await unsubscribePush({ endpoint: subscription.endpoint }).catch(() => null);
  await subscription.unsubscribe();
}

/**
 * Before signing out: no page of this user stays in the cache, and this device stops receiving the
 * user's reminders. Never holds the sign-out up for longer than two seconds.
 */
export async function forgetThisDevice(): Promise<void> {
  const work = Promise.allSettled([forgetUserPages(), forgetPushSubscription()]);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_GRACE_MS))]);
  // The cache is emptied in any case, even if the push service was slow to answer.
  await forgetUserPages().catch(() => undefined);
}
