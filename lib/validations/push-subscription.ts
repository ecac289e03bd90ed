import { z } from "@/lib/validations/zod";

import { pwaMessages } from "@/messages/pwa";

const t = pwaMessages.refusal;

/** Longer than any push service's endpoint (FCM's are about 190 characters, Mozilla's about 300). */
export const PUSH_ENDPOINT_LIMIT = 2_048;

/** base64url (padding tolerated) that decodes to exactly `bytes` bytes, optionally starting with `first`. */
const base64UrlKey = (bytes: number, message: string, first?: number) =>
  z
    .string({ error: message })
    .max(200, { error: message })
    .refine(
      (value) => {
        const bare = value.replace(/=+$/, "");
        if (!/^[A-Za-z0-9_-]+$/.test(bare)) return false;
        const decoded = Buffer.from(bare, "base64url");
        // Decoding ignores stray trailing bits; re-encoding proves the text is canonical.
        return (
          decoded.length === bytes &&
          decoded.toString("base64url") === bare &&
          (first === undefined || decoded[0] === first)
        );
      },
      { error: message },
    )
    .transform((value) => value.replace(/=+$/, ""));

/** An http(s) URL without credentials: whether it must be HTTPS and public is the server's check. */
const endpoint = z
  .string({ error: t.endpoint })
  .max(PUSH_ENDPOINT_LIMIT, { error: t.endpoint })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return ["https:", "http:"].includes(url.protocol) && !url.username && !url.password && !url.hash;
      } catch {
        return false;
      }
    },
    { error: t.endpoint },
  );

/** What the browser's PushSubscription.toJSON() returns. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: base64UrlKey(65, t.p256dh, 0x04),
      auth: base64UrlKey(16, t.auth),
    },
    { error: t.p256dh },
  ),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Turning the reminder off on this device names its endpoint. */
export const pushEndpointSchema = z.strictObject({ endpoint });

/**
 * The service worker's report that the push service replaced this device's subscription
 * (pushsubscriptionchange): the endpoint it had, and the subscription it has now.
 */
export const pushSubscriptionChangeSchema = z.strictObject({
  oldEndpoint: endpoint,
  subscription: pushSubscriptionSchema,
});
