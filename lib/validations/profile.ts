// The one profile schema (spec §3, §5): the wizard's react-hook-form resolver
// and the server's save (server action and JSON route) both parse with it.
// The field shapes only check types and lengths; the rules of §5, which depend
// on the profile type, are in profileIssues() so every error is reported at once.
import { z } from "@/lib/validations/zod";

import { formatMessage } from "@/lib/format-message";
import { ageFromBirthDate, isRealisticBirthDate } from "@/lib/profile/age";
import {
  type CalendarDate,
  calendarDateOf,
  compareCalendarDates,
  parseCalendarDate,
} from "@/lib/profile/calendar-date";
import { BEHAVIOR_PATTERN_OPTIONS, EMOTIONAL_ISSUE_OPTIONS, SYMPTOM_OPTIONS } from "@/lib/profile/options";
import { inRange, PROFILE_RANGES, type Range, STRESS_LEVEL, TEXT_LIMITS } from "@/lib/profile/ranges";
import { countWords, MIN_WORDS } from "@/lib/profile/word-count";
import { profileMessages } from "@/messages/profile";
import {
  AnimalType,
  BodyType,
  ExerciseLevel,
  FinancialSituation,
  Gender,
  HousingType,
  ProfileType,
  RelationshipStatus,
} from "@/prisma/generated/client/enums";

const t = profileMessages.validation;
const unrealistic = profileMessages.unrealistic;

const values = <T extends Record<string, string>>(enumeration: T) =>
  Object.values(enumeration) as [T[keyof T], ...T[keyof T][]];

// Tabs and line breaks are text; other control characters (NUL above all,
// which PostgreSQL refuses in text columns) are not.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const text = (max: number) =>
  z
    .string({ error: t.invalidText })
    .max(max, formatMessage(t.tooLong, { max: max.toLocaleString("de-DE") }))
    .refine((value) => !CONTROL_CHARACTERS.test(value), t.controlCharacters)
    .optional();

const choice = <T extends Record<string, string>>(enumeration: T, error: string = t.invalidChoice) =>
  z.enum(values(enumeration), { error }).nullable().optional();

const list = <const T extends readonly { value: string }[]>(options: T) =>
  z
    .array(
      z.enum(options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]], {
        error: t.invalidChoice,
      }),
      { error: t.invalidChoice },
    )
    .max(options.length, t.tooManyChoices)
    .refine((entries) => new Set(entries).size === entries.length, t.tooManyChoices)
    .optional();

const number = () => z.number({ error: t.invalidNumber }).nullable().optional();

const date = () =>
  z
    .string({ error: t.invalidDate })
    .refine((value) => value === "" || parseCalendarDate(value) !== null, t.invalidDate)
    .nullable()
    .optional();

export const profileFieldsSchema = z.strictObject(
  {
    profileType: choice(ProfileType, t.profileTypeRequired),
    gender: choice(Gender, t.genderRequired),
    animalType: choice(AnimalType, t.animalTypeRequired),
    customAnimalType: text(TEXT_LIMITS.customAnimalType),

    name: text(TEXT_LIMITS.name),
    birthDate: date(),
    age: number(),
    heightCm: number(),
    weightKg: number(),
    bodyType: choice(BodyType),
    breed: text(TEXT_LIMITS.breed),
    housingType: choice(HousingType),
    customHousingType: text(TEXT_LIMITS.customHousingType),

    lifeSituation: text(TEXT_LIMITS.freeText),
    relationshipStatus: choice(RelationshipStatus),
    professionalSituation: text(TEXT_LIMITS.freeText),
    financialSituation: choice(FinancialSituation),
    exerciseRoutine: text(TEXT_LIMITS.freeText),

    generalBehavior: text(TEXT_LIMITS.freeText),
    recentHealthIssues: text(TEXT_LIMITS.freeText),
    environmentChanges: text(TEXT_LIMITS.freeText),
    relationshipDescription: text(TEXT_LIMITS.freeText),
    exerciseLevel: choice(ExerciseLevel),
    behaviorPatterns: list(BEHAVIOR_PATTERN_OPTIONS),
    livingEnvironment: text(TEXT_LIMITS.shortText),
    ownerBondQuality: text(TEXT_LIMITS.shortText),
    emotionalIssues: list(EMOTIONAL_ISSUE_OPTIONS),

    currentHealthIssues: text(TEXT_LIMITS.freeText),
    recentAccidents: text(TEXT_LIMITS.freeText),
    medications: text(TEXT_LIMITS.freeText),
    emotionalConcerns: text(TEXT_LIMITS.freeText),
    currentSymptoms: list(SYMPTOM_OPTIONS),
    emotionalState: text(TEXT_LIMITS.freeText),
    childhoodExperiences: text(TEXT_LIMITS.freeText),
    traumaHistory: text(TEXT_LIMITS.freeText),
    stressLevel: z
      .number({ error: t.stressLevelRange })
      .int(t.stressLevelRange)
      .min(STRESS_LEVEL.min, t.stressLevelRange)
      .max(STRESS_LEVEL.max, t.stressLevelRange)
      .optional(),
  },
  {
    // The unknown keys are not repeated: they are the sender's words, not German.
    error: (issue) => (issue.code === "unrecognized_keys" ? t.unknownFields : t.invalidProfile),
  },
);

