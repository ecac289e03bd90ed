"use server";

import { checkInSchema } from "@/lib/validations/check-in";
import { profileRefSchema } from "@/lib/validations/profile-ref";
import { viennaDate } from "@/lib/calendar/vienna-time";
import { authedAction } from "@/server/actions/safe-action";
import { prisma } from "@/server/db";
import { requireShownProfile, requireUsableProfile } from "@/server/profiles/shown-profile";
import { loadTodayCheckIn, type TodayCheckIn } from "@/server/queries/today-check-in";
import { dayColumn } from "@/lib/calendar/day-column";

export type { TodayCheckIn };

/** Today's check-in (Europe/Vienna) of one of the user's profiles, or null. */
export const getTodayCheckIn = authedAction(
  "getTodayCheckIn",
  profileRefSchema,
  async ({ profileId }, user): Promise<TodayCheckIn | null> => {
    await requireUsableProfile(user.id, profileId);
    return loadTodayCheckIn(user.id, profileId);
  },
);

/** One check-in per profile and Vienna day: a second one that day replaces the first. */
export const saveCheckIn = authedAction(
  "saveCheckIn",
  checkInSchema,
  async ({ profileId, state, energy }, user): Promise<TodayCheckIn> => {
    await requireShownProfile(user.id, profileId);
    const day = dayColumn(viennaDate(new Date()));
    return prisma().checkIn.upsert({
      where: { profileId_day: { profileId, day } },
      create: { userId: user.id, profileId, day, state, energy },
      update: { state, energy },
      select: { state: true, energy: true },
    });
  },
);
