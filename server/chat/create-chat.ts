import "server-only";

import { ActionFailure } from "@/lib/errors";
import { greeting } from "@/lib/coach";
import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";
import type { Prisma } from "@/prisma/generated/client/client";
import { userDataKey } from "@/server/crypto/data-keys";
import { prisma } from "@/server/db";

type Tx = Prisma.TransactionClient;

export const TX_OPTIONS = { maxWait: 5_000, timeout: 10_000 } as const;

/**
 * Serialises changes to one profile's chat list (first chat, new chat, delete), so two tabs
 * cannot both create the first chat or both delete one of the last two. Also checks ownership.
 */
export async function lockProfileChats(tx: Tx, userId: string, profileId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM profiles WHERE id = ${profileId}::uuid AND user_id = ${userId}::uuid FOR NO KEY UPDATE`;
  if (rows.length === 0) {
    throw new ActionFailure("not_found", chatMessages.errors.noProfileTitle, chatMessages.errors.noProfile);
  }
}

interface NewChat {
  title: string;
  at: Date;
  /** The first chat opens with the coach's greeting. */
  greet?: boolean;
}

export async function insertChat(tx: Tx, userId: string, profileId: string, chat: NewChat): Promise<string> {
  const profile = chat.greet
    ? await tx.profile.findUniqueOrThrow({
        where: { id: profileId },
        select: { name: true, profileType: true },
      })
    : null;
  // One nested write, so the greeting is sealed with the chat's owner's key.
  const { id } = await tx.chat.create({
    data: {
      userId,
      profileId,
      title: chat.title,
      createdAt: chat.at,
      lastActivityAt: chat.at,
      ...(profile && {
        messages: {
          create: {
            role: "assistant" as const,
            content: greeting(profile.name, profile.profileType),
            createdAt: chat.at,
          },
        },
      }),
    },
    select: { id: true },
  });
  return id;
}

/** 'Chat N' with N = the profile's chats + 1, skipping a number a renamed or kept chat still uses. */
export async function nextChatTitle(tx: Tx, userId: string, profileId: string): Promise<string> {
  const chats = await tx.chat.findMany({ where: { userId, profileId }, select: { title: true } });
  const taken = new Set(chats.map((chat) => chat.title));
  let n = chats.length + 1;
  while (taken.has(formatMessage(chatMessages.titles.numbered, { n }))) n += 1;
  return formatMessage(chatMessages.titles.numbered, { n });
}

/** 'Neuer Chat': an empty chat at the top of the list. */
export async function createNumberedChat(userId: string, profileId: string): Promise<string> {
  await userDataKey(userId);
  return prisma().$transaction(async (tx) => {
    await lockProfileChats(tx, userId, profileId);
    const title = await nextChatTitle(tx, userId, profileId);
    return insertChat(tx, userId, profileId, { title, at: new Date() });
  }, TX_OPTIONS);
}
