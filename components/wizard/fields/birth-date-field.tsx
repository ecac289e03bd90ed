"use client";

import { useFormContext } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { ageFromBirthDate, isRealisticBirthDate, MAX_BIRTH_YEARS_BACK } from "@/lib/profile/age";
import { calendarDateOf, formatCalendarDate } from "@/lib/profile/calendar-date";
import type { ProfileInput } from "@/lib/validations/profile";

import {
  describedBy,
  errorMessage,
  FieldError,
  FieldHint,
  fieldIds,
  FieldLabel,
  useRecheckWhileInvalid,
} from "./field-parts";

export const today = () => calendarDateOf(new Date());

/** Whether the birth date sets the age: a real date, not in the future, at most 120 years back. */
export const ageComesFromBirthDate = (birthDate: string | null | undefined): boolean =>
  Boolean(birthDate) && isRealisticBirthDate(birthDate ?? "", today());

/**
 * A birth date sets the age (spec §4); the age field is then read-only. A date in the future sets
 * nothing, so the age never reads negative (issue 23); the validation names the date instead.
 */
export function BirthDateField({
  label,
  hint,
  autoComplete,
}: {
  label: string;
  hint: string;
  autoComplete?: string;
}) {
  const { register, setValue, clearErrors, formState } = useFormContext<ProfileInput>();
  const recheck = useRecheckWhileInvalid("birthDate");
  const { id, hintId, errorId } = fieldIds("birthDate");
  const error = errorMessage(formState.errors, "birthDate");
  const current = today();
  const oldest = formatCalendarDate({ ...current, year: current.year - MAX_BIRTH_YEARS_BACK });
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} plain>
        {label}
      </FieldLabel>
      <Input
        id={id}
        type="date"
        min={oldest}
        max={formatCalendarDate(current)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        {...register("birthDate", {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            recheck();
            const value = event.target.value;
            if (!isRealisticBirthDate(value, today())) return;
            const age = ageFromBirthDate(value, today());
            if (age === null) return;
            setValue("age", age);
            clearErrors("age");
          },
        })}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
