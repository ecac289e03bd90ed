import "server-only";

import { lookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup as lookupCallback } from "node:dns";

import { env } from "@/env";
import { ActionFailure } from "@/lib/errors";
import { isAddressLiteral, isLocalHostname, isNonPublicAddress } from "@/lib/push/address";
import { pwaMessages } from "@/messages/pwa";

// A push subscription names a URL the server POSTs to every morning. It is checked twice: when it is
// stored (HTTPS, a public host whose every address is public) and again on every connection (the
// socket's own DNS lookup refuses non-public addresses, so a name that later resolves to one, DNS
// rebinding, still reaches nothing inside). The one exception is the push double of the tests
// (PUSH_SERVICE_TEST_ORIGIN), which production allows only on a site served from this machine.

const t = pwaMessages.refusal;

const LOOKUP_TIMEOUT_MS = 3_000;

/** Whether `url` belongs to the local push double the tests configure. */
export function isTestPushService(url: URL): boolean {
  const origin = env().PUSH_SERVICE_TEST_ORIGIN;
  return origin !== undefined && new URL(origin).origin === url.origin;
}

const refuse = (message: string) => new ActionFailure("validation", t.title, message, { endpoint: message });

async function resolveAll(hostname: string): Promise<LookupAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS timeout")), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Refuses an endpoint that is not HTTPS or not on the public internet, in German. */
export async function assertPublicPushEndpoint(endpoint: string): Promise<void> {
  const url = new URL(endpoint);
  if (isTestPushService(url)) return;
  if (url.protocol !== "https:") throw refuse(t.https);
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (isAddressLiteral(hostname)) {
    if (isNonPublicAddress(hostname)) throw refuse(t.privateAddress);
    return;
  }
  if (isLocalHostname(hostname)) throw refuse(t.privateAddress);
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(hostname);
  } catch {
    throw refuse(t.unresolvable);
  }
  if (addresses.length === 0) throw refuse(t.unresolvable);
  if (addresses.some(({ address }) => isNonPublicAddress(address))) throw refuse(t.privateAddress);
}

export class NonPublicAddressError extends Error {
  override name = "NonPublicAddressError";
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the sockets that deliver pushes: it resolves as usual and fails when any address
 * is not public, so the connection is never opened to one.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookupCallback(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = addresses.find(({ address }) => isNonPublicAddress(address));
    if (bad || addresses.length === 0)
      return callback(new NonPublicAddressError(`refused non-public address for ${hostname}`), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
}
