/**
 * Exercise ids and impulse topics shared project-wide: the exercise and impulse content uses
 * exactly these ids, so a recommendation can link straight to it.
 */
export const EXERCISE_IDS = [
  // atmung
  "atem-4-7-8",
  "box-atmung",
  "wechselatmung",
  // meditation
  "stille-meditation",
  "herz-meditation",
  "dankbarkeits-meditation",
  // koerperarbeit
  "progressive-muskelentspannung",
  "schulter-nacken-loesen",
  "erdung-im-stehen",
  // visualisierung
  "lichtdusche",
  "sicherer-ort",
  "aura-reinigung",
  // audio
  "body-scan-audio",
  "klangreise",
  "abendritual",
] as const;

export type ExerciseId = (typeof EXERCISE_IDS)[number];

export const IMPULSE_TOPICS = [
  "selbstfuersorge",
  "grenzen",
  "dankbarkeit",
  "ruhe",
  "koerper",
  "beziehung",
  "mut",
  "loslassen",
  "tierbindung",
  "natur",
  "schlaf",
  "klarheit",
] as const;

export type ImpulseTopic = (typeof IMPULSE_TOPICS)[number];

export const JOURNAL_TYPES = ["loswerden", "erkenntnis", "klarheit"] as const;

export type JournalType = (typeof JOURNAL_TYPES)[number];

export function isExerciseId(value: string): value is ExerciseId {
  return (EXERCISE_IDS as readonly string[]).includes(value);
}

export function isImpulseTopic(value: string): value is ImpulseTopic {
  return (IMPULSE_TOPICS as readonly string[]).includes(value);
}
