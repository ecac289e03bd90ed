"use client";

import { useController, useFormContext } from "react-hook-form";

import { Slider } from "@/components/ui/slider";
import { formatMessage } from "@/lib/format-message";
import { STRESS_LEVEL } from "@/lib/profile/ranges";
import type { ProfileInput } from "@/lib/validations/profile";
import { wizardMessages } from "@/messages/wizard";

import { errorMessage, FieldError, fieldIds, FieldLabel } from "./field-parts";

const t = wizardMessages.fields;

/** stress_level from 1 to 10, default 5 (spec §3). */
export function StressLevelField() {
  const { control, formState } = useFormContext<ProfileInput>();
  const { field } = useController({ control, name: "stressLevel" });
  const { id, errorId } = fieldIds("stressLevel");
  const level = field.value ?? STRESS_LEVEL.default;
  const valueText = formatMessage(t.stressLevelValue, { n: level });
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <FieldLabel id={`${id}-label`}>{t.stressLevel}</FieldLabel>
        <span className="text-sm font-medium tabular-nums" aria-hidden>
          {valueText}
        </span>
      </div>
      <Slider
        id={id}
        min={STRESS_LEVEL.min}
        max={STRESS_LEVEL.max}
        step={1}
        value={[level]}
        onValueChange={([next]) => field.onChange(next ?? STRESS_LEVEL.default)}
        aria-labelledby={`${id}-label`}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{t.stressLevelLow}</span>
        <span>{t.stressLevelHigh}</span>
      </div>
      <FieldError id={errorId} message={errorMessage(formState.errors, "stressLevel")} />
    </div>
  );
}