export type ProfileInput = z.input<typeof profileFieldsSchema>;
export type ProfileField = keyof ProfileInput;

export interface ProfileIssue {
  field: ProfileField;
  message: string;
}

const blank = (value: string | null | undefined) => (value ?? "").trim().length === 0;

/** The word-count message for a free-text field, or undefined when it has enough words (spec §5). */
export function wordCountMessage(value: string | null | undefined): string | undefined {
  const words = countWords(value);
  if (words === 0) return t.fieldRequired;
  if (words < MIN_WORDS) return formatMessage(t.minWords, { n: words });
  return undefined;
}

/** Required above 0 (null, undefined and 0 count as missing), then within the input range. */
function measureMessage(value: number | null | undefined, range: Range, required: string, outside: string) {
  if (value === null || value === undefined || value === 0) return required;
  if (!inRange(value, range)) return outside;
  if (range.step === 1 && !Number.isInteger(value)) return outside;
  return undefined;
}

function typeIssues(profile: ProfileInput): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  if (!profile.profileType) issues.push({ field: "profileType", message: t.profileTypeRequired });
  // 'unbekannt' is offered for animals only (spec §3).
  if (!profile.gender || (profile.profileType === "human" && profile.gender === "unbekannt")) {
    issues.push({ field: "gender", message: t.genderRequired });
  }
  if (profile.profileType !== "animal") return issues;
  if (!profile.animalType) issues.push({ field: "animalType", message: t.animalTypeRequired });
  if (profile.animalType === "andere") {
    const custom = (profile.customAnimalType ?? "").trim();
    if (custom.length === 0) issues.push({ field: "customAnimalType", message: t.customAnimalTypeRequired });
    else if (custom.length < 2)
      issues.push({ field: "customAnimalType", message: t.customAnimalTypeTooShort });
  }
  return issues;
}

/** What is wrong with a birth date: in the future, too far back, or an age outside `range`. */
export function birthDateMessage(birthDate: string, range: Range, today: CalendarDate): string | undefined {
  const parsed = parseCalendarDate(birthDate);
  if (parsed && compareCalendarDates(parsed, today) > 0) return unrealistic.birthDateFuture;
  if (!isRealisticBirthDate(birthDate, today)) return unrealistic.birthDate;
  const age = ageFromBirthDate(birthDate, today);
  if (age === null || !inRange(age, range)) return unrealistic.age;
  return undefined;
}

function humanBasicsIssues(profile: ProfileInput, today: CalendarDate): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const ranges = PROFILE_RANGES.human;
  if (profile.birthDate) {
    const message = birthDateMessage(profile.birthDate, ranges.age, today);
    if (message) issues.push({ field: "birthDate", message });
  } else {
    const age = measureMessage(profile.age, ranges.age, t.birthDateOrAgeRequired, unrealistic.age);
    if (age) issues.push({ field: age === unrealistic.age ? "age" : "birthDate", message: age });
  }
  const height = measureMessage(profile.heightCm, ranges.heightCm, t.heightRequired, unrealistic.height);
  if (height) issues.push({ field: "heightCm", message: height });
  const weight = measureMessage(profile.weightKg, ranges.weightKg, t.weightRequired, unrealistic.weight);
  if (weight) issues.push({ field: "weightKg", message: weight });
  return issues;
}

