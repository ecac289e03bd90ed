"use server";

import { z } from "@/lib/validations/zod";

import { authedAction } from "@/server/actions/safe-action";
import { profileRefSchema } from "@/lib/validations/profile-ref";
import { requireShownProfile } from "@/server/profiles/shown-profile";
import { listChats } from "@/server/chat/chat-list";
import { loadChatState } from "@/server/chat/chat-state";
import { createNumberedChat } from "@/server/chat/create-chat";
import { deleteChat as removeChat } from "@/server/chat/delete-chat";
import { renameChat as retitleChat } from "@/server/chat/rename-chat";
import { chatIdSchema, chatTitleSchema } from "@/server/chat/schemas";

// The chat list. Messages are sent and paged through /api/chats/[chatId]/messages, which can
// stream a language model's reply.

/**
 * The chat module's list again: the chats of the profile shown, the one to open and today's
 * allowance (the open chat's messages come through the messages route).
 */
export const loadChats = authedAction(
  "loadChats",
  z.strictObject({ profileId: z.uuid(), support: z.boolean().optional() }),
  ({ profileId, support }, user) => loadChatState(user.id, profileId, { support, messages: false }),
);

/** 'Neuer Chat': 'Chat N' at the top of the shown profile's list. */
export const createChat = authedAction("createChat", profileRefSchema, async ({ profileId }, user) => {
  await requireShownProfile(user.id, profileId);
  const id = await createNumberedChat(user.id, profileId);
  return { chats: await listChats(user.id, profileId), chatId: id };
});

export const renameChat = authedAction(
  "renameChat",
  z.strictObject({ chatId: chatIdSchema, title: chatTitleSchema }),
  ({ chatId, title }, user) => retitleChat(user.id, chatId, title),
);

/** Refused for the last chat with the spec's toast 'Letzter Chat'. */
export const deleteChat = authedAction(
  "deleteChat",
  z.strictObject({ chatId: chatIdSchema }),
  async ({ chatId }, user) => {
    await removeChat(user.id, chatId);
    return { chatId };
  },
);
