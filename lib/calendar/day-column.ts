// Calendar days ("YYYY-MM-DD", Europe/Vienna) and the `date` columns that store them. Prisma
// reads and writes a `date` column as midnight UTC of that day.

const DAY_MS = 86_400_000;

/** The `date` column value for a calendar day. */
export function dayColumn(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The calendar day a `date` column holds. */
export function dayOf(column: Date): string {
  return column.toISOString().slice(0, 10);
}

/** The calendar day `offset` days after (or before, when negative) `day`. */
export function shiftDay(day: string, offset: number): string {
  return dayOf(new Date(dayColumn(day).getTime() + offset * DAY_MS));
}

/** The `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(today, index - count + 1));
}
