import "server-only";

import type { ActionError, ActionErrorCode } from "@/lib/errors";
import { findNul } from "@/lib/validations/nul";
import { chatMessages } from "@/messages/chat";
import { actionMessages } from "@/messages/common";
import { toActionError } from "@/server/actions/safe-action";

// The JSON side of the chat's route handlers: the same typed German errors as the server actions.

const STATUS: Record<ActionErrorCode, number> = {
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  pro_required: 402,
  rate_limited: 429,
  unavailable: 503,
  unexpected: 500,
};

/** Far above a 4,000-character message, so only abuse is cut off before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

export const noStore = { "Cache-Control": "no-store" };

export function failure(code: ActionErrorCode, title: string, message: string): Response {
  const body: ActionError = { ok: false, code, title, message };
  return Response.json(body, { status: STATUS[code], headers: noStore });
}

export function errorResponse(error: unknown, label: string): Response {
  const result = toActionError(error, label);
  return Response.json(result, { status: STATUS[result.code], headers: noStore });
}

export const unauthorized = () =>
  failure("unauthorized", chatMessages.errors.unauthorized, chatMessages.errors.unauthorized);

/**
 * Cross-site requests are refused: a browser sends Origin with every POST, and it must name this
 * host. Clients without a browser (the benchmark) send none.
 */
export function crossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The JSON body, or the error response to send instead. */
export async function readJsonBody(request: Request): Promise<{ body: unknown } | Response> {
  const invalid = () =>
    failure("validation", chatMessages.errors.invalidJson, chatMessages.errors.invalidJson);
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return invalid();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return invalid();
  const raw = await request.text();
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return invalid();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return invalid();
  }
  if (findNul(body) !== null) {
    return failure("validation", actionMessages.validationTitle, actionMessages.controlCharacters);
  }
  return { body };
}
