import { z } from "@/lib/validations/zod";

import { formatCount } from "@/lib/format-count";
import { formatMessage } from "@/lib/format-message";
import { coachMemoryMessages } from "@/messages/coach-memory";

/** A remembered fact is one or two sentences; the rules write far shorter ones. */
export const COACH_FACT_LIMIT = 500;

const t = coachMemoryMessages.errors;

/** The text of a fact as the user edits it: trimmed, not empty, at most COACH_FACT_LIMIT characters. */
export const factContentSchema = z
  .string({ error: t.invalid })
  .trim()
  .min(1, { error: t.empty })
  .check((context) => {
    const count = context.value.length;
    if (count <= COACH_FACT_LIMIT) return;
    context.issues.push({
      code: "too_big",
      origin: "string",
      maximum: COACH_FACT_LIMIT,
      input: context.value,
      message: formatMessage(t.tooLong, { max: formatCount(COACH_FACT_LIMIT), count: formatCount(count) }),
    });
  });

export const editFactSchema = z.strictObject({ factId: z.uuid(), content: factContentSchema });

export const factRefSchema = z.strictObject({ factId: z.uuid() });

export const memoryPauseSchema = z.strictObject({ profileId: z.uuid(), paused: z.boolean() });

export type EditFactInput = z.output<typeof editFactSchema>;

/** The edit form in the browser: the same rule as the server's. */
export const factFormSchema = z.object({ content: factContentSchema });

export type FactFormInput = z.input<typeof factFormSchema>;
