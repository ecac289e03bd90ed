import "server-only";

import { headers } from "next/headers";
import { type z } from "@/lib/validations/zod";

import { type ActionError, ActionFailure, type ActionResult } from "@/lib/errors";
import { exceedsDepth } from "@/lib/validations/json-depth";
import { findNul } from "@/lib/validations/nul";
import { actionMessages, requestMessages } from "@/messages/common";
import { isRecordGone, isUnavailable } from "@/server/db-errors";
import { currentUser, type SessionUser } from "@/server/auth/session";
import { userDataKey } from "@/server/crypto/data-keys";
import { clientIp } from "@/server/client-address";

// Every server action goes through one of these wrappers: they parse the input
// with the action's zod schema on the server (whatever the client checked),
// check the session, and turn every failure into a typed German result the
// form and the toast understand. No stack trace ever reaches the browser.

export interface ActionContext {
  /** The client's address (server/client-address.ts); null outside an HTTP request. */
  ip: string | null;
}

function validationError(error: z.ZodError): ActionError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  return {
    ok: false,
    code: "validation",
    title: actionMessages.validationTitle,
    message: error.issues[0]?.message ?? actionMessages.validationTitle,
    fieldErrors,
  };
}

/** Input holding NUL, which PostgreSQL cannot store (see lib/validations/nul.ts). */
function nulError(path: string): ActionError {
  const message = actionMessages.controlCharacters;
  return {
    ok: false,
    code: "validation",
    title: actionMessages.validationTitle,
    message,
    fieldErrors: { [path]: message },
  };
}

export function toActionError(error: unknown, label: string): ActionError {
  if (error instanceof ActionFailure) {
    return {
      ok: false,
      code: error.code,
      title: error.title,
      message: error.message,
      fieldErrors: error.fieldErrors,
    };
  }
  if (isRecordGone(error)) {
    return {
      ok: false,
      code: "not_found",
      title: actionMessages.notFoundTitle,
      message: actionMessages.notFound,
    };
  }
  if (isUnavailable(error)) {
    console.error(`[action] ${label}: database unavailable`);
    return {
      ok: false,
      code: "unavailable",
      title: actionMessages.unavailableTitle,
      message: actionMessages.unavailable,
    };
  }
  console.error(`[action] ${label} failed:`, error);
  return {
    ok: false,
    code: "unexpected",
    title: actionMessages.unexpectedTitle,
    message: actionMessages.unexpected,
  };
}

/** The input as the schema reads it, or the German error: NUL first, which PostgreSQL cannot store. */
function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | ActionError {
  if (exceedsDepth(input)) {
    return {
      ok: false,
      code: "bad_request",
      title: requestMessages.refusedTitle,
      message: requestMessages.tooDeep,
    };
  }
  const nul = findNul(input);
  if (nul !== null) return nulError(nul);
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : validationError(parsed.error);
}

async function context(): Promise<ActionContext> {
  return { ip: clientIp(await headers()) };
}

/** A public action (sign-up, password reset): validated input, typed result. */
export function action<S extends z.ZodType, T>(
  label: string,
  schema: S,
  handler: (input: z.output<S>, context: ActionContext) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input) => {
    try {
      const parsed = parseInput(schema, input);
      if (!parsed.ok) return parsed;
      return { ok: true, data: await handler(parsed.data, await context()) };
    } catch (error) {
      return toActionError(error, label);
    }
  };
}

/** An action for the signed-in user only. */
export function authedAction<S extends z.ZodType, T>(
  label: string,
  schema: S,
  handler: (input: z.output<S>, user: SessionUser, context: ActionContext) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input) => {
    try {
      const user = await currentUser();
      if (!user) {
        return {
          ok: false,
          code: "unauthorized",
          title: actionMessages.unauthorizedTitle,
          message: actionMessages.unauthorized,
        };
      }
      const parsed = parseInput(schema, input);
      if (!parsed.ok) return parsed;
      // Loaded before the handler opens any transaction (the embedded database has one connection).
      await userDataKey(user.id);
      return { ok: true, data: await handler(parsed.data, user, await context()) };
    } catch (error) {
      return toActionError(error, label);
    }
  };
}
