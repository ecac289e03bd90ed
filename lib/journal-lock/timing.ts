// How long a journal stays open and how many wrong PINs it takes; pure, so the browser's timer
// and the server's check read the same numbers.
import { onFirstUse } from "@/lib/on-first-use";

/** An unlocked journal closes again this long after the PIN was entered. */
export const UNLOCK_MINUTES = 5;
export const UNLOCK_MS = UNLOCK_MINUTES * 60_000;

/** This many wrong PINs in a row lock the PIN entry … */
export const PIN_ATTEMPTS = 10;
/** … for this long. */
export const PIN_LOCK_MINUTES = 15;

/** A Google-only account may remove a lock without the PIN this long after signing in. */
export const FRESH_SIGN_IN_MINUTES = 5;

/** When an unlock that starts at `now` ends. */
export const unlockEnd = (now: Date): Date => new Date(now.getTime() + UNLOCK_MS);

/**
 * Milliseconds until an unlock ending at `end` closes, by the server's clock. The browser times
 * this span from when it receives it, never the end itself: a phone whose clock is off by
 * minutes would otherwise close the journal at once, or keep it open too long.
 */
export const msUntilRelock = (end: Date, now: Date): number => Math.max(0, end.getTime() - now.getTime());

const clock = onFirstUse(
  () =>
    new Intl.DateTimeFormat("de-AT", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Vienna",
    }),
);

/** "14:37", Vienna time like every time the app shows. */
export const formatClock = (at: Date): string => clock().format(at);
