import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { requireProfileState } from "@/app/app/_lib/app-user";
import { ChatModule } from "@/components/chat/chat-module";
import { dashboardMessages } from "@/messages/dashboard";
import { loadChatState } from "@/server/chat/chat-state";
import { chatIdSchema } from "@/server/chat/schemas";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.chat };

/**
 * /app/coach/<id>: one chat of the active profile. A malformed id, another user's chat or one of
 * another profile is 'not found' alike, so the answer reveals nothing.
 */
export default async function OneChatPage({ params }: { params: Promise<{ chatId: string }> }) {
  const { chatId } = await params;
  if (!chatIdSchema.safeParse(chatId).success) notFound();
  const { user, profile } = await requireProfileState();
  const state = await loadChatState(user.id, profile.id, { open: chatId });
  if (state.activeChatId !== chatId) notFound();
  return <ChatModule key={chatId} initial={state} />;
}
