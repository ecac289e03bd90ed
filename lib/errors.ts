// Typed failures shared by the server layer and the UI. Server actions return
// them as `{ ok: false, code, title, message }`; the UI turns `pro_required`
// into the upgrade prompt.

export type ActionErrorCode =
  | "validation"
  | "bad_request"
  | "unauthorized"
  | "pro_required"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "journal_locked"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "unexpected";

/** The HTTP status of each error code: the one table every route handler answers with. */
export const ERROR_STATUS: Record<ActionErrorCode, number> = {
  validation: 422,
  bad_request: 400,
  unauthorized: 401,
  pro_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A journal behind its PIN ('Tagebuch sperren'): the screen asks for the PIN. */
  journal_locked: 423,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  unexpected: 500,
};

export class ActionFailure extends Error {
  override name = "ActionFailure";
  constructor(
    readonly code: ActionErrorCode,
    readonly title: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Thrown by plan checks; the UI shows the toast and opens the Pro modal. */
export class RequiresProPlanError extends ActionFailure {
  override name = "RequiresProPlanError";
  constructor(title: string, message: string) {
    super("pro_required", title, message);
  }
}

export type ActionError = {
  ok: false;
  code: ActionErrorCode;
  title: string;
  message: string;
  fieldErrors?: Record<string, string>;
};

export type ActionResult<T> = { ok: true; data: T } | ActionError;
