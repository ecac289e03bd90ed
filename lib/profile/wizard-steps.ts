import type { ProfileField } from "@/lib/validations/profile";
import type { ProfileType } from "@/prisma/generated/client/enums";

/** The wizard's steps and the fields each one shows (spec §2: 4 steps for people, 3 for animals). */
export const WIZARD_STEPS = {
  human: [
    { id: "type", fields: ["profileType", "gender"] },
    { id: "humanBasics", fields: ["name", "birthDate", "age", "heightCm", "weightKg", "bodyType"] },
    {
      id: "humanLife",
      fields: [
        "lifeSituation",
        "relationshipStatus",
        "professionalSituation",
        "financialSituation",
        "exerciseRoutine",
      ],
    },
    {
      id: "humanHealth",
      fields: [
        "currentHealthIssues",
        "recentAccidents",
        "medications",
        "emotionalConcerns",
        "currentSymptoms",
        "emotionalState",
        "childhoodExperiences",
        "traumaHistory",
        "stressLevel",
      ],
    },
  ],
  animal: [
    { id: "type", fields: ["profileType", "gender", "animalType", "customAnimalType"] },
    {
      id: "animalBasics",
      fields: ["name", "birthDate", "age", "weightKg", "breed", "housingType", "customHousingType"],
    },
    {
      id: "animalBehavior",
      fields: [
        "generalBehavior",
        "recentHealthIssues",
        "environmentChanges",
        "relationshipDescription",
        "exerciseLevel",
        "behaviorPatterns",
        "livingEnvironment",
        "ownerBondQuality",
        "emotionalIssues",
      ],
    },
  ],
} as const satisfies Record<ProfileType, readonly { id: string; fields: readonly ProfileField[] }[]>;

export type WizardStepId = (typeof WIZARD_STEPS)[ProfileType][number]["id"];

/** The five fields whose errors raise the animal behaviour banner (spec §4). */
export const ANIMAL_BEHAVIOR_BANNER_FIELDS = [
  "generalBehavior",
  "recentHealthIssues",
  "environmentChanges",
  "relationshipDescription",
  "exerciseLevel",
] as const satisfies readonly ProfileField[];

/** Until a type is chosen the wizard counts the longer, human path. */
export const stepsFor = (type: ProfileType | null | undefined) => WIZARD_STEPS[type ?? "human"];

export const stepCount = (type: ProfileType | null | undefined): number => stepsFor(type).length;

/** The progress bar: the current step index over the number of steps, 0 to 100 (spec §2). */
export const progressPercent = (step: number, total: number): number =>
  total <= 0 ? 0 : Math.min(100, Math.max(0, Math.round((step / total) * 100)));

/** Keeps a restored or changed step inside the current path. */
export const clampStep = (step: number, type: ProfileType | null | undefined): number =>
  Math.min(Math.max(0, Math.trunc(step)), stepCount(type) - 1);

/**
 * The first step showing one of `fields`; fields the path does not show
 * (and form-level errors) belong to step 0. Null when `fields` is empty.
 */
export function firstStepWithError(
  type: ProfileType | null | undefined,
  fields: readonly string[],
): number | null {
  if (fields.length === 0) return null;
  const steps = stepsFor(type);
  const indexes = fields.map((field) => {
    const index = steps.findIndex((step) => (step.fields as readonly string[]).includes(field));
    return index === -1 ? 0 : index;
  });
  return Math.min(...indexes);
}

/**
 * Where to send the user after a failed submit: the first step with an error
 * and, in that step's order, its first field with one (null for form-level errors).
 */
export function firstErrorLocation(
  type: ProfileType | null | undefined,
  fields: readonly string[],
): { step: number; field: ProfileField | null } | null {
  const step = firstStepWithError(type, fields);
  if (step === null) return null;
  const shown = stepsFor(type)[step]?.fields as readonly ProfileField[] | undefined;
  return { step, field: shown?.find((field) => fields.includes(field)) ?? null };
}
