import { findExercise, type Exercise } from "@/content/exercises";
import { findJournalType, journalTypes, type JournalTypeContent } from "@/content/journal";
import { isExerciseId, type ExerciseId, type JournalType } from "@/lib/analysis/links";
import { fillAnimal, type AnimalRef } from "@/lib/coach/animal-ref";
import type { Variation } from "@/lib/coach/seed";
import { EXERCISE_HINTS } from "@/lib/coach/exercise-hints";
import type { CoachMessage, CoachProfile, CoachSuggestion } from "@/lib/coach/types";
import { formatMessage } from "@/lib/format-message";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** Exercises that suit an energy state, best first: for replies without a clear topic. */
export const STATE_EXERCISES: Record<EnergyState, readonly ExerciseId[]> = {
  harmonisch: ["dankbarkeits-meditation", "herz-meditation", "klangreise"],
  überreizt: ["box-atmung", "atem-4-7-8", "body-scan-audio"],
  blockiert: ["erdung-im-stehen", "schulter-nacken-loesen", "lichtdusche"],
  gestärkt: ["herz-meditation", "aura-reinigung", "stille-meditation"],
  müde: ["lichtdusche", "wechselatmung", "abendritual"],
  unruhig: ["atem-4-7-8", "erdung-im-stehen", "sicherer-ort"],
};
export const DEFAULT_EXERCISES: readonly ExerciseId[] = ["atem-4-7-8", "body-scan-audio", "herz-meditation"];

export interface PreviousSuggestions {
  exercises: ReadonlySet<ExerciseId>;
  journals: ReadonlySet<JournalType>;
}

/** What the last assistant reply suggested, read from its text, so it is not repeated right away. */
export function previousSuggestions(history: readonly CoachMessage[]): PreviousSuggestions {
  const last =
    [...history]
      .reverse()
      .find((message) => message.role === "assistant")
      ?.content.toLowerCase() ?? "";
  const exercises = new Set<ExerciseId>();
  for (const [id, hint] of Object.entries(EXERCISE_HINTS)) {
    if (isExerciseId(id) && last.includes(hint.nominative.slice(4).toLowerCase())) exercises.add(id);
  }
  const journals = new Set(
    journalTypes.filter((type) => last.includes(`„${type.title.toLowerCase()}“`)).map((type) => type.id),
  );
  return { exercises, journals };
}

export interface ChosenExercise {
  exercise: Exercise;
  recommended: boolean;
}

/** Prefers what the analysis recommended, skips what was just suggested, varies between the two best. */
export function chooseExercise(
  candidates: readonly ExerciseId[],
  profile: CoachProfile,
  previous: PreviousSuggestions,
  variation: Variation,
): ChosenExercise | null {
  const fallback = profile.overallState ? STATE_EXERCISES[profile.overallState] : DEFAULT_EXERCISES;
  const fresh = [...candidates, ...fallback].filter((id) => !previous.exercises.has(id));
  const available = [...new Set(fresh)];
  if (available.length === 0) return null;
  const recommendedIds = (profile.recommendations ?? []).map((entry) => entry.exerciseId);
  const recommended = available.slice(0, candidates.length).find((id) => recommendedIds.includes(id));
  const id = recommended ?? variation.pick(available.slice(0, 2), "exercise");
  const exercise = findExercise(id);
  return exercise ? { exercise, recommended: recommended !== undefined } : null;
}

const EXERCISE_SENTENCES = [
  "Was dir jetzt guttun könnte: {nominative} ({minutes} Minuten). {benefit}",
  "Ein Vorschlag für heute: {nominative} ({minutes} Minuten). {benefit}",
  "Probier doch einmal {accusative} aus ({minutes} Minuten). {benefit}",
];

export function exerciseSentence(
  chosen: ChosenExercise,
  profile: CoachProfile,
  forAnimal: AnimalRef | null,
  variation: Variation,
): string {
  const hint = EXERCISE_HINTS[chosen.exercise.id];
  const values = { ...hint, minutes: String(chosen.exercise.durationMinutes) };
  const sentence = forAnimal
    ? fillAnimal(
        "Für dich selbst kann {nominative} hilfreich sein ({minutes} Minuten): Wenn du ruhig bist, kann sich {tier} leichter an dir orientieren.",
        forAnimal,
        values,
      )
    : formatMessage(variation.pick(EXERCISE_SENTENCES, "exercise-sentence"), values);
  if (!chosen.recommended) return sentence;
  const analysis = profile.profileType === "animal" ? `der Analyse von ${profile.name}` : "deiner Analyse";
  return `${sentence} Diese Übung stand auch schon in den Empfehlungen ${analysis}.`;
}

/** A journal type other than the one just suggested. */
export function chooseJournal(
  preferred: JournalType,
  previous: PreviousSuggestions,
): JournalTypeContent | null {
  if (previous.journals.has(preferred)) return null;
  return findJournalType(preferred) ?? null;
}

export function exerciseSuggestion(exercise: Exercise): CoachSuggestion {
  return { label: `${exercise.title} (${exercise.durationMinutes} Minuten)`, exerciseId: exercise.id };
}

export function journalSuggestion(journal: JournalTypeContent): CoachSuggestion {
  return { label: `Journal: ${journal.title}`, journalType: journal.id };
}
