import { animalRef, type AnimalRef, fillAnimal, speciesIn } from "@/lib/coach/animal-ref";
import { crisisReplyText } from "@/lib/coach/crisis-reply";
import { finishDraft, type ReplyDraft } from "@/lib/coach/draft";
import { detectFollowUp } from "@/lib/coach/follow-up";
import {
  ANIMAL_INTENTS,
  detectIntents,
  mentionsAnimal,
  topicIntent,
  type DetectedIntent,
  type IntentId,
} from "@/lib/coach/intents";
import {
  analysisReply,
  exerciseRequestReply,
  greetingReply,
  journalRequestReply,
  openReply,
  refusalReply,
  thanksReply,
  type MetaInput,
} from "@/lib/coach/meta-replies";
import { householdSubject } from "@/lib/coach/household";
import { asksAboutSomethingElse, elsewhereReply } from "@/lib/coach/off-topic";
import { someoneElseReply } from "@/lib/coach/person-reply";
import { redFlagReplyText } from "@/lib/coach/red-flag-reply";
import { replySeed, variation } from "@/lib/coach/seed";
import { answerFirst, asksSomething, questionKind } from "@/lib/coach/answer-first";
import { conversationSuggestions, refusedCategories } from "@/lib/coach/suggestions";
import { topicReply } from "@/lib/coach/topic-reply";
import { withTextMemo } from "@/lib/language/text-memo";
import { isTopic, TOPICS, type TopicId } from "@/lib/coach/topics";
import type { CoachContext, CoachReply } from "@/lib/coach/types";
import { assessCrisis, type CrisisKind } from "@/lib/safety/crisis";
import { detectRedFlags, type RedFlagMatch } from "@/lib/safety/red-flags";

/** Person's own signs first; a person may also describe their pet's. */
function redFlagsIn(context: CoachContext): RedFlagMatch[] {
  const { profile, message } = context;
  if (profile.profileType === "animal") return detectRedFlags(message, "animal", profile.animalType);
  const own = detectRedFlags(message, "human");
  return own.length > 0 || !mentionsAnimal(message) ? own : detectRedFlags(message, "animal", null);
}

/** The user speaks of their own body: 'ich habe', 'mir ist', 'bei mir'. */
const PATIENT = /\b(?:ich habe|ich hab|habe ich|hab ich|ich bin|bin ich|mir ist|mir tut|tut mir|bei mir)\b/i;

/**
 * Read both ways when the message is about another profile, or when the user speaks of their own
 * body in an animal's chat ('Ich habe Druck auf der Brust'): the user's own body first when they
 * speak of it, else the profile the message is about ('Bello hat Fieber' goes to the vet); a need
 * for help now comes before a check today, from either reading.
 */
function redFlagsFor(asked: CoachContext, about: CoachContext | null): RedFlagMatch[] {
  const contexts = about ? [about, asked] : [asked];
  const own = PATIENT.test(asked.message);
  // Speaking of their own body, the user comes first: a person's profile, or the person reading.
  const ordered = own ? [...contexts].sort((a, b) => Number(isAnimal(a)) - Number(isAnimal(b))) : contexts;
  const readings = ordered.map(redFlagsIn);
  if (own && contexts.every(isAnimal)) readings.unshift(detectRedFlags(asked.message, "human"));
  return (
    readings.find((flags) => flags.some((flag) => flag.level === "notruf")) ??
    readings.find((flags) => flags.length > 0) ??
    []
  );
}

const isAnimal = (context: CoachContext) => context.profile.profileType === "animal";

/** Questions that refer to what was said before by what they ask. */
const REFERS_BACK: ReadonlySet<string> = new Set(["related", "first_step", "what_to_do"]);

const META_REPLIES: Partial<Record<IntentId, (input: MetaInput) => ReplyDraft>> = {
  exercise_request: exerciseRequestReply,
  journal_request: journalRequestReply,
  analysis_question: analysisReply,
  thanks: thanksReply,
  greeting: greetingReply,
};

