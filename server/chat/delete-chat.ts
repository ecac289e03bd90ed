import "server-only";

import { ActionFailure } from "@/lib/errors";
import { chatMessages } from "@/messages/chat";
import { prisma } from "@/server/db";
import { lockProfileChats, TX_OPTIONS } from "@/server/chat/create-chat";
import { findOwnedChat } from "@/server/chat/owned-chat";

/** Deletes one of the user's chats with its messages; the profile's last chat stays (spec §5). */
export async function deleteChat(userId: string, chatId: string): Promise<void> {
  await prisma().$transaction(async (tx) => {
    const chat = await findOwnedChat(tx, userId, chatId);
    await lockProfileChats(tx, userId, chat.profileId);
    const remaining = await tx.chat.count({ where: { userId, profileId: chat.profileId } });
    if (remaining <= 1) {
      throw new ActionFailure(
        "conflict",
        chatMessages.toasts.lastChatTitle,
        chatMessages.toasts.lastChatText,
      );
    }
    await tx.chat.deleteMany({ where: { id: chat.id, userId } });
  }, TX_OPTIONS);
}
