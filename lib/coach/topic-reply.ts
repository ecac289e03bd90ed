import { fillAnimal, type AnimalRef } from "@/lib/coach/animal-ref";
import { pickQuestion, type ReplyDraft } from "@/lib/coach/draft";
import { FOLLOW_UP_ACKS, type FollowUp } from "@/lib/coach/follow-up";
import { groundingSentences } from "@/lib/coach/grounding";
import { ANIMAL_INTENTS, type DetectedIntent } from "@/lib/coach/intents";
import { mirrorMessage } from "@/lib/coach/mirror";
import type { Variation } from "@/lib/coach/seed";
import {
  chooseExercise,
  chooseJournal,
  exerciseSentence,
  exerciseSuggestion,
  journalSuggestion,
  type PreviousSuggestions,
} from "@/lib/coach/suggestions";
import { capitalize, lowerFirst } from "@/lib/coach/text";
import { TOPICS, type TopicCopy, type TopicId } from "@/lib/coach/topics";
import type { CoachContext, CoachSuggestion } from "@/lib/coach/types";

export interface TopicReplyInput {
  context: CoachContext;
  topic: TopicId;
  /** The intent found in this message; undefined when the topic carries over from the last one. */
  detected: DetectedIntent | undefined;
  followUp: FollowUp | null;
  previous: PreviousSuggestions;
  lastReply: string;
  animal: AnimalRef;
  variation: Variation;
}

const MIRROR_OPENERS = ["Du schreibst", "Du erzählst", "Du sagst"];
/** First words that can take the name in front of them: "Anna, du schreibst …". */
const NAMEABLE_START = /^(?:Du|Danke|Schön|Das|Gut|Lass)\b/;

/** Reflective listening: the user's words turned around, or the topic, and the feeling named. */
function listening(input: TopicReplyInput, copy: TopicCopy): string {
  const { context, detected, animal, variation } = input;
  const lastReply = input.lastReply.toLowerCase();
  const feelings = copy.feelings.map((feeling) => fillAnimal(feeling, animal));
  const fresh = feelings.filter((feeling) => !lastReply.includes(feeling.toLowerCase()));
  const feeling = variation.pick(fresh.length > 0 ? fresh : feelings, "feeling");
  if (!detected) return `${capitalize(feeling)}.`;
  const mirror = mirrorMessage(context.message, detected.matched[0]);
  if (mirror?.kind === "question") return `Du fragst dich, ${mirror.text}. ${capitalize(feeling)}.`;
  if (mirror) return `${variation.pick(MIRROR_OPENERS, "opener")}, ${mirror.text} – ${feeling}.`;
  return `Du schreibst über ${fillAnimal(copy.about, animal)} – ${feeling}.`;
}

function opening(input: TopicReplyInput, copy: TopicCopy): string[] {
  const { context, followUp, variation } = input;
  const sentences = [
    ...(followUp ? [variation.pick(FOLLOW_UP_ACKS[followUp.kind], "ack")] : []),
    listening(input, copy),
  ];
  const first = sentences[0] ?? "";
  const nameFirst = variation.pick([true, false], "name-first");
  if (context.profile.profileType === "human" && nameFirst && NAMEABLE_START.test(first)) {
    sentences[0] = `${context.profile.name}, ${lowerFirst(first)}`;
  }
  return sentences;
}

function suggestionsFor(
  input: TopicReplyInput,
  copy: TopicCopy,
): { sentences: string[]; links: CoachSuggestion[] } {
  const { context, topic, previous, animal, variation } = input;
  const sentences: string[] = [];
  const links: CoachSuggestion[] = [];
  const exercise = chooseExercise(copy.exercises, context.profile, previous, variation);
  if (exercise) {
    const forAnimal = ANIMAL_INTENTS.has(topic) ? animal : null;
    sentences.push(exerciseSentence(exercise, context.profile, forAnimal, variation));
    links.push(exerciseSuggestion(exercise.exercise));
  }
  const journal = chooseJournal(copy.journal, previous);
  if (journal) {
    sentences.push(fillAnimal(copy.journalInvite, animal, { journal: journal.title }));
    links.push(journalSuggestion(journal));
  }
  return { sentences, links };
}

/** Listening, grounding in what the coach knows, one or two concrete steps, an open question. */
export function topicReply(input: TopicReplyInput): ReplyDraft {
  const { context, topic, animal, variation, lastReply } = input;
  const copy = TOPICS[topic];
  const fill = (template: string | undefined) => (template ? fillAnimal(template, animal) : "");
  const grounding = groundingSentences(context, topic, animal).slice(0, copy.tip ? 1 : 2);
  const { sentences, links } = suggestionsFor(input, copy);
  const questions = copy.questions.map((question) => fill(question));
  // Advice and notes already given in the previous reply are not repeated.
  const unsaid = (sentence: string) => (lastReply.includes(sentence) ? "" : sentence);
  return {
    sentences: [
      ...opening(input, copy),
      unsaid(fill(copy.note)),
      ...grounding,
      unsaid(fill(copy.tip)),
      ...sentences,
    ],
    question: pickQuestion(questions, lastReply, variation),
    suggestions: links,
  };
}
