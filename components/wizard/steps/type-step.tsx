"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { FreeNotice } from "@/components/wizard/free-notice";
import { ChoiceField } from "@/components/wizard/fields/choice-field";
import { TextInputField } from "@/components/wizard/fields/text-input-field";
import type { PlanId } from "@/config/plans";
import { ANIMAL_TYPE_LABELS, GENDER_LABELS, PROFILE_TYPE_LABELS } from "@/lib/profile/options";
import { TEXT_LIMITS } from "@/lib/profile/ranges";
import type { ProfileInput } from "@/lib/validations/profile";
import { wizardMessages } from "@/messages/wizard";
import type { AnimalType, Gender, ProfileType } from "@/prisma/generated/client/enums";

const t = wizardMessages.fields;

const options = <T extends string>(labels: Record<T, string>, values: readonly T[]) =>
  values.map((value) => ({ value, label: labels[value] }));

const PROFILE_TYPES = options<ProfileType>(PROFILE_TYPE_LABELS, ["human", "animal"]);
const HUMAN_GENDERS = options<Gender>(GENDER_LABELS, ["weiblich", "männlich"]);
const ANIMAL_GENDERS = options<Gender>(GENDER_LABELS, ["weiblich", "männlich", "unbekannt"]);
const ANIMAL_TYPES = options<AnimalType>(ANIMAL_TYPE_LABELS, ["hund", "katze", "pferd", "andere"]);

/**
 * Step 0 (spec §2, §4): the type; gender once a type is chosen; for animals
 * the species once a gender is chosen. Changing the type keeps the gender.
 */
export function TypeStep({ plan }: { plan: PlanId }) {
  const { control, setValue, clearErrors } = useFormContext<ProfileInput>();
  const [profileType, gender, animalType] = useWatch({
    control,
    name: ["profileType", "gender", "animalType"],
  });
  const showSpecies = profileType === "animal" && Boolean(gender);
  return (
    <div className="grid gap-6">
      <ChoiceField name="profileType" legend={t.profileType} options={PROFILE_TYPES} />
      {profileType ? (
        <ChoiceField
          name="gender"
          legend={t.gender}
          options={profileType === "animal" ? ANIMAL_GENDERS : HUMAN_GENDERS}
          columns={profileType === "animal" ? 3 : 2}
        />
      ) : null}
      {showSpecies ? (
        <ChoiceField
          name="animalType"
          legend={t.animalType}
          options={ANIMAL_TYPES}
          onChoose={(value) => {
            // Spec §4: another species clears the custom one.
            if (value !== "andere") {
              setValue("customAnimalType", "");
              clearErrors("customAnimalType");
            }
          }}
        />
      ) : null}
      {showSpecies && animalType === "andere" ? (
        <TextInputField
          name="customAnimalType"
          label={t.customAnimalType}
          placeholder={t.customAnimalTypePlaceholder}
          maxLength={TEXT_LIMITS.customAnimalType}
          required
        />
      ) : null}
      {plan === "pro" ? null : <FreeNotice />}
    </div>
  );
}
