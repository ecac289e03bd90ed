// Wall-clock times in Vienna (where Resonanz's days are counted) as instants.
import { onFirstUse } from "@/lib/on-first-use";

const parts = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Vienna",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }),
);

/** Minutes Vienna is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function viennaOffsetMinutes(instant: Date): number {
  const values = Object.fromEntries(
    parts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(values.year),
    Number(values.month) - 1,
    Number(values.day),
    Number(values.hour),
    Number(values.minute),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of `day` ("YYYY-MM-DD") at `hour`:`minute` in Vienna. */
export function viennaInstant(day: string, hour: number, minute: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const first = wall - viennaOffsetMinutes(new Date(wall)) * 60_000;
  // Near a change of the clocks the offset of the guess can differ from the answer's.
  return new Date(wall - viennaOffsetMinutes(new Date(first)) * 60_000);
}

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Vienna",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/** The calendar date in Europe/Vienna as "YYYY-MM-DD". */
export function viennaDate(now: Date): string {
  const parts = dateFormat().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
