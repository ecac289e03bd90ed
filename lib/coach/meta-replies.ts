// Replies to conversational messages: greetings, thanks, requests for an exercise or a journal
// prompt, questions about the analysis, and messages without a recognisable topic.
import { findExercise } from "@/content/exercises";
import { findJournalType, journalTypes } from "@/content/journal";
import { isExerciseId, type ExerciseId, type JournalType } from "@/lib/analysis/links";
import { pickQuestion, type ReplyDraft } from "@/lib/coach/draft";
import { EXERCISE_HINTS } from "@/lib/coach/exercise-hints";
import { STATE_ADJECTIVE } from "@/lib/coach/grounding";
import { asksSomething, unsureAnswer } from "@/lib/coach/answer-first";
import type { Variation } from "@/lib/coach/seed";
import {
  chooseExercise,
  chooseJournal,
  DEFAULT_EXERCISES,
  exerciseSentence,
  exercisesNamedIn,
  exerciseSuggestion,
  journalSuggestion,
  STATE_EXERCISES,
  type PreviousSuggestions,
} from "@/lib/coach/suggestions";
import type { CoachContext, CoachProfile } from "@/lib/coach/types";
import type { EnergyState } from "@/prisma/generated/client/enums";

export interface MetaInput {
  context: CoachContext;
  previous: PreviousSuggestions;
  lastReply: string;
  variation: Variation;
  /** The answer to a direct question without a topic (open replies only). */
  answer?: string | null;
}

const isHuman = (profile: CoachProfile) => profile.profileType === "human";

function stateExercises(profile: CoachProfile): readonly ExerciseId[] {
  return profile.overallState ? STATE_EXERCISES[profile.overallState] : DEFAULT_EXERCISES;
}

function latestAnalysis(profile: CoachProfile): string {
  return isHuman(profile) ? "Deine letzte Analyse" : `Die letzte Analyse von ${profile.name}`;
}

/** One exercise that suits the current state, as a sentence and a link. */
function stateExercise({
  context,
  previous,
  variation,
}: MetaInput): Pick<ReplyDraft, "sentences" | "suggestions"> {
  const chosen = chooseExercise(stateExercises(context.profile), context.profile, previous, variation);
  if (!chosen) return { sentences: [], suggestions: [] };
  return {
    sentences: [exerciseSentence(chosen, context.profile, null, variation)],
    suggestions: [exerciseSuggestion(chosen.exercise)],
  };
}

export function greetingReply(input: MetaInput): ReplyDraft {
  const { profile } = input.context;
  const hello = isHuman(profile)
    ? `Hallo ${profile.name}, schön, von dir zu hören.`
    : "Hallo, schön, von dir zu hören.";
  const state = profile.overallState
    ? `${latestAnalysis(profile)} hat einen ${STATE_ADJECTIVE[profile.overallState]} Zustand gezeigt.`
    : "";
  const exercise = stateExercise(input);
  return {
    sentences: [hello, state, ...exercise.sentences],
    question: isHuman(profile)
      ? "Wie geht es dir heute, in deinem Körper und in deinen Gedanken?"
      : `Wie geht es dir und ${profile.name} heute?`,
    suggestions: exercise.suggestions,
  };
}

export function thanksReply(input: MetaInput): ReplyDraft {
  const { context, previous, lastReply, variation } = input;
  const { profile } = context;
  const journal = chooseJournal("erkenntnis", previous);
  const exercise = journal ? null : stateExercise(input);
  return {
    sentences: [
      isHuman(profile) ? `Sehr gern, ${profile.name}.` : "Sehr gern.",
      "Es freut mich, wenn dir unser Gespräch etwas gibt.",
      journal ? `Wenn du magst, halte im Journal unter „${journal.title}“ fest, was du heute mitnimmst.` : "",
      ...(exercise?.sentences ?? []),
    ],
    question: pickQuestion(
      ["Gibt es noch etwas, das dich gerade beschäftigt?", "Was nimmst du aus unserem Gespräch mit?"],
      lastReply,
      variation,
    ),
    suggestions: journal ? [journalSuggestion(journal)] : (exercise?.suggestions ?? []),
  };
}

