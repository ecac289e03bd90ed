// The daily impulse as a push message: what the server encrypts and the service worker shows.
// Only the impulse of the day travels (its text, author and context, as in the 8:00 e-mail), never
// anything the user wrote.

export interface PushReminderPayload {
  title: string;
  body: string;
  /** Where a tap leads: a path of this site. */
  url: string;
  /** One notification per day: a second push of the same day replaces the first. */
  tag: string;
}

/** The notification's text: the impulse in quotes, its author and its context, one per line. */
export function impulseNotificationBody(
  impulse: { text: string; author?: string | null; context: string },
  authorLine: (author: string) => string,
): string {
  return [`„${impulse.text}“`, ...(impulse.author ? [authorLine(impulse.author)] : []), impulse.context].join(
    "\n",
  );
}

const FALLBACK_URL = "/app/impulse";

/** Only a path of this site, never another origin: a tap must not lead elsewhere. */
export function safeNotificationPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return FALLBACK_URL;
  return value;
}

/** The payload the service worker received, or null when it is not one of ours. */
export function parsePushPayload(text: string | null | undefined): PushReminderPayload | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== "string" || typeof body !== "string" || typeof tag !== "string") return null;
  return {
    title: title.slice(0, 200),
    body: body.slice(0, 2_000),
    url: safeNotificationPath(url),
    tag: tag.slice(0, 64),
  };
}

/** A base64url text (the VAPID public key) as bytes, for PushManager.subscribe in the browser. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
