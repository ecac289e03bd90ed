import "server-only";

import { z } from "@/lib/validations/zod";

import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";
import { formatCount } from "@/lib/format-count";
import { DEFAULT_PAGE_SIZE, MAX_MESSAGE_LENGTH, MAX_PAGE_SIZE, MAX_TITLE_LENGTH } from "@/server/chat/limits";

const t = chatMessages.errors;

export const chatIdSchema = z.uuid({ error: t.notFound });

/** Stored as typed (markup included): only blank and overlong names are refused. */
export const chatTitleSchema = z
  .string()
  .trim()
  .min(1, { error: t.titleRequired })
  .max(MAX_TITLE_LENGTH, { error: formatMessage(t.titleTooLong, { max: MAX_TITLE_LENGTH }) });

/** The text is kept exactly as typed; only its length is checked. */
export const messageContentSchema = z
  .string()
  .refine((value) => value.trim().length > 0, { error: t.messageRequired })
  .refine((value) => value.length <= MAX_MESSAGE_LENGTH, {
    error: formatMessage(t.messageTooLong, { max: formatCount(MAX_MESSAGE_LENGTH) }),
  });

export const sendMessageSchema = z.strictObject({ content: messageContentSchema });

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  before: z.uuid().optional(),
});
