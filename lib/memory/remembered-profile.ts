import type { CoachMemoryFact, CoachProfile } from "@/lib/coach/types";
import { PATTERN_KEY, STATE_KEY, STRESS_KEY } from "@/lib/memory/derive-facts";

/**
 * The profile as the coach may use it: the stress level, the analysis' state and each pattern only
 * while their fact is in the memory as it was derived. A fact the user deleted or edited takes the
 * figure with it, so no later reply (nor the language model) uses it. Recommendations stay: they
 * are the analysis' suggestions, not something about the user.
 */
export function rememberedProfile(profile: CoachProfile, memory: readonly CoachMemoryFact[]): CoachProfile {
  const keys = new Set(memory.flatMap((fact) => (fact.derivedFrom ? [fact.derivedFrom] : [])));
  const stressLevel =
    profile.stressLevel != null && keys.has(`${STRESS_KEY}${profile.stressLevel}`)
      ? profile.stressLevel
      : null;
  const overallState =
    profile.overallState && keys.has(`${STATE_KEY}${profile.overallState}`) ? profile.overallState : null;
  const patternTitles = (profile.patternTitles ?? []).filter((title) => keys.has(`${PATTERN_KEY}${title}`));
  return { ...profile, stressLevel, overallState, patternTitles };
}
