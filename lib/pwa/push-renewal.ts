// What the service worker does when the push service replaces this device's subscription
// (pushsubscriptionchange): take the new subscription, or subscribe again with the old one's
// options, and tell the server which endpoint it replaces. Kept apart from the worker so that it
// can be tested without one.

/** The path the worker reports a renewed subscription to (app/api/push/subscription/route.ts). */
export const PUSH_RENEWAL_PATH = "/api/push/subscription";

/** The parts of a PushSubscription this needs. */
export interface RenewableSubscription {
  readonly endpoint: string;
  readonly options: PushSubscriptionOptions;
  toJSON(): PushSubscriptionJSON;
}

export interface PushRenewal {
  oldSubscription: RenewableSubscription | null;
  newSubscription: RenewableSubscription | null;
  /** PushManager.subscribe of the worker's registration. */
  subscribe: (options: PushSubscriptionOptionsInit) => Promise<RenewableSubscription>;
  /** The worker's fetch. */
  post: (path: string, init: RequestInit) => Promise<Response>;
}

/**
 * Reports the renewed subscription to the server, which renews its row (server/push/subscriptions.ts).
 * Without the old subscription there is nothing to name (some browsers leave it out): the app sends
 * this device's subscription again when the impulses open. Failures are left for that moment too; the worker's event must not fail.
 */
export async function reportPushRenewal({
  oldSubscription,
  newSubscription,
  subscribe,
  post,
}: PushRenewal): Promise<"renewed" | "skipped" | "failed"> {
  if (!oldSubscription) return "skipped";
  try {
    const renewed = newSubscription ?? (await subscribe(oldSubscription.options));
    const response = await post(PUSH_RENEWAL_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ oldEndpoint: oldSubscription.endpoint, subscription: renewed.toJSON() }),
    });
    return response.ok ? "renewed" : "failed";
  } catch {
    return "failed";
  }
}
