import "server-only";

import { ActionFailure } from "@/lib/errors";
import { chatMessages } from "@/messages/chat";
import type { Prisma } from "@/prisma/generated/client/client";

type ChatReader = Pick<Prisma.TransactionClient, "chat">;

export interface OwnedChat {
  id: string;
  profileId: string;
  title: string;
}

export const chatNotFound = () =>
  new ActionFailure("not_found", chatMessages.errors.notFoundTitle, chatMessages.errors.notFound);

/** The chat if it belongs to `userId`; another user's chat is treated exactly like a missing one. */
export async function findOwnedChat(client: ChatReader, userId: string, chatId: string): Promise<OwnedChat> {
  const chat = await client.chat.findFirst({
    where: { id: chatId, userId },
    select: { id: true, profileId: true, title: true },
  });
  if (!chat) throw chatNotFound();
  return chat;
}
