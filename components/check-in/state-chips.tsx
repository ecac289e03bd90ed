"use client";

import { STATE_DOT_OUTLINE, STATE_STYLES } from "@/components/trends/state-styles";
import { ENERGY_STATE_LABELS, ENERGY_STATES } from "@/lib/profile/energy-states";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** The six energy states as friendly radio chips, each with its colour dot from the chart. */
export function StateChips({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: EnergyState | null;
  onChange: (state: EnergyState) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {ENERGY_STATES.map((state) => (
          <label key={state} className="relative cursor-pointer">
            <input
              type="radio"
              name="check-in-state"
              value={state}
              checked={value === state}
              onChange={() => onChange(state)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm transition-colors peer-checked:border-primary peer-checked:bg-primary/10 peer-checked:font-medium peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 hover:bg-muted">
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${STATE_DOT_OUTLINE} ${STATE_STYLES[state].dot}`}
              />
              {ENERGY_STATE_LABELS[state]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
