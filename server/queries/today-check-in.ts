import "server-only";

import { dayColumn } from "@/lib/calendar/day-column";
import { viennaDate } from "@/lib/calendar/vienna-time";
import type { EnergyState } from "@/prisma/generated/client/enums";
import { prisma } from "@/server/db";

export interface TodayCheckIn {
  state: EnergyState;
  energy: number;
}

/** Today's check-in (Europe/Vienna) of one of the user's profiles, or null. */
export function loadTodayCheckIn(
  userId: string,
  profileId: string,
  now = new Date(),
): Promise<TodayCheckIn | null> {
  return prisma().checkIn.findFirst({
    where: { userId, profileId, day: dayColumn(viennaDate(now)) },
    select: { state: true, energy: true },
  });
}