function draftFor(
  context: CoachContext,
  intents: readonly DetectedIntent[],
  seed: number,
  animal: AnimalRef,
): ReplyDraft {
  const history = context.history;
  const options = { subject: context.profile.profileType, animalName: context.profile.name };
  const lastReply = [...history].reverse().find((message) => message.role === "assistant")?.content ?? "";
  const followUp = detectFollowUp(context.message, history, options);
  // The whole conversation: no exercise twice, no type the user turned down (issue 23).
  const previous = conversationSuggestions(
    history,
    context.message,
    followUp?.kind === "did_not_help",
    context.recentReplies,
  );
  const base = { context, previous, lastReply, variation: variation(seed) };

  // An animal profile keeps the animal as the topic: an animal intent outweighs a person's one
  // ('Bello ist der Chef in der Familie, er knurrt die Kinder an' is about Bello, issue 23).
  const detected =
    (context.profile.profileType === "animal"
      ? intents.find((intent) => ANIMAL_INTENTS.has(intent.id))
      : undefined) ?? topicIntent(intents);
  // 'Warum ist der Himmel blau?' in the middle of a conversation does not carry its topic on; a
  // step, a plan or 'Kann das mit dem Umzug zusammenhängen?' refers to it by what it asks.
  const names = [context.profile.name, ...(context.household ?? []).map((member) => member.name)];
  const elsewhere =
    !detected &&
    !intents.some((intent) => META_REPLIES[intent.id]) &&
    !REFERS_BACK.has(questionKind(context.message) ?? "none") &&
    asksSomething(context.message) &&
    asksAboutSomethingElse(context.message, names);
  if (elsewhere) return elsewhereReply(context.profile, followUp?.previousTopic ?? null, animal);
  const topic = detected && isTopic(detected.id) ? detected.id : (followUp?.previousTopic ?? undefined);
  // A direct question is answered first, before listening or suggesting (issue 23).
  const earlier = lastUserMessage(history);
  // A person's profile: a message about the pet, or one without a topic after it, is about the pet.
  const petTalk =
    context.profile.profileType === "human" &&
    (mentionsAnimal(context.message) || (!detected && mentionsAnimal(earlier)));
  const answer = answerWithEarlierTopic(context, topic, animal, earlier, options, petTalk);
  // Feedback on a suggestion ("hat nicht geholfen") stays with the topic, even if it names an exercise.
  const feedback = followUp?.kind === "helped" || followUp?.kind === "did_not_help";
  if (topic && feedback) return topicReply({ ...base, topic, detected, followUp, animal, answer, petTalk });
  // 'Bitte keine Atemübung' without a topic of its own: acknowledged, and another kind offered.
  if (!detected && refusedCategories(context.message).size > 0) return refusalReply(base);
  // A question about the analysis or a request is answered as such, unless a topic outweighs it.
  const meta = intents.find(
    (intent) => META_REPLIES[intent.id] && (!detected || intent.score > detected.score),
  );
  const metaReply = meta ? META_REPLIES[meta.id] : undefined;
  if (metaReply) return metaReply(base);
  // A question the coach cannot place is not read as a follow-up on the last topic.
  if (!detected && !answer && asksSomething(context.message)) return openReply({ ...base, answer });
  if (topic) return topicReply({ ...base, topic, detected, followUp, animal, answer, petTalk });
  return openReply({ ...base, answer });
}

/** The topic of the most recent earlier user message that had one, a few messages back. */
function earlierTopic(
  history: CoachContext["history"],
  options: { subject: "human" | "animal"; animalName: string },
): TopicId | undefined {
  const userMessages = history
    .filter((message) => message.role === "user")
    .slice(-4)
    .reverse();
  for (const message of userMessages) {
    const intent = topicIntent(detectIntents(message.content, options));
    if (intent && isTopic(intent.id)) return intent.id;
  }
  return undefined;
}

/**
 * The answer first; a step or a plan asked for without a topic of its own ('Was wäre ein guter
 * erster Schritt?') takes the topic the user named earlier and says so.
 */
function answerWithEarlierTopic(
  context: CoachContext,
  topic: TopicId | undefined,
  animal: AnimalRef,
  earlier: string,
  options: { subject: "human" | "animal"; animalName: string },
  petTalk: boolean,
): string | null {
  const kind = questionKind(context.message);
  if (!topic && (kind === "first_step" || kind === "what_to_do")) {
    const before = earlierTopic(context.history, options);
    if (before) {
      const answer = answerFirst(context.message, before, context.profile, animal, earlier, petTalk);
      const about = fillAnimal(TOPICS[before].about, animal);
      if (answer) return `${answer} Das passt zu dem, was du vorhin erwähnt hast: ${about}.`;
    }
  }
  return answerFirst(context.message, topic, context.profile, animal, earlier, petTalk);
}

