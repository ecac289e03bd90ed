"use server";

import { z } from "zod";

import { exercises } from "@/content/exercises";
import { EXERCISE_IDS } from "@/lib/analysis/links";
import { exerciseMessages } from "@/messages/exercises";
import { authedAction } from "@/server/actions/safe-action";
import { recordSession } from "@/server/exercises/sessions";
import { loadTrends } from "@/server/exercises/trends";

const energy = z.int().min(1).max(5);

const sessionInput = z
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

/** The player's last step: the session with its before/after energy check-in. */
export const recordExerciseSession = authedAction("recordExerciseSession", sessionInput, (input, user) =>
  recordSession(user.id, input),
);

/** The 30-day chart: check-ins, exercises done and their before/after effect. */
export const getTrends = authedAction(
  "getTrends",
  z.strictObject({ profileId: z.uuid() }),
  ({ profileId }, user) => loadTrends(user.id, profileId),
);
