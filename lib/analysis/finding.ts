import type { FamilyTheme, RecommendationKey, StateWeights } from "@/lib/analysis/knowledge-base/types";
import type { PatternArea, Trigger } from "@/lib/analysis/types";

/** Everything a detector found, before ranking turns the strongest findings into patterns. */
export interface Finding {
  id: string;
  area: PatternArea;
  /** Short noun phrase for the summary. */
  name: string;
  title: string;
  explanation: string;
  weight: number;
  /** Contribution to the overall state. */
  states: StateWeights;
  triggers: Trigger[];
  recommends: readonly RecommendationKey[];
  /** A strength rather than a complaint. */
  resource: boolean;
  supersedes: readonly string[];
  theme?: FamilyTheme;
}

/** Two decimals keep weights and scores free of floating-point noise in stored JSON. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function scaleStates(states: StateWeights, factor: number): StateWeights {
  const scaled: StateWeights = {};
  for (const [state, weight] of Object.entries(states) as [keyof StateWeights, number][]) {
    scaled[state] = round(weight * factor);
  }
  return scaled;
}
