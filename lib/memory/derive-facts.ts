import type { AnalysisProfile } from "@/lib/analysis";
import { ANIMAL_TEXT_FIELDS, HUMAN_TEXT_FIELDS, listOf, textOf } from "@/lib/analysis/field-labels";
import { STATE_ADJECTIVE } from "@/lib/coach/grounding";
import { extractFacts } from "@/lib/memory/extract-facts";
import { joinGerman } from "@/lib/memory/sentences";
import type { MemorySubject } from "@/lib/memory/types";
import {
  BEHAVIOR_PATTERN_OPTIONS,
  EMOTIONAL_ISSUE_OPTIONS,
  optionLabel,
  SYMPTOM_OPTIONS,
} from "@/lib/profile/options";
import type { EnergyState } from "@/prisma/generated/client/enums";

// The facts the profile's wizard answers and its latest analysis give the memory. Each carries the
// answer or finding it stands for (`derivedFrom`), so the memory can tell what is new, what went
// away and what the user deleted (see plan-sync.ts).

export interface DerivedFact {
  source: "profile" | "analysis";
  /** 'profile:stress:7', 'profile:text:<sentence>', 'analysis:pattern:<title>' … */
  derivedFrom: string;
  content: string;
}

export type MemoryProfile = AnalysisProfile & { name: string };

export const STRESS_KEY = "profile:stress:";
export const STATE_KEY = "analysis:state:";
export const PATTERN_KEY = "analysis:pattern:";

export function subjectOf(
  profile: Pick<MemoryProfile, "profileType" | "name" | "gender" | "animalType">,
): MemorySubject {
  return profile.profileType === "animal"
    ? {
        kind: "animal",
        name: profile.name,
        gender: profile.gender ?? null,
        species: profile.animalType ?? null,
      }
    : { kind: "human" };
}

/** The ticked symptoms (a person) or behaviours and emotional themes (an animal) as one fact. */
function listFact(profile: MemoryProfile): DerivedFact | null {
  if (profile.profileType === "human") {
    const values = listOf(profile, "currentSymptoms");
    if (values.length === 0) return null;
    const labels = values.map((value) => optionLabel(SYMPTOM_OPTIONS, value));
    return {
      source: "profile",
      derivedFrom: `profile:symptoms:${[...values].sort().join(",")}`,
      content: `Im Profil hast du diese Beschwerden angegeben: ${joinGerman(labels)}.`,
    };
  }
  const behaviours = listOf(profile, "behaviorPatterns");
  const issues = listOf(profile, "emotionalIssues");
  if (behaviours.length + issues.length === 0) return null;
  const labels = [
    ...behaviours.map((value) => optionLabel(BEHAVIOR_PATTERN_OPTIONS, value)),
    ...issues.map((value) => optionLabel(EMOTIONAL_ISSUE_OPTIONS, value)),
  ];
  return {
    source: "profile",
    derivedFrom: `profile:behaviour:${[...behaviours, ...issues].sort().join(",")}`,
    content: `Im Profil von ${profile.name} hast du angegeben: ${joinGerman(labels)}.`,
  };
}

/** What the wizard's answers say: stress level, the ticked complaints, durable statements in the free text. */
export function profileFacts(profile: MemoryProfile): DerivedFact[] {
  const facts: DerivedFact[] = [];
  if (profile.profileType === "human" && typeof profile.stressLevel === "number") {
    facts.push({
      source: "profile",
      derivedFrom: `${STRESS_KEY}${profile.stressLevel}`,
      content: `Du hast dein Stresslevel mit ${profile.stressLevel} von 10 angegeben.`,
    });
  }
  const list = listFact(profile);
  if (list) facts.push(list);
  const subject = subjectOf(profile);
  const fields = profile.profileType === "animal" ? ANIMAL_TEXT_FIELDS : HUMAN_TEXT_FIELDS;
  for (const field of fields) {
    for (const fact of extractFacts(textOf(profile, field), subject)) {
      const derivedFrom = `profile:text:${fact.content}`;
      if (!facts.some((known) => known.derivedFrom === derivedFrom)) {
        facts.push({ source: "profile", derivedFrom, content: fact.content });
      }
    }
  }
  return facts;
}

export interface MemoryAnalysis {
  overallState: EnergyState;
  patternTitles: readonly string[];
}

/** What the latest analysis found: its overall state and each pattern. */
export function analysisFacts(
  profile: Pick<MemoryProfile, "profileType" | "name">,
  analysis: MemoryAnalysis,
): DerivedFact[] {
  const animal = profile.profileType === "animal";
  const latest = animal ? `Die letzte Analyse von ${profile.name}` : "Deine letzte Analyse";
  const within = animal ? `In der Analyse von ${profile.name}` : "In deiner Analyse";
  return [
    {
      source: "analysis",
      derivedFrom: `${STATE_KEY}${analysis.overallState}`,
      content: `${latest} hat einen ${STATE_ADJECTIVE[analysis.overallState]} Zustand gezeigt.`,
    },
    ...[...new Set(analysis.patternTitles)].map((title): DerivedFact => ({
      source: "analysis",
      derivedFrom: `${PATTERN_KEY}${title}`,
      content: `${within} ist das Muster „${title}“ aufgetaucht.`,
    })),
  ];
}
