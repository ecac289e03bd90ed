import "server-only";

import type { PlanId } from "@/config/plans";
import type { CoachReply, CoachSuggestion } from "@/lib/coach";
import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";
import type { ChatMessageKind, ChatRole } from "@/prisma/generated/client/enums";
import { planLimits } from "@/server/billing/plan";
import { type ChatMessageView, messageSelect, toMessageView } from "@/server/chat/message-view";
import { allowance, type ReplyAllowance } from "@/server/chat/usage";
import { sealFor } from "@/server/crypto/seal-values";
import { prisma } from "@/server/db";

export interface Exchange {
  userId: string;
  plan: PlanId;
  chatId: string;
  content: string;
  reply: CoachReply;
  /** When the message is stored; its reply follows a millisecond later. */
  at: Date;
  /** The Vienna calendar day the Free limit counts the reply on. */
  day: string;
  /** The reply text will be streamed by the model and stored afterwards. */
  deferReply: boolean;
  /** The support assistant's reply: never counted against the Free limit, never refused by it. */
  uncounted?: boolean;
}

export interface StoredExchange {
  userMessage: ChatMessageView;
  /** Null when the reply is deferred to the model. */
  reply: ChatMessageView | null;
  allowance: ReplyAllowance | null;
}

interface StoredRow {
  id: string;
  role: ChatRole;
  kind: ChatMessageKind;
  content: string;
  created_at: Date;
  /** Today's count after this reply was claimed; null when it was not counted or refused. */
  claimed: number | null;
  /** Today's count before this message. */
  used: number | null;
}

/**
 * Stores the message and its answer in one statement, so it is atomic without a transaction and
 * costs one round trip. The answer is the safety net's card (never counted, never limited), the
 * coach (one of today's Free replies, claimed in the same statement: two parallel messages cannot
 * both take the last one, the second waits for the first's row lock and then sees the raised
 * count), or the upgrade prompt once the Free replies are used up.
 */
export async function storeExchange(exchange: Exchange): Promise<StoredExchange> {
  const { userId, chatId, reply, at, day } = exchange;
  const limit = planLimits(exchange.plan).coachRepliesPerDay;
  const counted = reply.kind === "text" && limit !== null && !exchange.uncounted;
  const crisis = reply.kind === "crisis";
  // Raw SQL bypasses the encryption extension on the way in: the texts are sealed here.
  const [content, replyContent, upgrade] = await Promise.all([
    sealFor(userId, exchange.content),
    sealFor(userId, reply.content),
    sealFor(userId, formatMessage(chatMessages.upgrade.prompt, { limit: limit ?? 0 })),
  ]);
  const rows = await prisma().$queryRaw<StoredRow[]>`
    WITH claim AS (
      INSERT INTO coach_usage (user_id, day, replies)
      SELECT ${userId}::uuid, ${day}::date, 1 WHERE ${counted}::boolean
      ON CONFLICT (user_id, day) DO UPDATE SET replies = coach_usage.replies + 1
        WHERE coach_usage.replies < ${limit ?? 0}::int
      RETURNING replies
    ),
    answer AS (
      SELECT CASE WHEN ${counted}::boolean AND NOT EXISTS (SELECT 1 FROM claim)
                  THEN 'upgrade_prompt'::chat_message_kind
                  ELSE ${reply.kind}::chat_message_kind END AS kind
    ),
    stored AS (
      INSERT INTO chat_messages (chat_id, role, kind, content, excluded_from_memory, created_at)
      SELECT ${chatId}::uuid, 'user'::chat_role, ${crisis ? "crisis" : "text"}::chat_message_kind,
             ${content}, ${crisis}::boolean, ${at}::timestamptz
      UNION ALL
      SELECT ${chatId}::uuid, 'assistant'::chat_role, answer.kind,
             CASE WHEN answer.kind = 'upgrade_prompt' THEN ${upgrade} ELSE ${replyContent} END,
             ${crisis}::boolean, ${new Date(at.getTime() + 1)}::timestamptz
        FROM answer WHERE NOT (${exchange.deferReply}::boolean AND answer.kind = 'text')
      RETURNING id, role, kind, content, created_at
    ),
    touched AS (
      UPDATE chats SET last_activity_at = ${at}::timestamptz WHERE id = ${chatId}::uuid RETURNING id
    )
    SELECT stored.*,
           (SELECT replies FROM claim) AS claimed,
           (SELECT replies FROM coach_usage WHERE user_id = ${userId}::uuid AND day = ${day}::date) AS used
      FROM stored`;

  const view = (row: StoredRow, suggestions?: CoachSuggestion[]) =>
    toMessageView({ ...row, createdAt: row.created_at }, suggestions);
  const userRow = rows.find((row) => row.role === "user");
  const replyRow = rows.find((row) => row.role === "assistant");
  if (!userRow) throw new Error("the message was not stored");
  const first = rows[0];
  const used = replyRow?.kind === "upgrade_prompt" ? (limit ?? 0) : (first?.claimed ?? first?.used ?? 0);
  return {
    userMessage: view(userRow),
    reply: replyRow ? view(replyRow, replyRow.kind === "text" ? reply.suggestions : undefined) : null,
    allowance: allowance(exchange.plan, used),
  };
}

/** Stores a reply the model streamed once it is complete. */
export async function storeDeferredReply(
  chatId: string,
  content: string,
  after: Date,
  suggestions: CoachSuggestion[],
): Promise<ChatMessageView> {
  const at = new Date(Math.max(Date.now(), after.getTime() + 1));
  const [row] = await prisma().$transaction([
    prisma().chatMessage.create({
      data: { chatId, role: "assistant", kind: "text", content, createdAt: at },
      select: messageSelect,
    }),
    prisma().chat.update({ where: { id: chatId }, data: { lastActivityAt: at } }),
  ]);
  return toMessageView(row, suggestions);
}