function animalBasicsIssues(profile: ProfileInput, today: CalendarDate): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const ranges = PROFILE_RANGES.animal;
  if (profile.birthDate) {
    // A birth date gives a puppy's age in months; 0 full years is then fine (issue 23).
    const message = birthDateMessage(profile.birthDate, ranges.age, today);
    if (message) issues.push({ field: "birthDate", message });
  } else if (profile.age === 0) {
    issues.push({ field: "birthDate", message: unrealistic.animalUnderOneYear });
  } else {
    const age = measureMessage(profile.age, ranges.age, t.ageRequired, unrealistic.age);
    if (age) issues.push({ field: "age", message: age });
  }
  const weight = measureMessage(profile.weightKg, ranges.weightKg, t.weightRequired, unrealistic.weight);
  if (weight) issues.push({ field: "weightKg", message: weight });
  if (blank(profile.breed)) issues.push({ field: "breed", message: t.breedRequired });
  if (!profile.housingType) issues.push({ field: "housingType", message: t.housingTypeRequired });
  if (profile.housingType === "andere" && blank(profile.customHousingType)) {
    issues.push({ field: "customHousingType", message: t.customHousingTypeRequired });
  }
  return issues;
}

function wordIssues(profile: ProfileInput, fields: readonly ProfileField[]): ProfileIssue[] {
  return fields.flatMap((field) => {
    const message = wordCountMessage(profile[field] as string | null | undefined);
    return message ? [{ field, message }] : [];
  });
}

function requiredChoices(profile: ProfileInput, fields: readonly ProfileField[]): ProfileIssue[] {
  return fields.filter((field) => !profile[field]).map((field) => ({ field, message: t.fieldRequired }));
}

/** Spec §5 step 3: at least one health aspect described with 5+ words. */
function healthIssues(profile: ProfileInput): ProfileIssue[] {
  const aspects = [profile.currentHealthIssues, profile.recentAccidents, profile.medications];
  const described = aspects.some((aspect) => countWords(aspect) >= MIN_WORDS);
  return described ? [] : [{ field: "currentHealthIssues", message: t.healthAspectRequired }];
}

/** Every rule of spec §5 that the field shapes cannot express, in the order of the wizard's steps. */
export function profileIssues(profile: ProfileInput, today: CalendarDate = calendarDateOf(new Date())) {
  const issues = typeIssues(profile);
  if (blank(profile.name)) issues.push({ field: "name", message: t.nameRequired });
  if (profile.profileType === "human") {
    issues.push(
      ...humanBasicsIssues(profile, today),
      ...wordIssues(profile, ["lifeSituation"]),
      ...requiredChoices(profile, ["relationshipStatus"]),
      ...wordIssues(profile, ["professionalSituation"]),
      ...requiredChoices(profile, ["financialSituation"]),
      ...wordIssues(profile, ["exerciseRoutine"]),
      ...healthIssues(profile),
      ...wordIssues(profile, ["emotionalConcerns"]),
    );
  } else if (profile.profileType === "animal") {
    issues.push(
      ...animalBasicsIssues(profile, today),
      ...wordIssues(profile, [
        "generalBehavior",
        "recentHealthIssues",
        "environmentChanges",
        "relationshipDescription",
      ]),
      ...requiredChoices(profile, ["exerciseLevel"]),
    );
  }
  return issues;
}

function addProfileIssues(profile: ProfileInput, context: z.core.$RefinementCtx<ProfileInput>): void {
  for (const issue of profileIssues(profile)) {
    context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  }
}

/** The whole profile: field shapes plus the rules of §5. */
export const profileSchema = profileFieldsSchema.superRefine(addProfileIssues);

/**
 * An edit names the profile the wizard shows and the version it loaded
 * (`updatedAt`): a profile changed or switched away from since is not overwritten.
 */
export const profileEditSchema = profileFieldsSchema
  .extend({ profileId: z.uuid(), updatedAt: z.iso.datetime() })
  .superRefine(addProfileIssues);

export type ProfileVersion = { profileId: string; updatedAt: string };

/** A parsed profile: every rule holds and profileType and gender are set. */
export type ProfileValues = z.output<typeof profileSchema> & {
  profileType: ProfileType;
  gender: Gender;
};
