"use client";

import { useController, useFormContext } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { ProfileOption } from "@/lib/profile/options";
import type { ProfileInput } from "@/lib/validations/profile";

import { errorMessage, FieldError, fieldIds, FieldLabel } from "./field-parts";

type ListName = "currentSymptoms" | "behaviorPatterns" | "emotionalIssues";

/** Checkboxes that add or remove entries of a list (spec §2). */
export function CheckboxListField({
  name,
  legend,
  options,
}: {
  name: ListName;
  legend: string;
  options: readonly ProfileOption[];
}) {
  const { control, formState } = useFormContext<ProfileInput>();
  const { field } = useController({ control, name });
  const { id, errorId } = fieldIds(name);
  const error = errorMessage(formState.errors, name);
  const selected = (field.value ?? []) as string[];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(
      checked
        ? [...selected.filter((entry) => entry !== value), value]
        : selected.filter((entry) => entry !== value),
    );
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1">
        <FieldLabel>{legend}</FieldLabel>
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <Label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 font-normal hover:bg-accent/40 has-[[data-state=checked]]:border-primary"
            >
              <Checkbox
                id={optionId}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              <span>{option.label}</span>
            </Label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
