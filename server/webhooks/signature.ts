import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-Resonanz-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** "sha256=" and the hex HMAC-SHA256 of the raw body. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** What a receiver does: recompute the signature and compare in constant time. */
export function verifySignature(body: string, secret: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
