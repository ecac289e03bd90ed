"use server";

import { exerciseSessionSchema } from "@/lib/validations/exercise";
import { profileRefSchema } from "@/lib/validations/profile-ref";
import { authedAction } from "@/server/actions/safe-action";
import { recordSession } from "@/server/exercises/sessions";
import { loadTrends } from "@/server/exercises/trends";

/** The player's last step: the session with its before/after energy check-in. */
export const recordExerciseSession = authedAction(
  "recordExerciseSession",
  exerciseSessionSchema,
  (input, user) => recordSession(user.id, input),
);

/** The 30-day chart: check-ins, exercises done and their before/after effect. */
export const getTrends = authedAction("getTrends", profileRefSchema, ({ profileId }, user) =>
  loadTrends(user.id, profileId),
);
