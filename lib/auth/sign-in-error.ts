// The German text for the error code next-auth hands the sign-in form, e.g.
// "invalid" or "locked:12" (the lock with the minutes it has left). The
// sign-in screen runs without React (components/auth/sign-in-script.tsx): it
// inlines this function's source, so it is self-contained and gets its texts
// as an argument.
import { type AuthErrorCode, authMessages, signInErrorText } from "@/messages/auth";

/** 5 failed sign-ins for an address in this many minutes lock it for as long (server/rate-limit.ts). */
export const SIGN_IN_LOCK_MINUTES = 15;

export interface SignInErrorTexts {
  codes: Record<AuthErrorCode, string>;
  /** For unknown codes and none: the same as a wrong password. */
  fallback: string;
  /** "… in {wait} erneut.", {wait} being `lockedOneMinute` or `lockedMinutes` ("{n} Minuten"). */
  locked: string;
  lockedOneMinute: string;
  lockedMinutes: string;
  lockMinutes: number;
}

export const signInErrorTexts: SignInErrorTexts = {
  codes: signInErrorText,
  fallback: authMessages.toasts.signInFailedText,
  locked: authMessages.toasts.locked,
  lockedOneMinute: authMessages.toasts.lockedOneMinute,
  lockedMinutes: authMessages.toasts.lockedMinutes,
  lockMinutes: SIGN_IN_LOCK_MINUTES,
};

export function signInErrorMessage(
  error: string | null | undefined,
  texts: SignInErrorTexts = signInErrorTexts,
): string {
  const [code = "", detail] = (error ?? "").split(":");
  if (!Object.prototype.hasOwnProperty.call(texts.codes, code)) return texts.fallback;
  const text = texts.codes[code as AuthErrorCode];
  if (code !== "locked") return text;
  const left = Number(detail);
  const minutes = Number.isInteger(left) && left >= 1 ? left : texts.lockMinutes;
  const wait = minutes === 1 ? texts.lockedOneMinute : texts.lockedMinutes.replace("{n}", String(minutes));
  return texts.locked.replace("{wait}", wait);
}

/**
 * A refused sign-in's field errors as next-auth can carry them in its error code
 * ("validation:email=emailRequired,password=passwordRequired"): the keys of
 * `validation`, so the screen shows each under its field.
 */
export function fieldErrorsOf(
  detail: string | undefined,
  validation: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const pair of (detail ?? "").split(",")) {
    const [field = "", key = ""] = pair.split("=");
    if (field && Object.prototype.hasOwnProperty.call(validation, key)) errors[field] = validation[key] ?? "";
  }
  return errors;
}

/** The other direction, for the credentials provider: each field's first message as its key. */
export function validationDetail(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  validation: Readonly<Record<string, string>>,
): string {
  const fields = new Map<string, string>();
  for (const { path, message } of issues) {
    const field = String(path[0] ?? "");
    const key = Object.keys(validation).find((candidate) => validation[candidate] === message);
    if (field && key && !fields.has(field)) fields.set(field, key);
  }
  return [...fields].map(([field, key]) => `${field}=${key}`).join(",");
}
