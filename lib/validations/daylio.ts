import { z } from "@/lib/validations/zod";

import { daylioMessages } from "@/messages/daylio";
import { EnergyState } from "@/prisma/generated/client/enums";

const t = daylioMessages.errors;

/** More moods than this is no Daylio export. */
const MAX_MOODS = 100;

export const moodMappingSchema = z
  .record(
    z.string().trim().toLowerCase().min(1).max(100),
    z.strictObject({ energy: z.int().min(1).max(5), state: z.enum(EnergyState) }),
    { message: t.mapping },
  )
  .refine((mapping) => Object.keys(mapping).length <= MAX_MOODS, { message: t.mapping });

/** The form fields next to the file: which step, the adjusted mapping, and the consent to skip broken rows. */
export const daylioRequestSchema = z.strictObject({
  profileId: z.uuid(),
  step: z.enum(["vorschau", "import"]),
  mapping: z
    .string()
    .max(64 * 1024)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: t.mapping });
        return z.NEVER;
      }
    })
    .pipe(moodMappingSchema)
    .optional(),
  acceptBroken: z.enum(["ja", "nein"]).default("nein"),
});

export type DaylioRequest = z.infer<typeof daylioRequestSchema>;
