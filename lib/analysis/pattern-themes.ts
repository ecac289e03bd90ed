import { KNOWLEDGE_TOPICS } from "@/lib/analysis/knowledge-base";
import {
  ANIMAL_EXERCISE_ENTRIES,
  FINANCE_ENTRIES,
  RELATIONSHIP_ENTRIES,
  STRESS_ENTRIES,
  type CircumstanceEntry,
} from "@/lib/analysis/knowledge-base/circumstances";
import type { FamilyTheme } from "@/lib/analysis/knowledge-base/types";

const circumstanceEntries: (CircumstanceEntry | undefined)[] = [
  ...Object.values(STRESS_ENTRIES),
  ...Object.values(FINANCE_ENTRIES),
  ...Object.values(RELATIONSHIP_ENTRIES),
  ...Object.values(ANIMAL_EXERCISE_ENTRIES),
];

/** Pattern id → family theme; where one id has several variants, the first listed wins. */
const THEMES = new Map<string, FamilyTheme>();
for (const entry of [...KNOWLEDGE_TOPICS, ...circumstanceEntries]) {
  if (entry?.theme && !THEMES.has(entry.id)) THEMES.set(entry.id, entry.theme);
}

export function themeOfPattern(patternId: string): FamilyTheme | undefined {
  return THEMES.get(patternId);
}
