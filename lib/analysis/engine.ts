import { detectCircumstances } from "@/lib/analysis/detect-circumstances";
import { detectTopics } from "@/lib/analysis/detect-topics";
import { pickState, scoreStates } from "@/lib/analysis/energy-score";
import { ANIMAL_TEXT_FIELDS, HUMAN_TEXT_FIELDS, textOf, type TextField } from "@/lib/analysis/field-labels";
import type { Finding } from "@/lib/analysis/finding";
import { KNOWLEDGE_TOPICS } from "@/lib/analysis/knowledge-base";
import { createContext, type ProfileContext } from "@/lib/analysis/profile-context";
import { recommend } from "@/lib/analysis/recommend";
import { summarize } from "@/lib/analysis/summary";
import type { AnalysisProfile, AnalysisResult, Pattern } from "@/lib/analysis/types";
import { detectRedFlags, type RedFlagMatch } from "@/lib/safety/red-flags";

export const ENGINE_VERSION = "1.0.0";

const MAX_PATTERNS = 6;

/** Childhood and trauma describe the past and housing is no symptom: no search for acute signs there. */
const NO_RED_FLAG_FIELDS: readonly TextField[] = [
  "childhoodExperiences",
  "traumaHistory",
  "customHousingType",
];

function redFlagsOf(context: ProfileContext): RedFlagMatch[] {
  const { profile } = context;
  const fields: readonly TextField[] = context.subject === "animal" ? ANIMAL_TEXT_FIELDS : HUMAN_TEXT_FIELDS;
  // One line per field: a line break ends a sentence, so no phrase spans two answers.
  const text = fields
    .filter((field) => !NO_RED_FLAG_FIELDS.includes(field))
    .map((field) => textOf(profile, field))
    .join("\n");
  const species =
    profile.animalType && profile.animalType !== "andere" ? profile.animalType : profile.customAnimalType;
  return detectRedFlags(text, context.subject, species);
}

/** The red flags in a profile's own answers, as the analysis finds them (also without a stored analysis). */
export function profileRedFlags(profile: AnalysisProfile): RedFlagMatch[] {
  return redFlagsOf(createContext(profile));
}

function withoutSuperseded(findings: readonly Finding[]): Finding[] {
  const superseded = new Set(findings.flatMap((finding) => finding.supersedes));
  return findings.filter((finding) => !superseded.has(finding.id));
}

function byWeight(a: Finding, b: Finding): number {
  return b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function toPattern(finding: Finding): Pattern {
  return {
    id: finding.id,
    title: finding.title,
    explanation: finding.explanation,
    area: finding.area,
    weight: finding.weight,
    triggeredBy: finding.triggers,
  };
}

/**
 * Reads a profile and explains what stands out. Deterministic: no clock, no randomness, ties
 * sorted by id, so the same profile always yields the same result.
 */
export function analyzeProfile(profile: AnalysisProfile): AnalysisResult {
  const context = createContext(profile);
  const redFlags = redFlagsOf(context);
  const findings = withoutSuperseded([
    ...detectTopics(context, KNOWLEDGE_TOPICS),
    ...detectCircumstances(context),
  ]).sort(byWeight);

  const overallState = pickState(scoreStates(context, findings));
  const strongest = findings.slice(0, MAX_PATTERNS);
  return {
    version: ENGINE_VERSION,
    overallState,
    summary: summarize(context, overallState, strongest, redFlags.length > 0),
    redFlags,
    patterns: strongest.map(toPattern),
    recommendations: recommend(context, strongest, overallState),
  };
}
