import { dashboardHomeMessages } from "@/messages/dashboard-home";

export type DayPeriod = "morning" | "day" | "evening" | "night";

/** Spec §4: morning 6–12, day 12–18, evening 18–24, otherwise night. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour >= 6 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "day";
  if (hour >= 18 && hour < 24) return "evening";
  return "night";
}

/** "Guten Morgen, Mara"; without a name the spec's fallback 'Liebster Mensch'. */
export function greetingFor(date: Date, name: string | null | undefined): string {
  const t = dashboardHomeMessages.greeting;
  const trimmed = name?.trim() ?? "";
  return `${t.periods[dayPeriod(date.getHours())]}, ${trimmed.length > 0 ? trimmed : t.fallbackName}`;
}
