import { animalRef, type AnimalRef } from "@/lib/coach/animal-ref";
import { crisisReplyText } from "@/lib/coach/crisis-reply";
import { finishDraft, type ReplyDraft } from "@/lib/coach/draft";
import { detectFollowUp } from "@/lib/coach/follow-up";
import {
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
  thanksReply,
  type MetaInput,
} from "@/lib/coach/meta-replies";
import { redFlagReplyText } from "@/lib/coach/red-flag-reply";
import { replySeed, variation } from "@/lib/coach/seed";
import { previousSuggestions } from "@/lib/coach/suggestions";
import { topicReply } from "@/lib/coach/topic-reply";
import { isTopic } from "@/lib/coach/topics";
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
  const base = { context, previous: previousSuggestions(history), lastReply, variation: variation(seed) };

  const followUp = detectFollowUp(context.message, history, options);
  const detected = topicIntent(intents);
  const topic = detected && isTopic(detected.id) ? detected.id : (followUp?.previousTopic ?? undefined);
  // Feedback on a suggestion ("hat nicht geholfen") stays with the topic, even if it names an exercise.
  const feedback = followUp?.kind === "helped" || followUp?.kind === "did_not_help";
  if (topic && feedback) return topicReply({ ...base, topic, detected, followUp, animal });
  // A question about the analysis or a request is answered as such, unless a topic outweighs it.
  const meta = intents.find(
    (intent) => META_REPLIES[intent.id] && (!detected || intent.score > detected.score),
  );
  const metaReply = meta ? META_REPLIES[meta.id] : undefined;
  if (metaReply) return metaReply(base);
  if (topic) return topicReply({ ...base, topic, detected, followUp, animal });
  return openReply(base);
}

const MAX_ATTEMPTS = 5;

/**
 * The coach's answer. The order is fixed: a crisis ends coaching, a medical or veterinary red flag
 * comes before anything else, and only then does the coach listen, ground and suggest.
 */
export function composeReply(context: CoachContext): CoachReply {
  const crisis = assessCrisis(context.message, context.earlierUserMessages ?? []);
  // A crisis carried on from an earlier message yields to a new emergency in this one
  // ("Ich habe plötzlich starke Brustschmerzen"): its answer names the emergency number too.
  const carriedOn = crisis.rules[0] === "continuation";
  // A baby or small child who swallowed tablets is a parent's emergency, not the child's crisis:
  // the emergency number and the poison centre come first.
  const urgentFirst = (flags: readonly RedFlagMatch[]) =>
    flags.length > 0 && (carriedOn || flags.some((flag) => flag.youngChild));
  if (crisis.crisis && crisis.kind && !urgentFirst(redFlagsIn(context))) {
    return crisisReply(crisis.kind, context);
  }

  const intents = detectIntents(context.message, {
    subject: context.profile.profileType,
    animalName: context.profile.name,
  });
  const intentIds = intents.map((intent) => intent.id);
  const animal = animalRef(context.profile, context.message);

  const redFlags = redFlagsIn(context);
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
  let draft = draftFor(context, intents, seed, animal);
  let content = finishDraft(draft, context.profile);
  // Never echo the previous reply word for word: vary until it differs.
  for (let attempt = 1; content === lastReply && attempt < MAX_ATTEMPTS; attempt += 1) {
    draft = draftFor(context, intents, seed + attempt, animal);
    content = finishDraft(draft, context.profile);
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
