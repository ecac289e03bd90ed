"use client";

import { useWatch } from "react-hook-form";

import { ChoiceField } from "@/components/wizard/fields/choice-field";
import { ageComesFromBirthDate, BirthDateField } from "@/components/wizard/fields/birth-date-field";
import { NumberField } from "@/components/wizard/fields/number-field";
import { TextInputField } from "@/components/wizard/fields/text-input-field";
import { formatMessage } from "@/lib/format-message";
import { bmi, bmiCategory } from "@/lib/profile/bmi";
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
  const fromBirthDate = ageComesFromBirthDate(birthDate);
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
        <BirthDateField label={t.birthDate} hint={t.birthDateHint} autoComplete="bday" />
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
