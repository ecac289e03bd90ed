import { normalizeText } from "@/lib/analysis/normalize-text";
import { findJournalType } from "@/content/journal";
import { fillAnimal, type AnimalRef } from "@/lib/coach/animal-ref";
import { ANIMAL_INTENTS, detectIntents } from "@/lib/coach/intents";
import { TOPICS, type TopicId } from "@/lib/coach/topics";
import type { CoachContext, CoachProfile } from "@/lib/coach/types";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** "einen … Zustand" */
export const STATE_ADJECTIVE: Record<EnergyState, string> = {
  harmonisch: "harmonischen",
  überreizt: "eher überreizten",
  blockiert: "eher blockierten",
  gestärkt: "gestärkten",
  müde: "eher müden",
  unruhig: "eher unruhigen",
};

export const STRAINED_STATES: ReadonlySet<EnergyState> = new Set([
  "überreizt",
  "blockiert",
  "müde",
  "unruhig",
]);
const GOOD_NEWS: ReadonlySet<TopicId> = new Set(["gratitude", "progress"]);
const STRESS_TOPICS: ReadonlySet<TopicId> = new Set([
  "stress",
  "exhaustion",
  "sleep",
  "tension",
  "anxiety",
  "work",
]);
const TITLE_STOP_WORDS = new Set([
  "innere",
  "innerer",
  "inneres",
  "eigene",
  "eigener",
  "starke",
  "starker",
  "gefuehl",
  "muster",
  "thema",
]);
const MAX_SENTENCES = 2;

function stems(text: string): string[] {
  return normalizeText(text)
    .text.split(" ")
    .filter((word) => word.length >= 5 && !TITLE_STOP_WORDS.has(word))
    .map((word) => word.slice(0, 5));
}

/** A pattern from the analysis that shares words or the topic with the message. */
export function relevantPattern(context: CoachContext, topic: TopicId | undefined): string | undefined {
  const { profile, message } = context;
  const options = { subject: profile.profileType, animalName: profile.name };
  const words = normalizeText(message).text.split(" ");
  return profile.patternTitles?.find(
    (title) =>
      stems(title).some((stem) => words.some((word) => word.startsWith(stem))) ||
      detectIntents(title, options).some((intent) => intent.id === topic),
  );
}

function patternOrState(context: CoachContext, topic: TopicId): string | null {
  const { profile } = context;
  const pattern = relevantPattern(context, topic);
  if (pattern) {
    const where =
      profile.profileType === "animal" ? `In der Analyse von ${profile.name}` : "In deiner Analyse";
    return `${where} ist das Muster „${pattern}“ aufgetaucht, vielleicht hängt das zusammen.`;
  }
  const state = profile.overallState;
  if (!state || GOOD_NEWS.has(topic)) return null;
  const adjective = STATE_ADJECTIVE[state];
  const analysis =
    profile.profileType === "animal" ? `Die letzte Analyse von ${profile.name}` : "Deine letzte Analyse";
  if (STRAINED_STATES.has(state)) {
    return `${analysis} hat einen ${adjective} Zustand gezeigt, das spielt hier vielleicht mit hinein.`;
  }
  const strength =
    profile.profileType === "animal" ? "darauf könnt ihr aufbauen" : "diese Kraft ist auch jetzt in dir";
  return `${analysis} hat einen ${adjective} Grundzustand gezeigt, ${strength}.`;
}

function journalLink(context: CoachContext, topic: TopicId, animal: AnimalRef): string | null {
  const options = { subject: context.profile.profileType, animalName: context.profile.name };
  const entry = context.recentJournal.find((candidate) =>
    detectIntents(candidate.content, options).some((intent) => intent.id === topic),
  );
  if (!entry) return null;
  const title = findJournalType(entry.type)?.title ?? entry.type;
  const about = fillAnimal(TOPICS[topic].about, animal);
  return `In einem Journaleintrag unter „${title}“ hast du auch über ${about} geschrieben, vielleicht zieht sich das gerade wie ein roter Faden durch.`;
}

function stressLevel(profile: CoachProfile, topic: TopicId): string | null {
  const level = profile.stressLevel;
  if (profile.profileType !== "human" || level == null || level < 7 || !STRESS_TOPICS.has(topic)) return null;
  return `Du hast dein Stresslevel mit ${level} von 10 angegeben, das ist eine ganze Menge.`;
}

function careForOwner(profile: CoachProfile, topic: TopicId): string | null {
  if (profile.profileType !== "animal" || ANIMAL_INTENTS.has(topic)) return null;
  return `Tiere spüren oft, wie es uns geht, also tust du auch ${profile.name} etwas Gutes, wenn du gut für dich sorgst.`;
}

/**
 * Ties the reply to what the coach knows: analysis, journal, stress level, the animal. What the
 * previous reply already said is not said again.
 */
export function groundingSentences(context: CoachContext, topic: TopicId, animal: AnimalRef): string[] {
  const lastReply =
    [...context.history].reverse().find((message) => message.role === "assistant")?.content ?? "";
  return [
    patternOrState(context, topic),
    journalLink(context, topic, animal),
    stressLevel(context.profile, topic),
    careForOwner(context.profile, topic),
  ]
    .filter((sentence): sentence is string => sentence !== null && !lastReply.includes(sentence))
    .slice(0, MAX_SENTENCES);
}
