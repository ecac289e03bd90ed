// The German text for the error code next-auth hands the sign-in form, e.g.
// "invalid" or "locked:12" (the lock with the minutes it has left).
import { formatMessage } from "@/lib/format-message";
import { type AuthErrorCode, authMessages, signInErrorText } from "@/messages/auth";

const t = authMessages.toasts;

/** 5 failed sign-ins for an address in this many minutes lock it for as long (server/rate-limit.ts). */
export const SIGN_IN_LOCK_MINUTES = 15;

const isCode = (code: string): code is AuthErrorCode => code in signInErrorText;

export function signInErrorMessage(error: string | null | undefined): string {
  const [code = "", detail] = (error ?? "").split(":");
  if (!isCode(code)) return t.signInFailedText;
  if (code !== "locked") return signInErrorText[code];
  const left = Number(detail);
  const minutes = Number.isInteger(left) && left >= 1 ? left : SIGN_IN_LOCK_MINUTES;
  const wait = minutes === 1 ? t.lockedOneMinute : formatMessage(t.lockedMinutes, { n: minutes });
  return formatMessage(t.locked, { wait });
}
