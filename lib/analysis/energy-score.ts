import { round, type Finding } from "@/lib/analysis/finding";
import { compileKeywords, findKeywords } from "@/lib/analysis/keyword-match";
import { IMPRINT_KEYWORDS } from "@/lib/analysis/knowledge-base/circumstances";
import type { StateWeights } from "@/lib/analysis/knowledge-base/types";
import type { ProfileContext } from "@/lib/analysis/profile-context";
import type { EnergyState } from "@/prisma/generated/client/enums";

/*
 * How the overall state is chosen (all numbers are points on one scale):
 *
 * 1. Every finding adds its state weights. Knowledge-base topics lean towards states, e.g. sleep
 *    problems → überreizt 2 / müde 1, neck tension → blockiert 2, worries → unruhig 3,
 *    exhaustion → müde 3; more inputs pointing at the same topic scale that up to ×1.5.
 * 2. The stress level: 8–10 adds überreizt 2–4, 7 adds 1, 6 adds 0.5; 1–3 adds gestärkt 0.75–2.25.
 * 3. Combinations: stress ≥ 7 together with sleep problems → überreizt +1.5 (the classic
 *    "tired but wired"); exhaustion together with little exercise → müde +1.
 * 4. Background resources add to gestärkt: stable finances +1, a relationship +0.3, an athletic
 *    build +0.3, a good childhood +0.5; for animals regular or free exercise +1, a garden or farm +0.5.
 *    With at most one complaint and at least 1.5 resource points, gestärkt gets +1 more.
 * 5. Complaints damp strength: gestärkt loses 0.35 × the sum of überreizt, unruhig, blockiert, müde.
 * 6. harmonisch starts at 1.5: when nothing scores higher, nothing notable stands out.
 * 7. The highest score wins; ties go to the state listed first in STATE_PRIORITY.
 */

export const STATE_PRIORITY: readonly EnergyState[] = [
  "überreizt",
  "unruhig",
  "blockiert",
  "müde",
  "gestärkt",
  "harmonisch",
];

const PROBLEM_STATES: readonly EnergyState[] = ["überreizt", "unruhig", "blockiert", "müde"];
const HARMONY_BASELINE = 1.5;
const EXHAUSTION_IDS = ["koerper-erschoepfung", "emotion-niedergeschlagenheit", "tier-antriebslosigkeit"];

export type StateScores = Record<EnergyState, number>;

function emptyScores(): StateScores {
  return { harmonisch: 0, überreizt: 0, blockiert: 0, gestärkt: 0, müde: 0, unruhig: 0 };
}

function add(scores: StateScores, weights: StateWeights): void {
  for (const state of STATE_PRIORITY) scores[state] += weights[state] ?? 0;
}

const goodChildhoodMatcher = compileKeywords({ keywords: IMPRINT_KEYWORDS.good, negation: "strict" });

function goodChildhood(context: ProfileContext): boolean {
  const text = context.texts.get("childhoodExperiences");
  return text !== undefined && findKeywords(text, goodChildhoodMatcher).length > 0;
}

function backgroundResources(context: ProfileContext): number {
  const { profile } = context;
  let points = 0;
  if (context.subject === "human") {
    if (profile.financialSituation === "stabil") points += 1;
    const together =
      profile.relationshipStatus === "verheiratet" || profile.relationshipStatus === "beziehung";
    if (together) points += 0.3;
    if (profile.bodyType === "sportlich") points += 0.3;
  } else {
    if (profile.exerciseLevel === "ja" || profile.exerciseLevel === "frei") points += 1;
    if (profile.housingType === "haus_garten" || profile.housingType === "bauernhof") points += 0.5;
  }
  return points;
}

function combinations(context: ProfileContext, ids: ReadonlySet<string>): StateWeights {
  const stress = context.stressLevel ?? 0;
  const exhausted = EXHAUSTION_IDS.some((id) => ids.has(id));
  const sedentary = ids.has("leben-bewegungsmangel") || context.profile.exerciseLevel === "selten";
  return {
    überreizt: (stress >= 7 && ids.has("koerper-schlaf") ? 1.5 : 0) + (stress === 6 ? 0.5 : 0),
    müde: exhausted && sedentary ? 1 : 0,
  };
}

export function scoreStates(context: ProfileContext, findings: readonly Finding[]): StateScores {
  const scores = emptyScores();
  for (const finding of findings) add(scores, finding.states);
  add(scores, combinations(context, new Set(findings.map((finding) => finding.id))));

  scores.gestärkt += backgroundResources(context);
  if (context.subject === "human" && goodChildhood(context)) scores.gestärkt += 0.5;
  const complaints = findings.filter((finding) => !finding.resource).length;
  if (complaints <= 1 && scores.gestärkt >= 1.5) scores.gestärkt += 1;
  const load = PROBLEM_STATES.reduce((sum, state) => sum + scores[state], 0);
  scores.gestärkt = Math.max(0, scores.gestärkt - 0.35 * load);
  scores.harmonisch += HARMONY_BASELINE;

  for (const state of STATE_PRIORITY) scores[state] = round(scores[state]);
  return scores;
}

export function pickState(scores: StateScores): EnergyState {
  let best: EnergyState = "harmonisch";
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const state of STATE_PRIORITY) {
    if (scores[state] > bestScore) {
      best = state;
      bestScore = scores[state];
    }
  }
  return best;
}
