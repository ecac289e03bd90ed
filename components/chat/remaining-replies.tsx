"use client";

import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";
import type { ReplyAllowance } from "@/server/chat/usage";

/** Free shows today's remaining coach replies; Pro (null) shows nothing. */
export function RemainingReplies({ allowance }: { allowance: ReplyAllowance | null }) {
  if (!allowance) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="antworten-heute" aria-live="polite">
      {allowance.remaining > 0
        ? formatMessage(chatMessages.remaining.some, { ...allowance })
        : chatMessages.remaining.none}
    </p>
  );
}
