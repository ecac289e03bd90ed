import { assessCrisis, type CrisisKind } from "@/lib/safety/crisis";
import { detectRedFlags, type RedFlagMatch } from "@/lib/safety/red-flags";

/**
 * What the safety net found in something a user wrote: a crisis (the crisis card), red flags
 * (see a doctor or vet first), or nothing. The text is saved either way; this only decides what is
 * shown with it.
 */
export interface SafetyNotice {
  crisis: CrisisKind | null;
  redFlags: RedFlagMatch[];
}

export const NO_SAFETY_NOTICE: SafetyNotice = { crisis: null, redFlags: [] };

export interface SafetySubject {
  subject: "human" | "animal";
  /** The animal's species as the profile stores it ("hund", or the custom type for "andere"). */
  animalType?: string | null;
}

/** Texts of one form checked together, one per line, so no phrase spans two answers. */
export function checkTexts(texts: readonly (string | null | undefined)[], who: SafetySubject): SafetyNotice {
  const text = texts.filter((value): value is string => Boolean(value?.trim())).join("\n");
  if (text.length === 0) return NO_SAFETY_NOTICE;
  const crisis = assessCrisis(text);
  const redFlags = detectRedFlags(text, who.subject, who.animalType ?? null);
  return {
    crisis: crisis.crisis ? crisis.kind : null,
    // The crisis card already says what the red flag for suicide would: it is not said twice.
    redFlags: crisis.crisis ? redFlags.filter((flag) => flag.id !== "suizidgefahr") : redFlags,
  };
}
