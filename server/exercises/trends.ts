import "server-only";

import { viennaDate } from "@/lib/calendar/vienna-time";
import { prisma } from "@/server/db";
import { requireUsableProfile } from "@/server/profiles/shown-profile";
import { buildTrends, TREND_DAYS, type Trends } from "@/lib/trends/series";
import { dayColumn, dayOf, shiftDay } from "@/lib/calendar/day-column";

const DAY_MS = 86_400_000;

/** The last 30 days of check-ins and exercise sessions of one of the user's profiles. */
export async function loadTrends(userId: string, profileId: string, now = new Date()): Promise<Trends> {
  await requireUsableProfile(userId, profileId);
  const today = viennaDate(now);
  const firstDay = shiftDay(today, -(TREND_DAYS - 1));
  const [checkIns, sessions] = await Promise.all([
    prisma().checkIn.findMany({
      where: { profileId, day: { gte: dayColumn(firstDay) } },
      select: { day: true, state: true, energy: true },
    }),
    // One extra day covers the offset between UTC and Vienna; buildTrends drops what is outside.
    prisma().exerciseSession.findMany({
      where: { profileId, completedAt: { gte: new Date(dayColumn(firstDay).getTime() - DAY_MS) } },
      select: { exerciseId: true, completedAt: true, energyBefore: true, energyAfter: true },
    }),
  ]);
  return buildTrends(
    today,
    checkIns.map((entry) => ({ ...entry, day: dayOf(entry.day) })),
    sessions,
  );
}
