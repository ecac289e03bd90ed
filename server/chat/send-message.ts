import "server-only";

import {
  type CoachContext,
  type CoachReply,
  type CoachSuggestion,
  composeReply,
  crisisReply,
} from "@/lib/coach";
import { modelSeesCrisis } from "@/server/chat/crisis-opinion";
import { extractFacts } from "@/lib/memory/extract-facts";
import type { MemorySubject } from "@/lib/memory/types";
import { assessCrisis } from "@/lib/safety/crisis";
import { loadGrounding } from "@/server/chat/grounding";
import type { ChatMessageView } from "@/server/chat/message-view";
import { modelPrompt } from "@/server/chat/model-prompt";
import { type ModelOptions, modelConfig, type ReplyEvent, streamModelReply } from "@/server/chat/model-reply";
import { storeDeferredReply, storeExchange } from "@/server/chat/store-exchange";
import { isSupportChat, supportReply } from "@/server/chat/support-reply";
import { coachDay, type ReplyAllowance } from "@/server/chat/usage";
import { rememberFacts } from "@/server/memory/remember";
import { assertUsableProfile } from "@/server/profiles/shown-profile";

export interface SendOptions extends ModelOptions {
  /** The moment the Free limit's day is read from (default: now); tests pin it. */
  now?: Date;
}

interface Sent {
  userMessage: ChatMessageView;
  allowance: ReplyAllowance | null;
}

/** A finished answer: the coach, a safety card or the upgrade prompt. */
export type CompleteSend = Sent & { kind: "reply"; reply: ChatMessageView };

/** The model is writing: `events` streams it and returns the stored message at the end. */
export type StreamingSend = Sent & {
  kind: "stream";
  suggestions: CoachSuggestion[];
  events: AsyncGenerator<ReplyEvent, ChatMessageView>;
};

export type SendOutcome = CompleteSend | StreamingSend;

/**
 * A message the crisis net's rules found borderline goes to the model for a second opinion, when
 * one is configured; its "yes" turns the reply into the crisis card. It can never turn a card
 * back into coaching.
 */
async function withSecondOpinion(
  reply: CoachReply,
  context: CoachContext,
  options: SendOptions,
): Promise<CoachReply> {
  const config = reply.kind === "text" && reply.borderline ? modelConfig(options) : null;
  if (!config) return reply;
  const crisis = await modelSeesCrisis(context.message, context.earlierUserMessages ?? [], config);
  return crisis ? crisisReply("suicide", context) : reply;
}

/**
 * What lasts in the user's message goes into the profile's memory, after the exchange is stored:
 * never from the support chat, never a message the crisis net flags or finds borderline with the
 * chat's context (extractFacts checks), nor one the model's second opinion turned into the card,
 * nor an emergency.
 */
async function remember(
  userId: string,
  profileId: string,
  subject: MemorySubject,
  message: { id: string; content: string },
  context: CoachContext,
  reply: CoachReply,
): Promise<void> {
  // An emergency ('Notruf') is about now, not something to remember.
  if (reply.kind === "crisis" || reply.redFlags?.some((flag) => flag.level === "notruf")) return;
  const facts = extractFacts(message.content, subject, {
    earlier: context.earlierUserMessages,
    crisis: context.crisis,
  });
  await rememberFacts(userId, profileId, { source: "chat", chatMessageId: message.id }, facts);
}

/**
 * Sends a user's message into one of their chats and answers it. The safety net comes first and
 * cannot be skipped: composeReply recognises crisis language and red flags before any coaching,
 * and those answers never go to a language model. Another user's chat is refused before anything
 * is written.
 */
export async function sendMessage(
  userId: string,
  chatId: string,
  content: string,
  options: SendOptions = {},
): Promise<SendOutcome> {
  const at = new Date();
  const { chat, grounding, plan, subject, profileAccess } = await loadGrounding(userId, chatId, at);
  // A Free user's extra profiles are locked after a downgrade, their chats included.
  assertUsableProfile(chat.profileId, { ...profileAccess, plan });
  // The crisis net reads the message once, for the reply and for the memory.
  const crisis = assessCrisis(content, grounding.earlierUserMessages ?? []);
  const context = { ...grounding, message: content, crisis };
  const support = isSupportChat(chat);
  const safe = await withSecondOpinion(composeReply(context), context, options);
  // The support chat: the safety net's cards stay, everything else is a help article, never
  // coaching, never counted, never rewritten by a model (issue 23).
  const reply = support ? supportReply(safe, context) : safe;
  const model = reply.kind === "text" && !support ? modelConfig(options) : null;

  const stored = await storeExchange({
    userId,
    plan,
    chatId: chat.id,
    content,
    reply,
    at,
    day: coachDay(options.now ?? at),
    deferReply: model !== null,
    uncounted: support,
  });
  if (!support) {
    await remember(userId, chat.profileId, subject, { id: stored.userMessage.id, content }, context, reply);
  }
  const sent = { userMessage: stored.userMessage, allowance: stored.allowance };
  if (stored.reply) return { ...sent, kind: "reply", reply: stored.reply };
  if (!model) throw new Error("a reply was deferred without a model");
  const config = model;

  async function* events(): AsyncGenerator<ReplyEvent, ChatMessageView> {
    const text = yield* streamModelReply(
      modelPrompt(context, reply),
      reply.content,
      config,
      options.timeoutMs,
    );
    return storeDeferredReply(chat.id, text, at, reply.suggestions);
  }
  return { ...sent, kind: "stream", suggestions: reply.suggestions, events: events() };
}

/** Waits for a streamed reply, for callers that cannot stream (the journal's 'An Chat senden'). */
export async function settle(outcome: SendOutcome): Promise<CompleteSend> {
  if (outcome.kind === "reply") return outcome;
  let step = await outcome.events.next();
  while (!step.done) step = await outcome.events.next();
  return { kind: "reply", userMessage: outcome.userMessage, allowance: outcome.allowance, reply: step.value };
}
