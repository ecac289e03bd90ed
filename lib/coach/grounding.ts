import { normalizeText } from "@/lib/analysis/normalize-text";
import { ANIMAL_INTENTS, detectIntents } from "@/lib/coach/intents";
import type { TopicId } from "@/lib/coach/topics";
import type { CoachContext, CoachMemoryFact, CoachProfile } from "@/lib/coach/types";
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

/** How the coach says where it knows a fact from; the fact itself follows after the colon. */
function memoryLead(fact: CoachMemoryFact, profile: CoachProfile): string {
  switch (fact.source) {
    case "chat":
      return "Ich habe mir gemerkt:";
    case "journal":
      return "Aus deinem Tagebuch weiß ich:";
    case "profile":
      return profile.profileType === "animal"
        ? `Aus dem Profil von ${profile.name} weiß ich:`
        : "Aus deinem Profil weiß ich:";
    case "analysis":
      return "Aus der Analyse weiß ich:";
  }
}

/** Topics of remembered facts: the same facts come with every reply, so each is read once. */
const factTopics = new Map<string, readonly string[]>();
const FACT_TOPICS_CACHE = 5_000;

function topicsOf(fact: CoachMemoryFact, profile: CoachProfile): readonly string[] {
  const key = `${profile.profileType}|${profile.name}|${fact.content}`;
  const known = factTopics.get(key);
  if (known) return known;
  const options = { subject: profile.profileType, animalName: profile.name };
  const topics = detectIntents(fact.content, options).map((intent) => intent.id);
  if (factTopics.size >= FACT_TOPICS_CACHE) factTopics.clear();
  factTopics.set(key, topics);
  return topics;
}

/** A fact the user edited may lack its full stop. */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * A remembered fact on the same topic ('Ich habe mir gemerkt: Du schläfst seit der Trennung
 * schlecht.'), once per conversation. Facts the analysis and the stress level already stand for
 * are said by the sentences above, not here.
 */
function memoryLink(context: CoachContext, topic: TopicId): string | null {
  const said = context.history
    .filter((message) => message.role === "assistant")
    .map((message) => message.content);
  for (const fact of context.memory) {
    if (fact.derivedFrom?.startsWith("analysis:") || fact.derivedFrom?.startsWith("profile:stress:"))
      continue;
    const sentence = `${memoryLead(fact, context.profile)} ${asSentence(fact.content)}`;
    if (said.some((reply) => reply.includes(sentence))) continue;
    if (topicsOf(fact, context.profile).includes(topic)) return sentence;
  }
  return null;
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
 * Ties the reply to what the coach knows: analysis, memory, stress level, the animal. What the
 * previous reply already said is not said again.
 */
export function groundingSentences(context: CoachContext, topic: TopicId): string[] {
  const lastReply =
    [...context.history].reverse().find((message) => message.role === "assistant")?.content ?? "";
  return [
    patternOrState(context, topic),
    memoryLink(context, topic),
    stressLevel(context.profile, topic),
    careForOwner(context.profile, topic),
  ]
    .filter((sentence): sentence is string => sentence !== null && !lastReply.includes(sentence))
    .slice(0, MAX_SENTENCES);
}
