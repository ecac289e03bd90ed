import { z } from "@/lib/validations/zod";

import { summaryMessages } from "@/messages/summary";

/** At most this many ticked journal entries go into one PDF. */
export const SUMMARY_MAX_ENTRIES = 100;

/** GET /api/profiles/{profileId}/summary?eintrag={id}&eintrag={id}: the profile and the ticked entries. */
export const summaryRequestSchema = z.strictObject({
  profileId: z.uuid(),
  entryIds: z
    .array(z.uuid({ message: summaryMessages.errors.badEntry }))
    .max(SUMMARY_MAX_ENTRIES, { message: summaryMessages.errors.tooManyEntries })
    .transform((ids) => [...new Set(ids)]),
});
