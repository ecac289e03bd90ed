"use client";

import { formatMessage } from "@/lib/format-message";
import { cn } from "@/lib/utils";
import { energyScaleMessages } from "@/messages/energy-scale";

const LEVELS = [1, 2, 3, 4, 5] as const;
const scale = energyScaleMessages.levels;

/** Energy from 1 to 5 as five round radio chips, with the ends of the scale named below. */
export function EnergyScale({
  name,
  legend,
  value,
  onChange,
  legendClassName,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  legendClassName?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className={cn("mb-2 text-sm font-medium", legendClassName)}>{legend}</legend>
      <div className="flex gap-2">
        {LEVELS.map((level) => (
          <label key={level} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              aria-label={formatMessage(energyScaleMessages.option, {
                value: level,
                label: scale[level - 1] ?? "",
              })}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full border bg-card text-base font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 hover:bg-muted peer-checked:hover:bg-primary"
            >
              {level}
            </span>
          </label>
        ))}
      </div>
      <div aria-hidden="true" className="flex w-[15rem] justify-between text-xs text-muted-foreground">
        <span>{scale[0]}</span>
        <span>{scale[4]}</span>
      </div>
    </fieldset>
  );
}
