// The texts of the 'Dein Monat' card for a month's rhythm, in Austrian German ("Jänner").
import type { MonthRhythm } from "@/lib/dashboard/month-rhythm";
import { dayColumn } from "@/lib/calendar/day-column";
import { formatMessage } from "@/lib/format-message";
import { plural } from "@/lib/plural";
import { monthRhythmMessages } from "@/messages/month-rhythm";
import { onFirstUse } from "@/lib/on-first-use";

const t = monthRhythmMessages;

const monthName = onFirstUse(() => new Intl.DateTimeFormat("de-AT", { month: "long", timeZone: "UTC" }));
const weekdayFormat = (style: "short" | "long") =>
  new Intl.DateTimeFormat("de-AT", { weekday: style, timeZone: "UTC" });
const dayName = onFirstUse(
  () => new Intl.DateTimeFormat("de-AT", { day: "numeric", month: "long", timeZone: "UTC" }),
);

/** "November" (and "Jänner") for month 1–12. */
export function monthNameOf(year: number, month: number): string {
  return monthName().format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Monday to Sunday, short ("Mo.") and long ("Montag"), for the calendar's column heads. */
export const WEEKDAYS = Array.from({ length: 7 }, (_, index) => {
  // 2026-01-05 is a Monday.
  const date = new Date(Date.UTC(2026, 0, 5 + index));
  return { short: weekdayFormat("short").format(date), long: weekdayFormat("long").format(date) };
});

/** "3. November", what a screen reader hears for a day of the calendar. */
export function dayLabel(day: string): string {
  return dayName().format(dayColumn(day));
}

export function headline({ count, year, month }: MonthRhythm): string {
  const name = monthNameOf(year, month);
  return count === 0 ? formatMessage(t.empty, { month: name }) : plural(count, t.count, { month: name });
}

export function calendarCaption({ year, month }: MonthRhythm): string {
  return formatMessage(t.calendar, { month: monthNameOf(year, month), year });
}

/** 'Diese Woche: 2 von 3 Tagen', or null without a goal. */
export function weekLine({ week }: MonthRhythm): string | null {
  if (week.goal === null) return null;
  if (week.done >= week.goal) return plural(week.done, t.week.reached);
  return plural(week.goal, t.week.progress, { done: week.done });
}
