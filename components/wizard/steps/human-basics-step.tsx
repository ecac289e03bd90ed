"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { ChoiceField } from "@/components/wizard/fields/choice-field";
import {
  describedBy,
  errorMessage,
  FieldError,
  FieldHint,
  fieldIds,
  FieldLabel,
  useRecheckWhileInvalid,
} from "@/components/wizard/fields/field-parts";
import { NumberField } from "@/components/wizard/fields/number-field";
import { TextInputField } from "@/components/wizard/fields/text-input-field";
import { Input } from "@/components/ui/input";
import { formatMessage } from "@/lib/format-message";
import { ageFromBirthDate } from "@/lib/profile/age";
import { bmi, bmiCategory } from "@/lib/profile/bmi";
import { calendarDateOf, formatCalendarDate } from "@/lib/profile/calendar-date";
import { BODY_TYPE_LABELS } from "@/lib/profile/options";
import { PROFILE_RANGES, TEXT_LIMITS } from "@/lib/profile/ranges";
import type { ProfileInput } from "@/lib/validations/profile";
import { wizardMessages } from "@/messages/wizard";
import type { BodyType } from "@/prisma/generated/client/enums";

const t = wizardMessages.fields;
const ranges = PROFILE_RANGES.human;
const BODY_TYPES = (["schlank", "normal", "kräftig", "sportlich"] as const satisfies readonly BodyType[]).map(
  (value) => ({ value, label: BODY_TYPE_LABELS[value] }),
);

const today = () => calendarDateOf(new Date());

/** A birth date sets the age (spec §4); the age field is then read-only. */
function BirthDateField() {
  const { register, setValue, clearErrors, formState } = useFormContext<ProfileInput>();
  const recheck = useRecheckWhileInvalid("birthDate");
  const { id, hintId, errorId } = fieldIds("birthDate");
  const error = errorMessage(formState.errors, "birthDate");
  const current = today();
  const oldest = formatCalendarDate({ ...current, year: current.year - 120 });
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id} plain>
        {t.birthDate}
      </FieldLabel>
      <Input
        id={id}
        type="date"
        min={oldest}
        max={formatCalendarDate(current)}
        autoComplete="bday"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        {...register("birthDate", {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            recheck();
            const age = ageFromBirthDate(event.target.value, today());
            if (age === null) return;
            setValue("age", age);
            clearErrors("age");
          },
        })}
      />
      <FieldHint id={hintId}>{t.birthDateHint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function BmiNote() {
  const [heightCm, weightKg] = useWatch<ProfileInput, ["heightCm", "weightKg"]>({
    name: ["heightCm", "weightKg"],
  });
  const value = bmi(heightCm, weightKg);
  return (
    <p aria-live="polite" className="rounded-md bg-muted px-3 py-2 text-sm empty:hidden">
      {value === null
        ? null
        : formatMessage(wizardMessages.bmi.note, {
            value: value.toLocaleString("de-AT", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            category: wizardMessages.bmi.categories[bmiCategory(value)],
          })}
    </p>
  );
}

/** Step 1 for people: name, birth date or age, height, weight, body type, BMI note. */
export function HumanBasicsStep() {
  const birthDate = useWatch<ProfileInput, "birthDate">({ name: "birthDate" });
  const fromBirthDate = Boolean(birthDate) && ageFromBirthDate(birthDate ?? "", today()) !== null;
  return (
    <div className="grid gap-6">
      <TextInputField
        name="name"
        label={t.name}
        placeholder={t.namePlaceholderHuman}
        maxLength={TEXT_LIMITS.name}
        autoComplete="given-name"
        required
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <BirthDateField />
        <NumberField
          name="age"
          label={t.age}
          range={ranges.age}
          required={false}
          plain
          readOnly={fromBirthDate}
          hint={fromBirthDate ? t.ageComputed : undefined}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberField name="heightCm" label={t.heightCm} range={ranges.heightCm} />
        <NumberField name="weightKg" label={t.weightKg} range={ranges.weightKg} />
      </div>
      <BmiNote />
      <ChoiceField name="bodyType" legend={t.bodyType} options={BODY_TYPES} required={false} />
    </div>
  );
}
