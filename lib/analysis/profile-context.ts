import { ANIMAL_TEXT_FIELDS, HUMAN_TEXT_FIELDS, textOf, type TextField } from "@/lib/analysis/field-labels";
import { normalizeText, type NormalizedText } from "@/lib/analysis/normalize-text";
import type { AnalysisProfile } from "@/lib/analysis/types";

/** The profile prepared once for all detectors. */
export interface ProfileContext {
  profile: AnalysisProfile;
  subject: "human" | "animal";
  /** The animal's name, or "dein Tier"; the person's name (not used in sentences addressed with du). */
  name: string;
  /** 1–10, or null when missing or out of range. */
  stressLevel: number | null;
  /** The non-empty free-text fields of this subject, normalised. */
  texts: ReadonlyMap<TextField, NormalizedText>;
}

const ANIMAL_FALLBACK_NAME = "dein Tier";
const ANIMAL_FALLBACK_DATIVE = "deinem Tier";

function validStressLevel(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const level = Math.round(value);
  return level >= 1 && level <= 10 ? level : null;
}

export function createContext(profile: AnalysisProfile): ProfileContext {
  const subject = profile.profileType === "animal" ? "animal" : "human";
  const trimmedName = typeof profile.name === "string" ? profile.name.trim() : "";
  const fields: readonly TextField[] = subject === "animal" ? ANIMAL_TEXT_FIELDS : HUMAN_TEXT_FIELDS;
  const texts = new Map<TextField, NormalizedText>();
  for (const field of fields) {
    const normalized = normalizeText(textOf(profile, field));
    if (normalized.text.length > 0) texts.set(field, normalized);
  }
  return {
    profile,
    subject,
    name: trimmedName.length > 0 ? trimmedName : subject === "animal" ? ANIMAL_FALLBACK_NAME : "",
    stressLevel: subject === "human" ? validStressLevel(profile.stressLevel) : null,
    texts,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills the animal's name: {name} (nominative/accusative), {nameDat} (dative) and {Name} (at the
 * start of a sentence). A real name never changes; the fallback "dein Tier" becomes "deinem Tier".
 */
export function fillName(template: string, context: ProfileContext): string {
  const dative = context.name === ANIMAL_FALLBACK_NAME ? ANIMAL_FALLBACK_DATIVE : context.name;
  return template
    .replaceAll("{Name}", capitalize(context.name))
    .replaceAll("{nameDat}", dative)
    .replaceAll("{name}", context.name);
}
