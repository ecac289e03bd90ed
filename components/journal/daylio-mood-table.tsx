"use client";

import { ENERGY_LEVELS } from "@/lib/trends/geometry";
import type { MoodMapping, MoodTarget } from "@/lib/daylio/mood-mapping";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { daylioMessages } from "@/messages/daylio";
import type { EnergyState } from "@/prisma/generated/client/enums";

const t = daylioMessages;
const STATES = Object.entries(ENERGY_STATE_LABELS) as [EnergyState, string][];
const selectClass = "h-9 rounded-md border bg-background px-2 text-sm";

/** The mood → check-in table of the preview; every change applies to the import. */
export function DaylioMoodTable({
  moods,
  mapping,
  onChange,
}: {
  moods: readonly { mood: string; count: number }[];
  mapping: MoodMapping;
  onChange: (next: MoodMapping) => void;
}) {
  const set = (mood: string, change: Partial<MoodTarget>) => {
    const current = mapping[mood];
    if (current) onChange({ ...mapping, [mood]: { ...current, ...change } });
  };
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{t.mappingTitle}</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col">{t.mappingMood}</th>
          <th scope="col">{t.mappingEnergy}</th>
          <th scope="col">{t.mappingState}</th>
        </tr>
      </thead>
      <tbody>
        {moods.map(({ mood, count }) => (
          <tr key={mood}>
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {mood} <span className="text-muted-foreground">{formatMessage(t.mappingCount, { count })}</span>
            </th>
            <td className="py-1 pr-2">
              <select
                className={selectClass}
                aria-label={`${t.mappingEnergy}: ${mood}`}
                value={mapping[mood]?.energy ?? 3}
                onChange={(event) => set(mood, { energy: Number(event.target.value) })}
              >
                {ENERGY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </td>
            <td className="py-1">
              <select
                className={selectClass}
                aria-label={`${t.mappingState}: ${mood}`}
                value={mapping[mood]?.state ?? "harmonisch"}
                onChange={(event) => set(mood, { state: event.target.value as EnergyState })}
              >
                {STATES.map(([state, label]) => (
                  <option key={state} value={state}>
                    {label}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
