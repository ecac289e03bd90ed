import type { EnergyState } from "@/prisma/generated/client/enums";

export interface MoodTarget {
  /** The check-in's energy, 1 (low) to 5 (high). */
  energy: number;
  state: EnergyState;
}

export type MoodMapping = Record<string, MoodTarget>;

// Daylio's five default moods in its English and German apps; any other (custom) mood starts in the
// middle, and the user adjusts the table in the preview.
const DEFAULTS: Record<string, MoodTarget> = {
  rad: { energy: 5, state: "gestärkt" },
  super: { energy: 5, state: "gestärkt" },
  good: { energy: 4, state: "harmonisch" },
  gut: { energy: 4, state: "harmonisch" },
  meh: { energy: 3, state: "unruhig" },
  okay: { energy: 3, state: "unruhig" },
  ok: { energy: 3, state: "unruhig" },
  bad: { energy: 2, state: "müde" },
  schlecht: { energy: 2, state: "müde" },
  awful: { energy: 1, state: "blockiert" },
  furchtbar: { energy: 1, state: "blockiert" },
  schrecklich: { energy: 1, state: "blockiert" },
};
const MIDDLE: MoodTarget = { energy: 3, state: "harmonisch" };

/** A mood's key in the table: Daylio writes the mood's name as the user sees it. */
export const moodKey = (mood: string): string => mood.trim().toLowerCase();

/** The moods of a file, most frequent first, each with its count and suggested check-in. */
export function suggestMapping(
  moods: readonly string[],
): { mood: string; count: number; target: MoodTarget }[] {
  const counts = new Map<string, number>();
  for (const mood of moods) counts.set(moodKey(mood), (counts.get(moodKey(mood)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((first, second) => second[1] - first[1] || first[0].localeCompare(second[0], "de"))
    .map(([mood, count]) => ({ mood, count, target: DEFAULTS[mood] ?? MIDDLE }));
}
