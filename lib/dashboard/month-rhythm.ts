// 'Dein Monat' (issue 15): the days of this month on which something was done for oneself — a
// check-in, an exercise or a journal entry — counted as Europe/Vienna calendar days, a small
// calendar of the month, and an optional weekly goal. A day without anything is simply a day: this
// counts days, it keeps no streak.
import { dayColumn, shiftDay } from "@/lib/calendar/day-column";
import { viennaInstant } from "@/lib/calendar/vienna-time";
import { viennaDate } from "@/lib/calendar/vienna-time";

/** The weekly goal's bounds in days; null is 'Kein Ziel'. */
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 7;

export interface CalendarDay {
  /** "YYYY-MM-DD" */
  day: string;
  /** Day of the month, 1–31. */
  date: number;
  active: boolean;
  today: boolean;
  /** After today: nothing can be marked yet. */
  future: boolean;
}

export interface MonthRhythm {
  year: number;
  /** 1–12 */
  month: number;
  /** Days of this month up to today with something done. */
  count: number;
  /** The month's days in weeks, Monday first; null pads the first and last week. */
  weeks: (CalendarDay | null)[][];
  /** The current ISO week (Monday to Sunday): days with something done, and the goal if one is set. */
  week: { done: number; goal: number | null };
}

/** 0 = Monday … 6 = Sunday. */
function weekdayIndex(day: string): number {
  return (dayColumn(day).getUTCDay() + 6) % 7;
}

/** The Monday of `day`'s ISO week. */
export function weekStart(day: string): string {
  return shiftDay(day, -weekdayIndex(day));
}

/** The seven days (Monday to Sunday) of `day`'s ISO week. */
export function isoWeek(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));
}

/** Every day of `day`'s month, first to last. */
export function monthDays(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const days: string[] = [];
  for (let current = first; current.slice(0, 7) === first.slice(0, 7); current = shiftDay(current, 1))
    days.push(current);
  return days;
}

/**
 * The instants to read entries between: from Vienna midnight of the month's first day (or of this
 * week's Monday, when the week began last month) to the end of today in Vienna.
 */
export function rhythmRange(today: string): { firstDay: string; from: Date; to: Date } {
  const monthStart = `${today.slice(0, 7)}-01`;
  const monday = weekStart(today);
  const firstDay = monday < monthStart ? monday : monthStart;
  return { firstDay, from: viennaInstant(firstDay, 0, 0), to: viennaInstant(shiftDay(today, 1), 0, 0) };
}

/** The Vienna calendar days with something done: check-ins carry their day, the rest an instant. */
export function activeDays(checkInDays: readonly string[], moments: readonly Date[]): Set<string> {
  return new Set([...checkInDays, ...moments.map((moment) => viennaDate(moment))]);
}

export function monthRhythm(today: string, active: ReadonlySet<string>, goal: number | null): MonthRhythm {
  const days = monthDays(today);
  const calendar = days.map((day): CalendarDay => ({
    day,
    date: Number(day.slice(8)),
    active: day <= today && active.has(day),
    today: day === today,
    future: day > today,
  }));
  const cells: (CalendarDay | null)[] = [
    ...Array.from({ length: weekdayIndex(days[0] ?? today) }, () => null),
    ...calendar,
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  return {
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
    count: calendar.filter((day) => day.active).length,
    weeks,
    week: {
      done: isoWeek(today).filter((day) => day <= today && active.has(day)).length,
      goal: validGoal(goal),
    },
  };
}

/** A stored goal outside 1–7 (there should be none: the database checks it) counts as none. */
function validGoal(goal: number | null): number | null {
  return goal !== null && Number.isInteger(goal) && goal >= WEEKLY_GOAL_MIN && goal <= WEEKLY_GOAL_MAX
    ? goal
    : null;
}
