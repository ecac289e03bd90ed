import "server-only";

import type { ActionErrorCode } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { exceedsDepth } from "@/lib/validations/json-depth";
import { findNul } from "@/lib/validations/nul";
import { actionMessages, requestMessages } from "@/messages/common";
import { readBoundedBytes } from "@/server/http/body";
import { sameOrigin } from "@/server/http/origin";
import { failure, handled } from "@/server/http/responses";

// The one guard for every route handler that changes state. Before a handler
// sees a request, its sender, its Content-Type and its size are checked against
// the route's rule; a refusal is the same German JSON as every other error of
// a route handler, with its status from ERROR_STATUS. Server actions have
// Next.js's own check of the same Origin rule.

export interface RouteRule {
  /**
   * Who may send it. `same`: a page of this site; browsers send Origin with
   * every POST, and it must name the host the request was sent to. `none`: a
   * server (Stripe), never a browser. `same-or-none`: either.
   */
  origin: "same" | "none" | "same-or-none";
  /** Accepted media types; anything else is 415 (a cross-site form can only send text/plain and forms). */
  contentTypes: readonly string[];
  /** Larger bodies are refused before they are parsed. */
  maxBytes: number;
}

export const routeRules = {
  /** The app's own pages posting JSON with fetch. */
  pageJson: { origin: "same", contentTypes: ["application/json"], maxBytes: 64 * 1024 },
  /** next-auth's client posting its forms (sign-in, sign-out). */
  authForm: { origin: "same", contentTypes: ["application/x-www-form-urlencoded"], maxBytes: 8 * 1024 },
  /** Stripe's signed webhook, server to server. */
  stripeWebhook: { origin: "none", contentTypes: ["application/json"], maxBytes: 512 * 1024 },
  /** RFC 8058 one-click unsubscribe, posted by mail providers. */
  /** A file chosen on a page of this site (the Daylio import): 10 MB and the form around it. */
  pageUpload: {
    origin: "same",
    contentTypes: ["multipart/form-data"],
    maxBytes: 10 * 1024 * 1024 + 64 * 1024,
  },
  oneClickUnsubscribe: {
    origin: "same-or-none",
    contentTypes: ["application/x-www-form-urlencoded", "multipart/form-data"],
    maxBytes: 8 * 1024,
  },
} satisfies Record<string, RouteRule>;

const refused = (code: ActionErrorCode, message: string) =>
  failure(code, requestMessages.refusedTitle, message);

function originAllowed(request: Request, rule: RouteRule): boolean {
  const same = sameOrigin(request.headers);
  if (same === null) return rule.origin !== "same";
  return rule.origin !== "none" && same;
}

const mediaType = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** The request's body when it passes `rule`, or the refusal to send instead. */
export async function guardRequest(
  request: Request,
  rule: RouteRule,
): Promise<{ raw: string; bytes: Buffer } | Response> {
  if (!originAllowed(request, rule)) return refused("forbidden", requestMessages.crossOrigin);
  if (!rule.contentTypes.includes(mediaType(request))) {
    const expected = rule.contentTypes.join(" / ");
    return refused("unsupported_media_type", formatMessage(requestMessages.contentType, { expected }));
  }
  const bytes = await readBoundedBytes(request, rule.maxBytes);
  if (bytes === null) {
    const max = Math.round(rule.maxBytes / 1024);
    return refused("payload_too_large", formatMessage(requestMessages.tooLarge, { max }));
  }
  return { raw: bytes.toString("utf8"), bytes };
}

/**
 * A route handler that changes state: `handler` runs only for requests that
 * pass `rule`, and gets the body as text and as bytes (the request's own body is read).
 */
export function stateChanging<Context = void>(
  rule: RouteRule,
  handler: (request: Request, raw: string, context: Context, bytes: Buffer) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) =>
    handled(`${request.method} ${new URL(request.url).pathname}`, async () => {
      const guarded = await guardRequest(request, rule);
      if (guarded instanceof Response) return guarded;
      return handler(request, guarded.raw, context, guarded.bytes);
    })();
}

/** The JSON value of a guarded body, or the German 400; NUL characters, which PostgreSQL cannot store, are 422. */
export function parseJson(raw: string): { body: unknown } | Response {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refused("bad_request", requestMessages.invalidJson);
  }
  if (exceedsDepth(body)) return refused("bad_request", requestMessages.tooDeep);
  if (findNul(body) !== null) {
    return failure("validation", actionMessages.validationTitle, actionMessages.controlCharacters);
  }
  return { body };
}
