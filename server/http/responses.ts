import "server-only";

import { type ActionError, type ActionErrorCode, ERROR_STATUS } from "@/lib/errors";
import { toActionError } from "@/server/actions/safe-action";

// The JSON answers of route handlers: the same typed German errors as the
// server actions, with the status from the one table in lib/errors.ts.

export const noStore = { "Cache-Control": "no-store" };

export function failure(code: ActionErrorCode, title: string, message: string): Response {
  const body: ActionError = { ok: false, code, title, message };
  return Response.json(body, { status: ERROR_STATUS[code], headers: noStore });
}

/** A thrown error as the German JSON answer (no stack trace ever leaves the server). */
export function errorResponse(error: unknown, label: string): Response {
  const result = toActionError(error, label);
  return Response.json(result, { status: ERROR_STATUS[result.code], headers: noStore });
}

/**
 * The one error boundary of every route handler: whatever `handler` throws
 * becomes the German JSON answer of errorResponse, never Next's 500 page.
 */
export function handled<Args extends unknown[]>(
  label: string,
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      return errorResponse(error, label);
    }
  };
}
