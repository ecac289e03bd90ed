"use client";

import { CrisisCard } from "@/components/chat/crisis-card";
import { RedFlagCard } from "@/components/chat/red-flag-card";
import { SuggestionLinks } from "@/components/chat/suggestion-links";
import { UpgradePrompt } from "@/components/chat/upgrade-prompt";
import { cn } from "@/lib/utils";
import { chatMessages } from "@/messages/chat";
import type { ChatMessageView } from "@/server/chat/message-view";

const t = chatMessages.conversation;

/**
 * One message. Text is rendered as text, never as markup, so whatever was typed (tags, scripts,
 * SQL) is shown exactly as written.
 */
export function MessageBubble({
  message,
}: {
  message: Pick<ChatMessageView, "role" | "kind" | "content" | "suggestions">;
}) {
  const mine = message.role === "user";
  if (!mine && message.kind === "crisis") return <CrisisCard content={message.content} />;
  if (!mine && message.kind === "red_flag") return <RedFlagCard content={message.content} />;
  if (!mine && message.kind === "upgrade_prompt") return <UpgradePrompt content={message.content} />;
  return (
    <div className={cn("flex max-w-[85%] flex-col", mine ? "self-end items-end" : "self-start items-start")}>
      <div
        data-role={message.role}
        className={cn(
          "rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? t.you : t.coach}: </span>
        {message.content}
      </div>
      {!mine && <SuggestionLinks suggestions={message.suggestions} />}
    </div>
  );
}
