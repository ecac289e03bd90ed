import "server-only";

import http from "node:http";
import https from "node:https";

import webpush from "web-push";

import type { VapidDetails } from "@/env";
import { isAddressLiteral, isNonPublicAddress } from "@/lib/push/address";
import { isTestPushService, NonPublicAddressError, publicOnlyLookup } from "@/server/push/endpoint-guard";

// One push to one browser: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID
// JWT (RFC 8292); the request itself is sent here, so that its socket resolves the push service's
// name through publicOnlyLookup and never connects to a non-public address.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps an impulse for a phone that is off: the rest of the day. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A newer undelivered impulse replaces an older one at the push service (RFC 8030 Topic). */
const TOPIC = "impuls-des-tages";

/** Sends the payload and answers the push service's HTTP status. */
export async function deliverPush(target: PushTarget, payload: string, vapid: VapidDetails): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "normal",
      topic: TOPIC,
    },
  );
  const url = new URL(details.endpoint);
  const testService = isTestPushService(url);
  if (!testService) {
    if (url.protocol !== "https:") throw new NonPublicAddressError("push endpoints must be HTTPS");
    // An address literal is connected to without a lookup, so it is checked here.
    if (isAddressLiteral(url.hostname) && isNonPublicAddress(url.hostname))
      throw new NonPublicAddressError("refused non-public push endpoint");
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: TIMEOUT_MS,
        ...(testService ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}
