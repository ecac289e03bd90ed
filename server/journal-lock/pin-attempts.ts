import "server-only";

import { ActionFailure } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { formatClock } from "@/lib/journal-lock/timing";
import { journalLockMessages } from "@/messages/journal-lock";
import { verifyPassword } from "@/server/auth/password";
import { block, clear, consume, limits } from "@/server/rate-limit";

const t = journalLockMessages.errors;

/** The PIN entry of one profile is closed until `retryAfterMs` from now: says until when. */
export function tooManyPins(retryAfterMs: number, now: Date = new Date()): ActionFailure {
  const until = new Date(now.getTime() + retryAfterMs);
  return new ActionFailure(
    "rate_limited",
    t.tooManyTitle,
    formatMessage(t.tooMany, { time: formatClock(until) }),
  );
}

function wrongPin(left: number, field: string): ActionFailure {
  const message = left === 1 ? t.pinWrongLast : formatMessage(t.pinWrong, { left });
  return new ActionFailure("validation", t.failedTitle, message, { [field]: message });
}

/**
 * Checks a PIN against the profile's lock under its limit (rate-limiter-flexible in PostgreSQL, so
 * it holds across instances). The attempt is counted before the hash is compared, so PINs sent at
 * the same time cannot all pass a check none of them has counted; the 10th wrong one blocks the
 * PIN entry for 15 minutes at once, and a right one clears the count. Returns only for the right
 * PIN; `field` names the form field a wrong one is reported on. The PIN is never logged or returned.
 */
export async function checkPin(
  profileId: string,
  pinHash: string,
  pin: string,
  field = "pin",
): Promise<void> {
  const definition = limits.journalPinByProfile;
  const attempt = await consume(definition, profileId);
  if (!attempt.allowed) throw tooManyPins(attempt.retryAfterMs);
  if (await verifyPassword(pinHash, pin)) {
    await clear(definition, profileId);
    return;
  }
  if (attempt.remaining <= 0) {
    await block(definition, profileId);
    throw tooManyPins((definition.blockDuration ?? definition.duration) * 1000);
  }
  throw wrongPin(attempt.remaining, field);
}
