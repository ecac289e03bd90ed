"use server";

import { profileRefSchema } from "@/lib/validations/profile-ref";
import { z } from "@/lib/validations/zod";

import { authedAction } from "@/server/actions/safe-action";
import { loadImpulseOverview } from "@/server/impulses/overview";
import { setReminderEnabled } from "@/server/impulses/reminder-setting";

/** The impulse module: the impulse and wisdom of the day, and the reminder opt-in. */
export const getImpulseOverview = authedAction(
  "getImpulseOverview",
  profileRefSchema,
  ({ profileId }, user) => loadImpulseOverview(user.id, profileId),
);

/** The daily 8:00 reminder switch. */
export const setImpulseReminder = authedAction(
  "setImpulseReminder",
  z.strictObject({ enabled: z.boolean() }),
  ({ enabled }, user) => setReminderEnabled(user.id, enabled),
);
