import {
  type ExerciseCategoryId,
  exercises as catalogue,
  findExercise,
  type Exercise,
} from "@/content/exercises";
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
  /** Exercise types the user turned down in this conversation ('bitte keine Atemübung'). */
  refused?: ReadonlySet<ExerciseCategoryId>;
  /** 'Diese Übung stand auch schon in den Empfehlungen …' was said already in this conversation. */
  recommendationNamed?: boolean;
}

const RECOMMENDATION_NOTE = "stand auch schon in den Empfehlungen";

/** How a reply names each exercise (its hint without the article) and each journal type, in lower case. */
const EXERCISE_NAMES = Object.entries(EXERCISE_HINTS).flatMap(([id, hint]) =>
  isExerciseId(id) ? [{ id, name: hint.nominative.slice(4).toLowerCase() }] : [],
);
const JOURNAL_NAMES = journalTypes.map((type) => ({ id: type.id, name: `„${type.title.toLowerCase()}“` }));

function mentionedIn(text: string): { exercises: Set<ExerciseId>; journals: Set<JournalType> } {
  const lower = text.toLowerCase();
  const exercises = new Set<ExerciseId>();
  for (const { id, name } of EXERCISE_NAMES) if (lower.includes(name)) exercises.add(id);
  const journals = new Set(JOURNAL_NAMES.filter(({ name }) => lower.includes(name)).map(({ id }) => id));
  return { exercises, journals };
}

/** The exercises a user's message names by their titles ('nochmal die Box-Atmung'). */
export function exercisesNamedIn(message: string): ExerciseId[] {
  const lower = message.toLowerCase();
  return catalogue
    .filter((exercise) => lower.includes(exercise.title.toLowerCase()))
    .map((exercise) => exercise.id)
    .filter(isExerciseId);
}

/** What the last assistant reply suggested, read from its text (a stored message's links). */
export function previousSuggestions(history: readonly CoachMessage[]): PreviousSuggestions {
  const last = [...history].reverse().find((message) => message.role === "assistant")?.content ?? "";
  return mentionedIn(last);
}

/** Words for exercise types, to read refusals: 'keine Atemübung', 'ohne Meditation'. */
const CATEGORY_WORDS: readonly (readonly [RegExp, ExerciseCategoryId])[] = [
  [/atem|atmung|atmen/, "atmung"],
  [/meditation|meditieren/, "meditation"],
  [/körper|dehn|bewegung|yoga/, "koerperarbeit"],
  [/visualisierung|vorstell|fantasiereise|phantasiereise/, "visualisierung"],
  [/audio|klang|hör|musik/, "audio"],
];
const REFUSAL =
  /(?:keine?n?|nicht|ohne|kein bock auf|mag (?:ich )?(?:keine?n?|nicht)|hasse|nervt?)\s+(?:mehr\s+|noch\s+|so\s+|eine?\s+|diese?\s+|die\s+|das\s+)*([a-zäöüß-]+)/g;

/** The exercise types a message turns down. */
export function refusedCategories(message: string): Set<ExerciseCategoryId> {
  const refused = new Set<ExerciseCategoryId>();
  for (const match of message.toLowerCase().matchAll(REFUSAL)) {
    const word = match[1] ?? "";
    for (const [pattern, category] of CATEGORY_WORDS) if (pattern.test(word)) refused.add(category);
  }
  return refused;
}

/**
 * Everything the conversation suggested so far, so no exercise is offered twice in one chat
 * (issue 23), the types the user turned down, and whether the analysis' recommendation was named.
 * 'Das hilft mir nicht' turns down the type of the exercise suggested last.
 */
export function conversationSuggestions(
  history: readonly CoachMessage[],
  message: string,
  didNotHelp = false,
  /** The coach's replies in the user's other conversations of the last 24 hours. */
  recentReplies: readonly string[] = [],
): PreviousSuggestions {
  const exercises = new Set<ExerciseId>();
  for (const reply of recentReplies) for (const id of mentionedIn(reply).exercises) exercises.add(id);
  const refused = new Set<ExerciseCategoryId>();
  let recommendationNamed = false;
  for (const entry of history) {
    if (entry.role === "assistant") {
      for (const id of mentionedIn(entry.content).exercises) exercises.add(id);
      if (entry.content.includes(RECOMMENDATION_NOTE)) recommendationNamed = true;
    } else {
      for (const category of refusedCategories(entry.content)) refused.add(category);
    }
  }
  for (const category of refusedCategories(message)) refused.add(category);
  if (didNotHelp) {
    for (const id of previousSuggestions(history).exercises) {
      const category = findExercise(id)?.category;
      if (category) refused.add(category);
    }
  }
  // An exercise the user asks for by name may come again.
  for (const id of exercisesNamedIn(message)) exercises.delete(id);
  return { exercises, journals: previousSuggestions(history).journals, refused, recommendationNamed };
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
  const refused = (id: ExerciseId) => {
    const category = findExercise(id)?.category;
    return category !== undefined && (previous.refused?.has(category) ?? false);
  };
  // The whole knowledge base comes last: once the fitting exercises were all suggested, the
  // rotation goes on rather than repeating one (issue 23).
  const rotation = catalogue.map((exercise) => exercise.id).filter(isExerciseId);
  const fresh = [...candidates, ...fallback, ...rotation].filter(
    (id) => !previous.exercises.has(id) && !refused(id),
  );
  const available = [...new Set(fresh)];
  if (available.length === 0) return null;
  const recommendedIds = (profile.recommendations ?? []).map((entry) => entry.exerciseId);
  const recommended = available.slice(0, candidates.length).find((id) => recommendedIds.includes(id));
  const id = recommended ?? variation.pick(available.slice(0, 2), "exercise");
  const exercise = findExercise(id);
  // The recommendation is named once per conversation, not with every exercise (issue 23).
  const named = recommended !== undefined && !previous.recommendationNamed;
  return exercise ? { exercise, recommended: named } : null;
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
