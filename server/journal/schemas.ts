import "server-only";

import { z } from "@/lib/validations/zod";

import { findJournalType } from "@/content/journal";
import { JOURNAL_TYPES } from "@/lib/analysis";
import { formatMessage } from "@/lib/format-message";
import { journalMessages } from "@/messages/journal";
import { formatCount } from "@/lib/format-count";

/** Checked here, before encryption: the database only sees the ciphertext. */
export const MAX_ENTRY_LENGTH = 20_000;
export const ENTRY_PAGE_SIZE = 10;
const MAX_QUERY_LENGTH = 200;

const t = journalMessages.errors;

/** Only the prefilled prompt, or nothing, is not an entry yet. */
function hasOwnWords(value: string, type: string): boolean {
  const text = value.trim();
  const prompt = findJournalType(type)?.prompt.trim();
  return text.length > 0 && text !== prompt;
}

/** The entry is stored exactly as typed (markup included). */
export const entryInputSchema = z
  .strictObject({
    profileId: z.uuid(),
    type: z.enum(JOURNAL_TYPES),
    content: z.string().max(MAX_ENTRY_LENGTH, {
      error: formatMessage(t.contentTooLong, { max: formatCount(MAX_ENTRY_LENGTH) }),
    }),
  })
  .refine((input) => hasOwnWords(input.content, input.type), {
    error: t.contentRequired,
    path: ["content"],
  });

export type EntryInput = z.output<typeof entryInputSchema>;

export const entryListSchema = z.strictObject({
  profileId: z.uuid(),
  query: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
  type: z.enum(JOURNAL_TYPES).optional(),
  /** The id of the last entry already shown. */
  after: z.uuid().optional(),
});

export type EntryListQuery = z.output<typeof entryListSchema>;
