"use client";

import { chatMessages } from "@/messages/chat";

/** Three pulsing dots while the coach prepares its reply. */
export function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 self-start rounded-2xl bg-muted px-4 py-3">
      <span className="sr-only">{chatMessages.conversation.typing}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
