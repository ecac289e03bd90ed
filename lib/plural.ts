import { formatMessage } from "@/lib/format-message";
import { onFirstUse } from "@/lib/on-first-use";

const rules = onFirstUse(() => new Intl.PluralRules("de-DE"));

/** The German plural category's message, with `{count}` filled: plural(1, {...}) → "1 Impuls gefunden". */
export function plural(
  count: number,
  forms: { one: string; other: string },
  values: Record<string, string | number> = {},
): string {
  const template = rules().select(count) === "one" ? forms.one : forms.other;
  return formatMessage(template, { count, ...values });
}

/** "8 Minuten", "1 Minute 5 Sekunden", "45 Sekunden": a duration in words, never ending in a period. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const minutePart = plural(minutes, { one: "{count} Minute", other: "{count} Minuten" });
  const secondPart = plural(rest, { one: "{count} Sekunde", other: "{count} Sekunden" });
  if (minutes === 0) return secondPart;
  return rest === 0 ? minutePart : `${minutePart} ${secondPart}`;
}
