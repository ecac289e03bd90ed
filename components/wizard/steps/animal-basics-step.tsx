"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { ageComesFromBirthDate, BirthDateField } from "@/components/wizard/fields/birth-date-field";
import { ChoiceField } from "@/components/wizard/fields/choice-field";
import { FieldHint } from "@/components/wizard/fields/field-parts";
import { NumberField } from "@/components/wizard/fields/number-field";
import { TextInputField } from "@/components/wizard/fields/text-input-field";
import { HOUSING_TYPE_LABELS } from "@/lib/profile/options";
import { PROFILE_RANGES, TEXT_LIMITS } from "@/lib/profile/ranges";
import { weightGuide, weightHintText } from "@/lib/profile/weight-hints";
import type { ProfileInput } from "@/lib/validations/profile";
import { wizardMessages } from "@/messages/wizard";
import type { HousingType } from "@/prisma/generated/client/enums";

const t = wizardMessages.fields;
const ranges = PROFILE_RANGES.animal;
const HOUSING_TYPES = (Object.keys(HOUSING_TYPE_LABELS) as HousingType[]).map((value) => ({
  value,
  label: HOUSING_TYPE_LABELS[value],
}));

const WEIGHT_HINT_ID = "profil-weightKg-tierart";

function WeightHint() {
  const [animalType, customAnimalType] = useWatch<ProfileInput, ["animalType", "customAnimalType"]>({
    name: ["animalType", "customAnimalType"],
  });
  return (
    <FieldHint id={WEIGHT_HINT_ID}>{weightHintText(weightGuide(animalType, customAnimalType))}</FieldHint>
  );
}

/**
 * Step 1 for animals: name, birth date or age (a puppy needs the date), weight with the species' guidance, breed and
 * housing. Breed and housing are required, and labelled so (README: "The
 * spec's two readings").
 */
export function AnimalBasicsStep() {
  const { control, setValue, clearErrors } = useFormContext<ProfileInput>();
  const housingType = useWatch({ control, name: "housingType" });
  const birthDate = useWatch({ control, name: "birthDate" });
  const fromBirthDate = ageComesFromBirthDate(birthDate);
  return (
    <div className="grid gap-6">
      <TextInputField
        name="name"
        label={t.name}
        placeholder={t.namePlaceholderAnimal}
        maxLength={TEXT_LIMITS.name}
        required
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <BirthDateField label={t.birthDate} hint={t.birthDateHintAnimal} />
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
      <NumberField name="weightKg" label={t.weightKg} range={ranges.weightKg} noteId={WEIGHT_HINT_ID}>
        <WeightHint />
      </NumberField>
      <TextInputField
        name="breed"
        label={t.breed}
        placeholder={t.breedPlaceholder}
        maxLength={TEXT_LIMITS.breed}
        required
      />
      <ChoiceField
        name="housingType"
        legend={t.housingType}
        options={HOUSING_TYPES}
        onChoose={(value) => {
          if (value !== "andere") {
            setValue("customHousingType", "");
            clearErrors("customHousingType");
          }
        }}
      />
      {housingType === "andere" ? (
        <TextInputField
          name="customHousingType"
          label={t.customHousingType}
          maxLength={TEXT_LIMITS.customHousingType}
          required
        />
      ) : null}
    </div>
  );
}
