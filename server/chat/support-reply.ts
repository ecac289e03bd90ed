import "server-only";

import type { CoachContext, CoachReply } from "@/lib/coach";
import { supportAnswer } from "@/lib/support/answer";
import { chatMessages } from "@/messages/chat";

/** The chat 'Mit KI-Support chatten' opens: answered by the support assistant, not the coach. */
export const isSupportChat = (chat: { title: string }): boolean => chat.title === chatMessages.titles.support;

/**
 * The support chat's reply (issue 23). The safety net has already read the message: a crisis or a
 * red flag keeps its card. Everything else is answered from the help articles, never with an
 * exercise, and is never counted against the coach's Free limit.
 */
export function supportReply(safetyFirst: CoachReply, context: CoachContext): CoachReply {
  if (safetyFirst.kind !== "text") return safetyFirst;
  const earlier = context.history
    .filter((message) => message.role === "user")
    .map((message) => message.content);
  const answer = supportAnswer(context.message, earlier);
  return {
    kind: "text",
    content: answer.content,
    intents: ["support", ...answer.articleIds.map((id) => `support:${id}`)],
    suggestions: answer.links.map((link) => ({ label: link.label, href: link.href })),
  };
}