/** What a message about another person is about: its own topic, else the one a little earlier. */
function personTopic(context: CoachContext, intents: readonly DetectedIntent[]): TopicId | undefined {
  const own = topicIntent(intents);
  if (own && isTopic(own.id) && !ANIMAL_INTENTS.has(own.id)) return own.id;
  const options = { subject: "human" as const, animalName: context.profile.name };
  return earlierTopic(context.history, options);
}

const lastUserMessage = (history: CoachContext["history"]): string =>
  [...history].reverse().find((message) => message.role === "user")?.content ?? "";

const MAX_ATTEMPTS = 5;

/**
 * The coach's answer. The order is fixed: a crisis ends coaching, a medical or veterinary red flag
 * comes before anything else, and only then does the coach listen, ground and suggest.
 */
export function composeReply(asked: CoachContext): CoachReply {
  // The conversation's messages are read by several steps: each text is read once per reply.
  return withTextMemo(() => compose(asked));
}

function compose(asked: CoachContext): CoachReply {
  const crisis = asked.crisis ?? assessCrisis(asked.message, asked.earlierUserMessages ?? []);
  // The household: a message about another profile of the account is answered from that profile,
  // without the active profile's memory (issue 23).
  const subject = householdSubject(asked);
  const context = subject
    ? {
        ...asked,
        profile: subject.profile,
        household: [
          asked.profile,
          ...(asked.household ?? []).filter((member) => member.name !== subject.profile.name),
        ],
        memory: [],
      }
    : asked;
  // A crisis carried on from an earlier message yields to a new emergency in this one
  // ("Ich habe plötzlich starke Brustschmerzen"): its answer names the emergency number too.
  const carriedOn = crisis.rules[0] === "continuation";
  // A baby or small child who swallowed tablets is a parent's emergency, not the child's crisis:
  // the emergency number and the poison centre come first.
  const urgentFirst = (flags: readonly RedFlagMatch[]) =>
    flags.length > 0 && (carriedOn || flags.some((flag) => flag.youngChild));
  const redFlags = redFlagsFor(asked, subject ? context : null);
  if (crisis.crisis && crisis.kind && !urgentFirst(redFlags)) {
    return crisisReply(crisis.kind, asked);
  }

  const intents = detectIntents(context.message, {
    subject: context.profile.profileType,
    animalName: context.profile.name,
  });
  const intentIds = intents.map((intent) => intent.id);
  // 'Was kann ich tun?' after 'Mein Hund …' still speaks of 'dein Hund'.
  const earlier = lastUserMessage(context.history);
  const animal = animalRef(context.profile, speciesIn(context.message) ? context.message : earlier);

  if (redFlags.length > 0) {
    return {
      kind: "red_flag",
      content: redFlagReplyText(redFlags, animal),
      intents: intentIds,
      suggestions: [],
      redFlags,
    };
  }

  const lastReply = [...context.history].reverse().find((message) => message.role === "assistant")?.content;
  const seed = replySeed(context.message, context.history.length);
  const draftWith = (attempt: number) => {
    const draft = subject?.someoneElse
      ? someoneElseReply(context, personTopic(context, intents), lastReply ?? "", variation(seed + attempt))
      : draftFor(context, intents, seed + attempt, animal);
    if (subject?.lockedNote) draft.sentences.push(subject.lockedNote);
    return draft;
  };
  let draft = draftWith(0);
  // Speaking of someone else, the reply still speaks to the user by their name, if it knows it.
  const addressed = subject?.someoneElse && !isAnimal(asked) ? asked.profile : context.profile;
  let content = finishDraft(draft, addressed);
  // Never echo the previous reply word for word: vary until it differs.
  for (let attempt = 1; content === lastReply && attempt < MAX_ATTEMPTS; attempt += 1) {
    draft = draftWith(attempt);
    content = finishDraft(draft, addressed);
  }
  return {
    kind: "text",
    content,
    intents: intentIds,
    suggestions: draft.suggestions,
    borderline: crisis.borderline,
  };
}

/** Coaching stops: the crisis card's words, with nothing to suggest. */
export function crisisReply(kind: CrisisKind, context: Pick<CoachContext, "profile">): CoachReply {
  return { kind: "crisis", content: crisisReplyText(kind, context.profile), intents: [], suggestions: [] };
}
