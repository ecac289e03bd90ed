import "server-only";

import { dayColumn, dayOf } from "@/lib/calendar/day-column";
import { activeDays, type MonthRhythm, monthRhythm, rhythmRange } from "@/lib/dashboard/month-rhythm";
import { viennaDate } from "@/lib/calendar/vienna-time";
import { prisma } from "@/server/db";

/**
 * 'Dein Monat' of one of the user's profiles: the days of this month (and this week) with a
 * check-in, an exercise session or a journal entry, and its weekly goal. Only dates are read,
 * never what was written, so no entry is decrypted.
 */
export async function loadMonthRhythm(
  userId: string,
  profileId: string,
  now = new Date(),
): Promise<MonthRhythm> {
  const today = viennaDate(now);
  const { firstDay, from, to } = rhythmRange(today);
  const mine = { userId, profileId };
  const [profile, checkIns, sessions, entries] = await Promise.all([
    prisma().profile.findFirst({ where: { id: profileId, userId }, select: { weeklyGoalDays: true } }),
    prisma().checkIn.findMany({
      where: { ...mine, day: { gte: dayColumn(firstDay), lte: dayColumn(today) } },
      select: { day: true },
    }),
    prisma().exerciseSession.findMany({
      where: { ...mine, completedAt: { gte: from, lt: to } },
      select: { completedAt: true },
    }),
    prisma().journalEntry.findMany({
      where: { ...mine, createdAt: { gte: from, lt: to } },
      select: { createdAt: true },
    }),
  ]);
  const days = activeDays(
    checkIns.map((row) => dayOf(row.day)),
    [...sessions.map((row) => row.completedAt), ...entries.map((row) => row.createdAt)],
  );
  return monthRhythm(today, days, profile?.weeklyGoalDays ?? null);
}