export function exerciseRequestReply(input: MetaInput): ReplyDraft {
  const { context, previous, variation } = input;
  const { profile } = context;
  // "für den Morgen" should not be answered with the evening ritual.
  const morning = /\bmorgen|in den tag|aufstehen|aufwachen/i.test(context.message);
  // An exercise asked for by name comes first, even if it was suggested recently.
  const candidates = [...exercisesNamedIn(context.message), ...stateExercises(profile)].filter(
    (id) => !(morning && id === "abendritual"),
  );
  const first = chooseExercise(candidates, profile, previous, variation);
  const second = first
    ? chooseExercise(
        [...candidates, ...DEFAULT_EXERCISES].filter(
          (id) => id !== first.exercise.id && !(morning && id === "abendritual"),
        ),
        profile,
        { ...previous, exercises: new Set([...previous.exercises, first.exercise.id]) },
        variation,
      )
    : null;
  const sentences = [isHuman(profile) ? `Gern, ${profile.name}.` : "Gern."];
  if (first) {
    const hint = EXERCISE_HINTS[first.exercise.id];
    const basis = profile.overallState
      ? isHuman(profile)
        ? "Passend zu deiner letzten Analyse schlage ich dir"
        : `Passend zur letzten Analyse von ${profile.name} schlage ich dir`
      : "Für den Anfang schlage ich dir";
    sentences.push(
      `${basis} ${hint.accusative} vor (${first.exercise.durationMinutes} Minuten). ${hint.benefit}`,
    );
  }
  if (second) {
    const hint = EXERCISE_HINTS[second.exercise.id];
    sentences.push(
      `Wenn dir eher nach etwas anderem ist, probier ${hint.accusative} aus (${second.exercise.durationMinutes} Minuten).`,
    );
  }
  return {
    sentences,
    question: "Welche der beiden Übungen spricht dich gerade mehr an?",
    suggestions: [first, second].flatMap((chosen) => (chosen ? [exerciseSuggestion(chosen.exercise)] : [])),
  };
}

const STATE_JOURNAL: Record<EnergyState, JournalType> = {
  harmonisch: "erkenntnis",
  gestärkt: "erkenntnis",
  überreizt: "loswerden",
  müde: "loswerden",
  blockiert: "klarheit",
  unruhig: "klarheit",
};

export function journalRequestReply({ context, previous }: MetaInput): ReplyDraft {
  const { profile } = context;
  const preferred = profile.overallState ? STATE_JOURNAL[profile.overallState] : "loswerden";
  const journal =
    chooseJournal(preferred, previous) ??
    journalTypes.find((type) => !previous.journals.has(type.id)) ??
    null;
  const [loswerden, erkenntnis, klarheit] = ["loswerden", "erkenntnis", "klarheit"].map(
    (id) => findJournalType(id)?.title ?? id,
  );
  return {
    sentences: [
      isHuman(profile) ? `Gern, ${profile.name}.` : "Gern.",
      `Im Journal gibt es drei Wege: „${loswerden}“, wenn dich etwas belastet, „${erkenntnis}“, wenn du etwas festhalten möchtest, und „${klarheit}“, wenn du eine Frage sortieren willst.`,
      journal ? `Für heute würde ich dir „${journal.title}“ vorschlagen. ${journal.description}` : "",
      isHuman(profile) ? "" : `Du kannst dort auch Beobachtungen zu ${profile.name} festhalten.`,
    ],
    question: "Was möchtest du heute aufschreiben?",
    suggestions: journal ? [journalSuggestion(journal)] : [],
  };
}

function patternSentence(titles: readonly string[]): string {
  const [first, second] = titles;
  if (!first) return "";
  if (!second) return `Als Muster ist „${first}“ aufgetaucht.`;
  return `Als Muster sind „${first}“ und „${second}“ aufgetaucht.`;
}

