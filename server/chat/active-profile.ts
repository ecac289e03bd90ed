import "server-only";

import { ActionFailure } from "@/lib/errors";
import { chatMessages } from "@/messages/chat";
import { prisma } from "@/server/db";

/** The id of the user's active profile, or null; chats and journal entries belong to it. */
export async function activeProfileId(userId: string): Promise<string | null> {
  const profile = await prisma().profile.findFirst({
    where: { userId, isActive: true },
    select: { id: true },
  });
  return profile?.id ?? null;
}

export async function requireActiveProfileId(userId: string): Promise<string> {
  const id = await activeProfileId(userId);
  if (!id) {
    throw new ActionFailure("not_found", chatMessages.errors.noProfileTitle, chatMessages.errors.noProfile);
  }
  return id;
}
