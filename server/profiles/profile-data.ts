import "server-only";

import { ageFromBirthDate, isRealisticBirthDate } from "@/lib/profile/age";
import { type CalendarDate, calendarDateOf } from "@/lib/profile/calendar-date";
import { completionPercentage } from "@/lib/profile/completion";
import { emptyProfile } from "@/lib/profile/empty-profile";
import { STRESS_LEVEL } from "@/lib/profile/ranges";
import type { ProfileInput } from "@/lib/validations/profile";
import type { Prisma } from "@/prisma/generated/client/client";
import type { Gender, ProfileType } from "@/prisma/generated/client/enums";

/** A profile that passed profileSchema: its type and gender are set. */
export type ParsedProfile = ProfileInput & { profileType: ProfileType; gender: Gender };

/** The columns a save writes: every profile column except ownership and the active flag. */
export type ProfileColumns = Omit<
  Prisma.ProfileUncheckedCreateInput,
  "id" | "userId" | "createdBy" | "isActive" | "createdAt" | "updatedAt" | "computedAge" | "computedBmi"
>;

const clean = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? "").trim();
  return trimmed.length > 0 ? trimmed : null;
};

const positive = (value: number | null | undefined): number | null =>
  value === null || value === undefined || value === 0 ? null : value;

const human = (profile: ParsedProfile) => profile.profileType === "human";
const animal = (profile: ParsedProfile) => profile.profileType === "animal";

/**
 * Every column of the saved row, so that a profile that changes type (the
 * first profile is updated by user_id) keeps nothing of its old type.
 */
export function toProfileColumns(
  profile: ParsedProfile,
  today: CalendarDate = calendarDateOf(new Date()),
): ProfileColumns {
  const isHuman = human(profile);
  const isAnimal = animal(profile);
  // Animals may have one too: a puppy's age is then 0 full years (issue 23).
  const birthDate = clean(profile.birthDate);
  // With a birth date the age is derived from it (spec §4), whatever the client
  // sent; an unrealistic birth date derives none, so the database reports the date.
  const age = birthDate
    ? isRealisticBirthDate(birthDate, today)
      ? ageFromBirthDate(birthDate, today)
      : null
    : positive(profile.age);
  const onlyHuman = <T>(value: T) => (isHuman ? value : null);
  const onlyAnimal = <T>(value: T) => (isAnimal ? value : null);
  return {
    profileType: profile.profileType,
    name: clean(profile.name) ?? "",
    gender: profile.gender,
    age,
    birthDate: birthDate ? new Date(`${birthDate}T00:00:00Z`) : null,
    weightKg: positive(profile.weightKg),

    heightCm: onlyHuman(positive(profile.heightCm)),
    bodyType: onlyHuman(profile.bodyType ?? null),
    lifeSituation: onlyHuman(clean(profile.lifeSituation)),
    relationshipStatus: onlyHuman(profile.relationshipStatus ?? null),
    professionalSituation: onlyHuman(clean(profile.professionalSituation)),
    financialSituation: onlyHuman(profile.financialSituation ?? null),
    exerciseRoutine: onlyHuman(clean(profile.exerciseRoutine)),
    currentHealthIssues: onlyHuman(clean(profile.currentHealthIssues)),
    recentAccidents: onlyHuman(clean(profile.recentAccidents)),
    emotionalConcerns: onlyHuman(clean(profile.emotionalConcerns)),
    medications: onlyHuman(clean(profile.medications)),
    currentSymptoms: isHuman ? (profile.currentSymptoms ?? []) : [],
    emotionalState: onlyHuman(clean(profile.emotionalState)),
    childhoodExperiences: onlyHuman(clean(profile.childhoodExperiences)),
    traumaHistory: onlyHuman(clean(profile.traumaHistory)),
    stressLevel: isHuman ? (profile.stressLevel ?? STRESS_LEVEL.default) : STRESS_LEVEL.default,

    animalType: onlyAnimal(profile.animalType ?? null),
    customAnimalType: isAnimal && profile.animalType === "andere" ? clean(profile.customAnimalType) : null,
    breed: onlyAnimal(clean(profile.breed)),
    housingType: onlyAnimal(profile.housingType ?? null),
    customHousingType: isAnimal && profile.housingType === "andere" ? clean(profile.customHousingType) : null,
    generalBehavior: onlyAnimal(clean(profile.generalBehavior)),
    recentHealthIssues: onlyAnimal(clean(profile.recentHealthIssues)),
    environmentChanges: onlyAnimal(clean(profile.environmentChanges)),
    relationshipDescription: onlyAnimal(clean(profile.relationshipDescription)),
    exerciseLevel: onlyAnimal(profile.exerciseLevel ?? null),
    behaviorPatterns: isAnimal ? (profile.behaviorPatterns ?? []) : [],
    livingEnvironment: onlyAnimal(clean(profile.livingEnvironment)),
    ownerBondQuality: onlyAnimal(clean(profile.ownerBondQuality)),
    emotionalIssues: isAnimal ? (profile.emotionalIssues ?? []) : [],
    completionPercentage: completionPercentage({ ...profile, birthDate, age }),
  };
}

/** The columns the wizard edits, for prefilling it (edit mode, GET /api/profile). */
export const profileFormSelect = {
  id: true,
  profileType: true,
  gender: true,
  animalType: true,
  customAnimalType: true,
  name: true,
  birthDate: true,
  age: true,
  heightCm: true,
  weightKg: true,
  bodyType: true,
  breed: true,
  housingType: true,
  customHousingType: true,
  lifeSituation: true,
  relationshipStatus: true,
  professionalSituation: true,
  financialSituation: true,
  exerciseRoutine: true,
  generalBehavior: true,
  recentHealthIssues: true,
  environmentChanges: true,
  relationshipDescription: true,
  exerciseLevel: true,
  behaviorPatterns: true,
  livingEnvironment: true,
  ownerBondQuality: true,
  emotionalIssues: true,
  currentHealthIssues: true,
  recentAccidents: true,
  medications: true,
  emotionalConcerns: true,
  currentSymptoms: true,
  emotionalState: true,
  childhoodExperiences: true,
  traumaHistory: true,
  stressLevel: true,
} satisfies Prisma.ProfileSelect;

type FormRow = Prisma.ProfileGetPayload<{ select: typeof profileFormSelect }>;

/** A stored row as wizard values: nulls become empty texts, unknown list slugs are dropped by the schema later. */
export function toFormValues(row: FormRow): Required<ProfileInput> {
  const { id: _id, birthDate, ...rest } = row;
  const blank = emptyProfile();
  const values = { ...blank } as Record<string, unknown>;
  for (const [key, value] of Object.entries(rest)) {
    const fallback = blank[key as keyof typeof blank];
    values[key] = value === null && typeof fallback === "string" ? "" : value;
  }
  // A DATE column arrives as midnight UTC.
  values.birthDate = birthDate ? birthDate.toISOString().slice(0, 10) : "";
  return values as Required<ProfileInput>;
}
