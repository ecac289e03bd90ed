/** A date without time or zone, as entered in a date field ("2001-05-17"). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses "YYYY-MM-DD"; null for anything else, including 2023-02-30. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps them.
  check.setUTCFullYear(year);
  const valid =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

/** Today's date where this code runs: the browser's local date, or the server's. */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export const formatCalendarDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
