// Typed failures shared by the server layer and the UI. Server actions return
// them as `{ ok: false, code, title, message }`; the UI turns `pro_required`
// into the upgrade prompt.

export type ActionErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "pro_required"
  | "rate_limited"
  | "unavailable"
  | "unexpected";

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
