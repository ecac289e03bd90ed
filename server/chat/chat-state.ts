import "server-only";

import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";
import type { Prisma } from "@/prisma/generated/client/client";
import { getPlan } from "@/server/billing/plan";
import { requireShownProfile } from "@/server/profiles/shown-profile";
import { type ChatSummary, listChats, mostRecentChat } from "@/server/chat/chat-list";
import { insertChat, lockProfileChats, TX_OPTIONS } from "@/server/chat/create-chat";
import { DEFAULT_PAGE_SIZE, MAX_MESSAGE_LENGTH } from "@/server/chat/limits";
import { loadMessagePage, type MessagePage } from "@/server/chat/message-page";
import { type ReplyAllowance, replyAllowance } from "@/server/chat/usage";
import { userDataKey } from "@/server/crypto/data-keys";
import { prisma } from "@/server/db";

export interface ChatState {
  chats: ChatSummary[];
  activeChatId: string;
  /** The open chat's newest messages, so that the screen shows them in its first paint. */
  firstPage: MessagePage | null;
  allowance: ReplyAllowance | null;
  maxMessageLength: number;
}

const SUPPORT = chatMessages.titles.support;

type ChatReader = Pick<Prisma.TransactionClient, "chat">;

/** The 'Support' chat: titles are encrypted, so the profile's few chats are compared here. */
async function findSupportChat(client: ChatReader, userId: string, profileId: string) {
  const chats = await client.chat.findMany({
    where: { userId, profileId },
    select: { id: true, title: true },
  });
  return chats.find((chat) => chat.title === SUPPORT) ?? null;
}

/**
 * The first visit creates the first chat with the coach's greeting; `support` (from the account
 * menu) also makes sure a chat called 'Support' exists. Returns the chat to open.
 */
export async function ensureChats(
  userId: string,
  profileId: string,
  support: boolean,
): Promise<string | null> {
  const [count, supportChat] = await Promise.all([
    prisma().chat.count({ where: { userId, profileId } }),
    support ? findSupportChat(prisma(), userId, profileId) : null,
  ]);
  if (supportChat) return supportChat.id;
  if (count > 0 && !support) return null;
  // The key that seals the chats, ready before the transaction holds the embedded database's connection.
  await userDataKey(userId);
  return prisma().$transaction(async (tx) => {
    await lockProfileChats(tx, userId, profileId);
    const at = new Date();
    if ((await tx.chat.count({ where: { userId, profileId } })) === 0) {
      const title = formatMessage(chatMessages.titles.numbered, { n: 1 });
      await insertChat(tx, userId, profileId, { title, at, greet: true });
    }
    if (!support) return null;
    const existing = await findSupportChat(tx, userId, profileId);
    if (existing) return existing.id;
    // Later than the first chat, so it sits above it in the list.
    return insertChat(tx, userId, profileId, { title: SUPPORT, at: new Date(at.getTime() + 1) });
  }, TX_OPTIONS);
}

/**
 * The chat screen's data: the profile's chats, the one to open (`open` when it is one of them,
 * else the Support chat for `support`, else the most recent), its newest messages (the screen's
 * first paint; `messages: false` for a refresh of the list), and the reply allowance.
 */
export async function loadChatState(
  userId: string,
  profileId: string,
  options: { support?: boolean; open?: string; messages?: boolean } = {},
): Promise<ChatState> {
  await requireShownProfile(userId, profileId);
  const opened = await ensureChats(userId, profileId, options.support ?? false);
  const [chats, plan] = await Promise.all([listChats(userId, profileId), getPlan(userId)]);
  const asked = chats.find((chat) => chat.id === options.open)?.id;
  const active = asked ?? opened ?? mostRecentChat(chats)?.id;
  if (!active) throw new Error("a profile without chats after ensureChats");
  const [firstPage, allowance] = await Promise.all([
    options.messages === false ? null : loadMessagePage(userId, active, { limit: DEFAULT_PAGE_SIZE }),
    replyAllowance(userId, plan, new Date()),
  ]);
  return { chats, activeChatId: active, firstPage, allowance, maxMessageLength: MAX_MESSAGE_LENGTH };
}