export function analysisReply(input: MetaInput): ReplyDraft {
  const { context, previous, variation } = input;
  const { profile } = context;
  const journal = chooseJournal(profile.overallState ? "erkenntnis" : "klarheit", previous);
  const journalLinks = journal ? [journalSuggestion(journal)] : [];
  if (!profile.overallState) {
    return {
      sentences: [
        isHuman(profile)
          ? `${profile.name}, für dich gibt es noch keine Analyse.`
          : `Für ${profile.name} gibt es noch keine Analyse.`,
        "Im Bereich Analyse kannst du eine starten: Sie liest die Muster hinter deinen Angaben und schlägt passende Übungen vor.",
        journal
          ? `Bis dahin kannst du im Journal unter „${journal.title}“ festhalten, was du gern besser verstehen möchtest.`
          : "",
      ],
      question: "Was möchtest du durch die Analyse besser verstehen?",
      suggestions: journalLinks,
    };
  }
  const recommended = (profile.recommendations ?? [])
    .map((entry) => entry.exerciseId)
    .find((id): id is ExerciseId => id !== undefined && isExerciseId(id) && !previous.exercises.has(id));
  const exercise = recommended ? findExercise(recommended) : undefined;
  const fallback = exercise ? null : stateExercise(input);
  return {
    sentences: [
      `${latestAnalysis(profile)} zeigt einen ${STATE_ADJECTIVE[profile.overallState]} Zustand.`,
      patternSentence(profile.patternTitles ?? []),
      exercise
        ? `Empfohlen wurde unter anderem ${EXERCISE_HINTS[exercise.id].nominative} (${exercise.durationMinutes} Minuten).`
        : "",
      ...(fallback?.sentences ?? []),
      "Die Analyse ist keine Diagnose, sondern eine Einladung, genauer hinzuschauen.",
      journal ? `Halte im Journal unter „${journal.title}“ fest, was dich daran berührt.` : "",
    ],
    question: pickQuestion(
      ["Welcher Teil davon spricht dich am meisten an?", "Was davon erkennst du in deinem Alltag wieder?"],
      input.lastReply,
      variation,
    ),
    suggestions: [
      ...(exercise ? [exerciseSuggestion(exercise)] : (fallback?.suggestions ?? [])),
      ...journalLinks,
    ],
  };
}

/** No recognisable topic: listen, offer something that suits the state, ask for more. */
export function openReply(input: MetaInput): ReplyDraft {
  const { context } = input;
  const { profile } = context;
  // A question the coach cannot place gets an honest answer, never an unrelated exercise (issue 23).
  if (!input.answer && asksSomething(context.message)) {
    const unsure = unsureAnswer(profile);
    return { sentences: [unsure.sentence], question: unsure.question, suggestions: [] };
  }
  // An animal's sign for the vet is not followed by an exercise for the owner.
  const exercise =
    input.answer && !isHuman(profile) ? { sentences: [], suggestions: [] } : stateExercise(input);
  if (input.answer) {
    return {
      sentences: [input.answer, ...exercise.sentences],
      question: pickQuestion(
        ["Was davon passt am ehesten zu dir?", "Magst du mir mehr darüber erzählen?"],
        input.lastReply,
        input.variation,
      ),
      suggestions: exercise.suggestions,
    };
  }
  const asksForHelp = /\b(?:hilf|helfen|hilfe)\b/i.test(context.message);
  const thanks = asksForHelp ? "Gern, dafür bin ich da" : "Danke, dass du das mit mir teilst";
  return {
    sentences: [isHuman(profile) ? `${thanks}, ${profile.name}.` : `${thanks}.`, ...exercise.sentences],
    question: asksForHelp
      ? "Was beschäftigt dich gerade am meisten?"
      : pickQuestion(
          [
            "Magst du mir ein bisschen mehr darüber erzählen, was dich gerade beschäftigt?",
            "Was bewegt dich gerade am meisten?",
          ],
          input.lastReply,
          input.variation,
        ),
    suggestions: exercise.suggestions,
  };
}

/** 'Bitte keine Atemübung': the refusal is heard, and an exercise of another kind is offered. */
export function refusalReply(input: MetaInput): ReplyDraft {
  const { profile } = input.context;
  const exercise = stateExercise(input);
  return {
    sentences: [
      isHuman(profile)
        ? `Alles klar, ${profile.name}, das lasse ich ab jetzt weg.`
        : "Alles klar, das lasse ich ab jetzt weg.",
      ...(exercise.sentences.length > 0
        ? exercise.sentences
        : ["Wir können auch einfach weiterreden, ganz ohne Übung."]),
    ],
    question: pickQuestion(
      ["Was würde dir gerade stattdessen guttun?", "Worüber möchtest du gerade am liebsten sprechen?"],
      input.lastReply,
      input.variation,
    ),
    suggestions: exercise.suggestions,
  };
}
