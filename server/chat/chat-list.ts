import "server-only";

import { prisma } from "@/server/db";
import { previewOf } from "@/server/chat/preview";

export interface ChatSummary {
  id: string;
  title: string;
  /** The first 50 characters of the last message; empty for a new chat. */
  preview: string;
  lastActivityAt: string;
  createdAt: string;
}

/** The profile's chats, newest first, so a new chat appears at the top. */
export async function listChats(userId: string, profileId: string): Promise<ChatSummary[]> {
  const chats = await prisma().chat.findMany({
    where: { userId, profileId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      title: true,
      lastActivityAt: true,
      createdAt: true,
      messages: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: { content: true },
      },
    },
  });
  return chats.map((chat) => ({
    id: chat.id,
    title: chat.title,
    preview: previewOf(chat.messages[0]?.content),
    lastActivityAt: chat.lastActivityAt.toISOString(),
    createdAt: chat.createdAt.toISOString(),
  }));
}

/** The chat the user was last active in: it opens first, and the journal sends there. */
export function mostRecentChat(chats: readonly ChatSummary[]): ChatSummary | undefined {
  return chats.reduce<ChatSummary | undefined>(
    (latest, chat) => (!latest || chat.lastActivityAt > latest.lastActivityAt ? chat : latest),
    undefined,
  );
}
