import "server-only";

import { ActionFailure } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { journalMessages } from "@/messages/journal";
import type { ChatMessageKind } from "@/prisma/generated/client/enums";
import { ensureChats } from "@/server/chat/chat-state";
import { formatCount } from "@/lib/format-count";
import { MAX_MESSAGE_LENGTH } from "@/server/chat/limits";
import { type SendOptions, sendMessage, settle } from "@/server/chat/send-message";
import type { ReplyAllowance } from "@/server/chat/usage";
import { prisma } from "@/server/db";
import { requireJournalOpen } from "@/server/journal-lock/access";
import { requireShownProfile } from "@/server/profiles/shown-profile";
import { entrySelect, type JournalEntryView, toEntryView } from "@/server/journal/entry-view";
import type { EntryInput } from "@/server/journal/schemas";

export interface SentEntry {
  entry: JournalEntryView;
  chat: { id: string; title: string };
  replyKind: ChatMessageKind;
  allowance: ReplyAllowance | null;
}

/** The chat the user was last active in; the first chat is created if there is none. */
async function activeChat(userId: string, profileId: string) {
  await ensureChats(userId, profileId, false);
  return prisma().chat.findFirstOrThrow({
    where: { userId, profileId },
    orderBy: [{ lastActivityAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, title: true },
  });
}

/**
 * 'An Chat senden': posts the entry into the active chat as the user's message, the coach answers
 * (with the safety net and the Free limit, like any message), and the entry is saved with the
 * chat it went to. The message goes first, so the coach does not read the entry back to the user
 * as an earlier journal entry.
 */
export async function sendEntryToChat(
  userId: string,
  input: EntryInput,
  options: SendOptions & { sessionKey?: string | null } = {},
): Promise<SentEntry> {
  if (input.content.length > MAX_MESSAGE_LENGTH) {
    const message = formatMessage(journalMessages.errors.tooLongForChat, {
      max: formatCount(MAX_MESSAGE_LENGTH),
    });
    throw new ActionFailure("validation", journalMessages.toasts.failedTitle, message);
  }
  const { profileId } = input;
  await requireShownProfile(userId, profileId);
  // A locked journal sends nothing to the chat until it is unlocked.
  const { sessionKey = null, ...sendOptions } = options;
  await requireJournalOpen(profileId, sessionKey);
  const chat = await activeChat(userId, profileId);
  const sent = await settle(await sendMessage(userId, chat.id, input.content, sendOptions));
  const row = await prisma().journalEntry.create({
    data: { userId, profileId, type: input.type, content: input.content, chatId: chat.id },
    select: entrySelect,
  });
  return { entry: toEntryView(row), chat, replyKind: sent.reply.kind, allowance: sent.allowance };
}
