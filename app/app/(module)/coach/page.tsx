import type { Metadata } from "next";

import type { SearchParams } from "@/app/app/_components/app-flash";
import { requireProfileState } from "@/app/app/_lib/app-user";
import { ChatModule } from "@/components/chat/chat-module";
import { dashboardMessages } from "@/messages/dashboard";
import { loadChatState } from "@/server/chat/chat-state";

export const metadata: Metadata = { title: dashboardMessages.moduleTitles.chat };

/** /app/coach: the most recent chat; ?support=1 opens the chat called 'Support'. */
export default async function ChatPage({ searchParams }: { searchParams: SearchParams }) {
  const support = (await searchParams).support === "1";
  const { user, profile } = await requireProfileState();
  const state = await loadChatState(user.id, profile.id, { support });
  return <ChatModule key={support ? "support" : "chats"} initial={state} />;
}
