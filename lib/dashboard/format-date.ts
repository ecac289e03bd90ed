// Dates are shown in Austrian German and Vienna time, so server and browser render the same text.
import { onFirstUse } from "@/lib/on-first-use";

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat("de-AT", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Vienna",
    }),
);

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat("de-AT", { dateStyle: "long", timeZone: "Europe/Vienna" }),
);

const shortDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat("de-AT", {
      day: "numeric",
      month: "numeric",
      timeZone: "Europe/Vienna",
    }),
);

/** "5. Jänner 2026 um 14:05" (Austrian month names), from an ISO timestamp. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** "12.3." for chart labels. */
export function formatShortDate(iso: string): string {
  return shortDate().format(new Date(iso));
}

/** "5. Jänner 2026", from an ISO timestamp. */
export function formatLongDate(iso: string): string {
  return longDate().format(new Date(iso));
}
