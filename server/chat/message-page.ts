import "server-only";

import { ActionFailure } from "@/lib/errors";
import { chatMessages } from "@/messages/chat";
import { actionMessages } from "@/messages/common";
import { prisma } from "@/server/db";
import { type ChatMessageView, messageSelect, toMessageView } from "@/server/chat/message-view";
import { findOwnedChat } from "@/server/chat/owned-chat";

export interface MessagePage {
  /** Oldest first. */
  messages: ChatMessageView[];
  /** Whether older messages exist before the first one. */
  hasMore: boolean;
}

export interface PageQuery {
  limit: number;
  /** The id of the oldest message already shown; the page ends just before it. */
  before?: string;
}

/** A page of one of the user's chats, newest page first; another user's chat is not found. */
export async function loadMessagePage(
  userId: string,
  chatId: string,
  query: PageQuery,
): Promise<MessagePage> {
  const chat = await findOwnedChat(prisma(), userId, chatId);
  const cursor = query.before
    ? await prisma().chatMessage.findFirst({
        where: { id: query.before, chatId: chat.id },
        select: { id: true, createdAt: true },
      })
    : null;
  // A message of another chat, or one deleted since, is not a place to continue from.
  if (query.before && !cursor) {
    throw new ActionFailure("not_found", chatMessages.errors.notFoundTitle, actionMessages.notFound);
  }
  const rows = await prisma().chatMessage.findMany({
    where: {
      chatId: chat.id,
      ...(cursor && {
        OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
      }),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: messageSelect,
  });
  const page = rows.slice(0, query.limit).reverse();
  return { messages: page.map((row) => toMessageView(row)), hasMore: rows.length > query.limit };
}
