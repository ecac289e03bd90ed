import { fillAnimal, type AnimalRef } from "@/lib/coach/animal-ref";
import { pickQuestion, type ReplyDraft } from "@/lib/coach/draft";
import { FOLLOW_UP_ACKS, type FollowUp } from "@/lib/coach/follow-up";
import { groundingSentences } from "@/lib/coach/grounding";
import { questionKind, stepFor } from "@/lib/coach/answer-first";
import {
  ANIMAL_INTENTS,
  detectIntents,
  mentionsAnimal,
  topicIntent,
  type DetectedIntent,
} from "@/lib/coach/intents";
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
import { isTopic, TOPICS, type TopicCopy, type TopicId } from "@/lib/coach/topics";
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
  /** The answer to a direct question, said first (issue 23). */
  answer?: string | null;
  /** A person speaks about their pet: a person's topic (pain) is answered for the pet. */
  petTalk?: boolean;
}

const TOPIC_OPENERS = ["Du schreibst über", "Du sprichst gerade", "Es geht dir gerade um"];
/** First words that can take the name in front of them: "Anna, du schreibst …". */
const NAMEABLE_START = /^(?:Du|Danke|Schön|Das|Gut|Lass|Es)\b/;

/**
 * Listening: the topic named in a well-formed clause and the feeling acknowledged. The user's own
 * sentence is not turned around any more: swapping its pronouns broke German too often (issue 23).
 */
function listening(input: TopicReplyInput, copy: TopicCopy): string {
  const { detected, animal, variation } = input;
  const lastReply = input.lastReply.toLowerCase();
  const feelings = copy.feelings.map((feeling) => fillAnimal(feeling, animal));
  const fresh = feelings.filter((feeling) => !lastReply.includes(feeling.toLowerCase()));
  const feeling = variation.pick(fresh.length > 0 ? fresh : feelings, "feeling");
  if (!detected) return `${capitalize(feeling)}.`;
  const about = fillAnimal(copy.about, animal);
  const opener = variation.pick(TOPIC_OPENERS, "opener");
  const clause = opener === "Du sprichst gerade" ? `${opener} ${about} an` : `${opener} ${about}`;
  return `${clause} – ${feeling}.`;
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

const OTHER_WAY = "Statt einer weiteren Übung ein anderer Weg:";

/**
 * 'Das hilft mir nicht': the approach changes, from an exercise to one concrete step in daily life
 * and a question about what helped before (issue 23). Said twice, an exercise of another kind.
 */
function otherApproach(input: TopicReplyInput, copy: TopicCopy): ReplyDraft | null {
  const { context, topic, animal, variation, lastReply, followUp } = input;
  if (followUp?.kind !== "did_not_help" || lastReply.includes(OTHER_WAY)) return null;
  const aboutAnimal = context.profile.profileType === "animal" || ANIMAL_INTENTS.has(topic);
  const step = stepFor(topic, aboutAnimal, animal);
  if (!step) return null;
  const journal = chooseJournal(copy.journal, input.previous);
  return {
    sentences: [
      variation.pick(FOLLOW_UP_ACKS.did_not_help, "ack"),
      `${OTHER_WAY} ${step}`,
      journal ? fillAnimal(copy.journalInvite, animal, { journal: journal.title }) : "",
    ],
    question: aboutAnimal
      ? fillAnimal("Was hat bei {tierDat} früher schon einmal geholfen, wenn es so war?", animal)
      : "Was hat dir früher schon einmal geholfen, wenn es dir so ging?",
    suggestions: journal ? [journalSuggestion(journal)] : [],
  };
}

const aboutAnAnimal = (message: string, context: CoachContext): boolean =>
  mentionsAnimal(message) ||
  (context.household ?? []).some(
    (member) => member.profileType === "animal" && message.toLowerCase().includes(member.name.toLowerCase()),
  );

/** 'Du hattest vorhin deinen Nacken erwähnt': an earlier topic of the conversation, said once. */
function referBack(input: TopicReplyInput): string {
  const { context, topic, animal } = input;
  const options = { subject: context.profile.profileType, animalName: context.profile.name };
  const earlier = context.history
    // 'Sollte ich mir Sorgen machen?' asks a question; its worry is no topic to come back to.
    .filter((entry) => entry.role === "user" && questionKind(entry.content) !== "worry")
    // A person's topic is not read from what was said about an animal, nor the other way round.
    .filter((entry) => ANIMAL_INTENTS.has(topic) || !aboutAnAnimal(entry.content, context))
    .map((entry) => topicIntent(detectIntents(entry.content, options))?.id)
    .find(
      (id): id is TopicId =>
        id !== undefined &&
        isTopic(id) &&
        id !== topic &&
        ANIMAL_INTENTS.has(id) === ANIMAL_INTENTS.has(topic),
    );
  if (!earlier) return "";
  const said = context.history.some(
    (entry) => entry.role === "assistant" && entry.content.includes("Du hattest vorhin"),
  );
  if (said) return "";
  const about = fillAnimal(TOPICS[earlier].about, animal);
  return `Du hattest vorhin ${about} erwähnt, vielleicht hängt beides zusammen.`;
}

/** Listening, grounding in what the coach knows, one or two concrete steps, an open question. */
export function topicReply(input: TopicReplyInput): ReplyDraft {
  const { context, topic, animal, variation, lastReply, answer } = input;
  const copy = TOPICS[topic];
  const changed = answer ? null : otherApproach(input, copy);
  if (changed) return changed;
  const fill = (template: string | undefined) => (template ? fillAnimal(template, animal) : "");
  const grounding = groundingSentences(context, topic).slice(0, copy.tip ? 1 : 2);
  const { sentences, links } = suggestionsFor(input, copy);
  const questions = copy.questions.map((question) => fill(question));
  // Advice and notes already given in the previous reply are not repeated.
  const unsaid = (sentence: string) => (lastReply.includes(sentence) ? "" : sentence);
  if (answer) {
    // An animal profile stays with the animal: a person's topic ('Sorgen machen') does not turn the
    // reply to the owner's feelings (issue 23).
    if ((context.profile.profileType === "animal" || input.petTalk) && !ANIMAL_INTENTS.has(topic)) {
      const name = fillAnimal("{tierDat}", animal);
      return {
        sentences: [answer],
        question: pickQuestion(
          [`Was beobachtest du bei ${name} sonst noch?`, `Seit wann ist dir das bei ${name} aufgefallen?`],
          lastReply,
          variation,
        ),
        suggestions: [],
      };
    }
    // The answer first, then what grounds it, then at most one suggestion.
    return {
      sentences: [answer, unsaid(fill(copy.note)), ...grounding.slice(0, 1), ...sentences.slice(0, 1)],
      question: pickQuestion(questions, lastReply, variation),
      suggestions: links.slice(0, 1),
    };
  }
  return {
    sentences: [
      ...opening(input, copy),
      referBack(input),
      unsaid(fill(copy.note)),
      ...grounding,
      unsaid(fill(copy.tip)),
      ...sentences,
    ],
    question: pickQuestion(questions, lastReply, variation),
    suggestions: links,
  };
}
