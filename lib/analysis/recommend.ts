import type { Finding } from "@/lib/analysis/finding";
import { RECOMMENDATION_CATALOG } from "@/lib/analysis/knowledge-base/recommendation-catalog";
import { RECOMMENDATION_REASONS, STATE_RECOMMENDATIONS } from "@/lib/analysis/knowledge-base/summary-texts";
import type { RecommendationKey } from "@/lib/analysis/knowledge-base/types";
import type { ExerciseId, ImpulseTopic, JournalType } from "@/lib/analysis/links";
import { fillName, type ProfileContext } from "@/lib/analysis/profile-context";
import type { Recommendation } from "@/lib/analysis/types";
import type { EnergyState } from "@/prisma/generated/client/enums";

const MIN_RECOMMENDATIONS = 3;
const MAX_RECOMMENDATIONS = 5;
/** Keeps the list varied: at most two of one kind while other kinds are still available. */
const MAX_PER_KIND = 2;

interface Candidate {
  key: RecommendationKey;
  reason: string;
}

export function buildRecommendation(
  key: RecommendationKey,
  voice: "human" | "animal",
  reason: string,
): Recommendation {
  const [kind, target] = key.split(":") as ["exercise" | "journal" | "impulse", string];
  const entry = RECOMMENDATION_CATALOG[key];
  const base = { id: `${kind}-${target}`, title: entry.title, text: `${entry[voice]} ${reason}`, kind };
  if (kind === "exercise") return { ...base, exerciseId: target as ExerciseId };
  if (kind === "journal") return { ...base, journalType: target as JournalType };
  return { ...base, impulseTopic: target as ImpulseTopic };
}

/** First the first suggestion of every pattern, then the second ones, and so on. */
function roundRobin(patterns: readonly Finding[]): Candidate[] {
  const candidates: Candidate[] = [];
  const longest = Math.max(0, ...patterns.map((pattern) => pattern.recommends.length));
  for (let round = 0; round < longest; round += 1) {
    for (const pattern of patterns) {
      const key = pattern.recommends[round];
      if (key)
        candidates.push({ key, reason: RECOMMENDATION_REASONS.pattern.replace("{title}", pattern.title) });
    }
  }
  return candidates;
}

function select(candidates: readonly Candidate[], limitPerKind: boolean): Candidate[] {
  const chosen: Candidate[] = [];
  const perKind = new Map<string, number>();
  for (const candidate of candidates) {
    if (chosen.length >= MAX_RECOMMENDATIONS) break;
    if (chosen.some((existing) => existing.key === candidate.key)) continue;
    const kind = candidate.key.split(":")[0] ?? "";
    if (limitPerKind && (perKind.get(kind) ?? 0) >= MAX_PER_KIND) continue;
    chosen.push(candidate);
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
  }
  return chosen;
}

/** 3–5 de-duplicated recommendations, led by the strongest patterns and topped up from the state. */
export function recommend(
  context: ProfileContext,
  patterns: readonly Finding[],
  state: EnergyState,
): Recommendation[] {
  const stateReason =
    context.subject === "animal" ? RECOMMENDATION_REASONS.stateAnimal : RECOMMENDATION_REASONS.state;
  const fromState: Candidate[] = STATE_RECOMMENDATIONS[state].map((key) => ({ key, reason: stateReason }));
  const candidates = [...roundRobin(patterns), ...fromState];

  let chosen = select(candidates, true);
  if (chosen.length < MIN_RECOMMENDATIONS) chosen = select(candidates, false);
  return chosen.map(({ key, reason }) => {
    const recommendation = buildRecommendation(key, context.subject, reason);
    return { ...recommendation, text: fillName(recommendation.text, context) };
  });
}
