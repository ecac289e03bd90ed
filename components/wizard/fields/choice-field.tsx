"use client";

import { useController, useFormContext } from "react-hook-form";

import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { ProfileInput } from "@/lib/validations/profile";
import { cn } from "@/lib/utils";

import { errorMessage, FieldError, fieldIds, FieldLabel } from "./field-parts";

type ChoiceName =
  | "profileType"
  | "gender"
  | "animalType"
  | "bodyType"
  | "housingType"
  | "relationshipStatus"
  | "financialSituation"
  | "exerciseLevel";

/**
 * One choice from a few, as a radio group in a fieldset with its legend.
 * Choosing validates the field at once, which clears a 'required' error.
 */
export function ChoiceField<T extends string>({
  name,
  legend,
  options,
  required = true,
  columns = 2,
  onChoose,
}: {
  name: ChoiceName;
  legend: string;
  options: readonly { value: T; label: string }[];
  required?: boolean;
  columns?: 2 | 3;
  onChoose?: (value: T) => void;
}) {
  const { control, trigger, formState } = useFormContext<ProfileInput>();
  const { field } = useController({ control, name });
  const { id, errorId } = fieldIds(name);
  const error = errorMessage(formState.errors, name);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1">
        <FieldLabel id={`${id}-legende`} required={required}>
          {legend}
        </FieldLabel>
      </legend>
      <RadioGroup
        id={id}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ""}
        onValueChange={(value) => {
          field.onChange(value);
          onChoose?.(value as T);
          void trigger(name);
        }}
        aria-labelledby={`${id}-legende`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className={cn(
          "grid gap-2",
          columns === 3 ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-1 sm:grid-cols-2",
        )}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <Label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 font-normal transition-colors hover:bg-accent/40 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <RadioGroupItem id={optionId} value={option.value} />
              <span>{option.label}</span>
            </Label>
          );
        })}
      </RadioGroup>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
