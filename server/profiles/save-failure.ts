import "server-only";

import { ActionFailure } from "@/lib/errors";
import { profileMessages } from "@/messages/profile";
import { violatedConstraint } from "@/server/db-errors";
import type { ParsedProfile } from "@/server/profiles/profile-data";

const t = profileMessages;

/** The database's realism rules and the field each one reports on (spec §8). */
const CONSTRAINT_FIELDS: Record<string, (profile: ParsedProfile) => [field: string, message: string]> = {
  // A birth date is the source of the computed age, so the error belongs to it.
  profiles_age_realistic: (profile) => [profile.birthDate ? "birthDate" : "age", t.unrealistic.age],
  profiles_height_realistic: () => ["heightCm", t.unrealistic.height],
  profiles_weight_realistic: () => ["weightKg", t.unrealistic.weight],
  profiles_birth_date_realistic: () => ["birthDate", t.unrealistic.birthDate],
};

/**
 * What the user learns about a failed save: the typed failures as they are,
 * the four realism rules as their German sentence, anything else as the
 * catalogue's unexpected error (the cause goes to the log only).
 */
export function saveFailure(error: unknown, profile: ParsedProfile): ActionFailure {
  if (error instanceof ActionFailure) return error;
  const constraint = violatedConstraint(error);
  const mapping = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
  if (mapping) {
    const [field, message] = mapping(profile);
    return new ActionFailure("validation", t.toasts.saveFailedTitle, message, { [field]: message });
  }
  console.error("[profile] save failed:", error);
  return new ActionFailure("unexpected", t.toasts.saveFailedTitle, t.toasts.saveFailedText);
}
