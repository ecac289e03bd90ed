import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { authSecret, siteUrl } from "@/env";

// The unsubscribe link carries the user id and an HMAC of it with the app's secret, so it needs
// no table and cannot be forged for another user. It never expires: a mail may be old.

const PURPOSE = "impulse-reminder-unsubscribe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (userId: string) =>
  createHmac("sha256", authSecret()).update(`${PURPOSE}:${userId.toLowerCase()}`).digest();

export function unsubscribeToken(userId: string): string {
  return `${userId}.${signature(userId).toString("base64url")}`;
}

/** The user id a token was made for, or null when it is malformed or forged. */
export function userIdFromToken(token: string): string | null {
  const [userId = "", mac = "", ...rest] = token.split(".");
  if (rest.length > 0 || !UUID.test(userId) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId.toLowerCase() : null;
}

export function unsubscribeUrl(userId: string): string {
  return `${siteUrl()}/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}
