import { FIELD_LABELS, listOf, textOf, type TextField } from "@/lib/analysis/field-labels";
import type { AnalysisProfile } from "@/lib/analysis/types";
import { formatMessage } from "@/lib/format-message";
import {
  ANIMAL_TYPE_LABELS,
  GENDER_LABELS,
  HOUSING_TYPE_LABELS,
  PROFILE_TYPE_LABELS,
} from "@/lib/profile/options";
import { summaryMessages } from "@/messages/summary";

export interface Fact {
  label: string;
  value: string;
}

const t = summaryMessages.basics;

/** The free-text answers that describe complaints, in the order a doctor or vet reads them. */
const HUMAN_COMPLAINTS: readonly TextField[] = [
  "currentHealthIssues",
  "recentAccidents",
  "medications",
  "emotionalConcerns",
  "emotionalState",
];
const ANIMAL_COMPLAINTS: readonly TextField[] = [
  "recentHealthIssues",
  "generalBehavior",
  "environmentChanges",
];

const present = (facts: readonly (Fact | null)[]): Fact[] =>
  facts.filter((fact): fact is Fact => fact !== null && fact.value.trim().length > 0);

const fact = (label: string, value: string | null | undefined): Fact | null =>
  value ? { label, value } : null;

const number = (value: number | null | undefined, template: string, key: string): string | null =>
  typeof value === "number" && value > 0
    ? formatMessage(template, { [key]: value.toLocaleString("de-AT") })
    : null;

/** Type, age, gender, body and (for animals) species, breed and housing, as label and value. */
export function profileBasics(profile: AnalysisProfile): Fact[] {
  const animal = profile.profileType === "animal";
  const age = profile.computedAge ?? profile.age;
  const list = (field: "currentSymptoms" | "behaviorPatterns" | "emotionalIssues") =>
    listOf(profile, field).join(", ");
  const species =
    profile.animalType === "andere"
      ? profile.customAnimalType
      : profile.animalType
        ? ANIMAL_TYPE_LABELS[profile.animalType]
        : null;
  const housing =
    profile.housingType === "andere"
      ? profile.customHousingType
      : profile.housingType
        ? HOUSING_TYPE_LABELS[profile.housingType]
        : null;
  return present([
    fact(t.type, PROFILE_TYPE_LABELS[profile.profileType]),
    animal ? fact(t.species, species) : null,
    animal ? fact(t.breed, profile.breed) : null,
    fact(t.age, typeof age === "number" ? formatMessage(t.ageValue, { age }) : null),
    fact(t.gender, profile.gender ? GENDER_LABELS[profile.gender] : null),
    fact(t.weight, number(profile.weightKg, t.weightValue, "kg")),
    animal ? null : fact(t.height, number(profile.heightCm, t.heightValue, "cm")),
    animal ? fact(t.housing, housing) : null,
    animal ? null : fact(t.stress, number(profile.stressLevel, t.stressValue, "level")),
    animal ? null : fact(t.symptoms, list("currentSymptoms")),
    animal ? fact(t.behaviour, list("behaviorPatterns")) : null,
    animal ? fact(t.emotionalIssues, list("emotionalIssues")) : null,
  ]);
}

/** The complaints exactly as the user typed them, each under its question's label. */
export function complaintsOf(profile: AnalysisProfile): Fact[] {
  const fields = profile.profileType === "animal" ? ANIMAL_COMPLAINTS : HUMAN_COMPLAINTS;
  return present(fields.map((field) => fact(FIELD_LABELS[field], textOf(profile, field).trim())));
}
