import { z } from "@/lib/validations/zod";

import { exercises } from "@/content/exercises";
import { EXERCISE_IDS } from "@/lib/analysis/links";
import { exerciseMessages } from "@/messages/exercises";

const energy = z.int().min(1).max(5);

/** The player's last step: the session with its before/after energy check-in. */
export const exerciseSessionSchema = z
  .strictObject({
    profileId: z.uuid(),
    exerciseId: z.enum(EXERCISE_IDS, { error: exerciseMessages.notFound }),
    durationSeconds: z
      .int()
      .min(1)
      .max(60 * 60),
    energyBefore: energy,
    energyAfter: energy,
  })
  .refine(
    ({ exerciseId, durationSeconds }) =>
      durationSeconds <=
      (exercises.find((exercise) => exercise.id === exerciseId)?.durationMinutes ?? 0) * 60,
    { error: exerciseMessages.tooLong, path: ["durationSeconds"] },
  );
