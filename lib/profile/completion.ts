import type { ProfileType } from "@/prisma/generated/client/enums";

/** The key fields whose share is the completion percentage (spec §5). */
export const COMPLETION_FIELDS = {
  human: ["name", "birthDate", "gender", "heightCm", "weightKg", "lifeSituation"],
  animal: ["name", "animalType", "age", "weightKg", "generalBehavior"],
} as const satisfies Record<ProfileType, readonly string[]>;

type CompletionField = (typeof COMPLETION_FIELDS)[ProfileType][number];
export type CompletionInput = { profileType: ProfileType } & Partial<
  Record<CompletionField, string | number | null | undefined>
>;

const isFilled = (value: string | number | null | undefined): boolean =>
  typeof value === "number" ? Number.isFinite(value) && value > 0 : (value ?? "").trim().length > 0;

/** The rounded share of filled key fields, 0 to 100. */
export function completionPercentage(profile: CompletionInput): number {
  const fields = COMPLETION_FIELDS[profile.profileType];
  const filled = fields.filter((field) => isFilled(profile[field])).length;
  return Math.round((filled / fields.length) * 100);
}
