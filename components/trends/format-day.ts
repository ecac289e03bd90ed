// Calendar days ("YYYY-MM-DD") as Austrian German labels. Noon UTC is the same day everywhere.
import { onFirstUse } from "@/lib/on-first-use";

const short = onFirstUse(
  () => new Intl.DateTimeFormat("de-AT", { day: "numeric", month: "numeric", timeZone: "UTC" }),
);
const long = onFirstUse(
  () =>
    new Intl.DateTimeFormat("de-AT", {
      weekday: "short",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }),
);
const oneDecimal = onFirstUse(
  () => new Intl.NumberFormat("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "30.3." */
export const formatDayShort = (day: string): string => short().format(noon(day));

/** "Mo., 30. März" */
export const formatDayLong = (day: string): string => long().format(noon(day));

/** "3,5" */
export const formatAverage = (value: number): string => oneDecimal().format(value);
