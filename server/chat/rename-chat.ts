import "server-only";

import { prisma } from "@/server/db";
import { chatNotFound } from "@/server/chat/owned-chat";

/** Renames one of the user's chats; the title is stored as typed (already trimmed and checked). */
export async function renameChat(userId: string, chatId: string, title: string): Promise<{ title: string }> {
  const { count } = await prisma().chat.updateMany({ where: { id: chatId, userId }, data: { title } });
  if (count === 0) throw chatNotFound();
  return { title };
}
