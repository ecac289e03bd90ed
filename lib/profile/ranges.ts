import type { ProfileType } from "@/prisma/generated/client/enums";

export interface Range {
  min: number;
  max: number;
  step: number;
}

/**
 * The input ranges of spec §5 and §9; the database enforces the same bounds
 * (profiles_age_realistic, profiles_height_realistic, profiles_weight_realistic).
 */
export const PROFILE_RANGES = {
  human: {
    age: { min: 16, max: 120, step: 1 },
    heightCm: { min: 120, max: 250, step: 1 },
    weightKg: { min: 30, max: 300, step: 0.1 },
  },
  animal: {
    age: { min: 0, max: 50, step: 1 },
    weightKg: { min: 0.1, max: 1000, step: 0.1 },
  },
} as const satisfies Record<ProfileType, Record<string, Range>>;

export const STRESS_LEVEL = { min: 1, max: 10, default: 5 } as const;

/** Longest texts the profile accepts, matching the column sizes where they have one. */
export const TEXT_LIMITS = {
  name: 100,
  customAnimalType: 100,
  breed: 200,
  customHousingType: 200,
  shortText: 500,
  freeText: 5000,
} as const;

export const inRange = (value: number, range: { min: number; max: number }): boolean =>
  value >= range.min && value <= range.max;
