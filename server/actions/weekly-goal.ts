"use server";

import { weeklyGoalSchema } from "@/lib/validations/weekly-goal";
import { authedAction } from "@/server/actions/safe-action";
import { prisma } from "@/server/db";
import { requireShownProfile } from "@/server/profiles/shown-profile";

/** Sets or clears ('Kein Ziel') the weekly goal of 'Dein Monat' for the profile the page shows. */
export const saveWeeklyGoal = authedAction(
  "saveWeeklyGoal",
  weeklyGoalSchema,
  async ({ profileId, days }, user): Promise<{ days: number | null }> => {
    await requireShownProfile(user.id, profileId);
    const saved = await prisma().profile.update({
      where: { id: profileId, userId: user.id },
      data: { weeklyGoalDays: days },
      select: { weeklyGoalDays: true },
    });
    return { days: saved.weeklyGoalDays };
  },
);
