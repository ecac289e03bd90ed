import { formatMessage } from "@/lib/format-message";
import { journalMessages } from "@/messages/journal";
import type { ChatMessageKind } from "@/prisma/generated/client/enums";

/**
 * The 'An Chat gesendet' toast's text: it promises the coach's answer only when there is one; at
 * the Free limit the chat holds the limit notice instead (issue 23).
 */
export function sentToastText(replyKind: ChatMessageKind, title: string): string {
  const t = journalMessages.toasts;
  return formatMessage(replyKind === "upgrade_prompt" ? t.sentAtLimit : t.sentText, { title });
}
