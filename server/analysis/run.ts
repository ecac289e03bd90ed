import "server-only";

import { type AnalysisProfile, type AnalysisResult, analyzeProfile } from "@/lib/analysis";
import { ActionFailure } from "@/lib/errors";
import { currentAge } from "@/lib/profile/age";
import { actionMessages } from "@/messages/common";
import type { Prisma } from "@/prisma/generated/client/client";
import { type RephraseOptions, rephraseAnalysis } from "@/server/analysis/rephrase";
import { prisma } from "@/server/db";

/** The profile columns the engine reads. */
export const analysisProfileSelect = {
  profileType: true,
  name: true,
  gender: true,
  age: true,
  birthDate: true,
  weightKg: true,
  heightCm: true,
  computedBmi: true,
  bodyType: true,
  lifeSituation: true,
  relationshipStatus: true,
  professionalSituation: true,
  financialSituation: true,
  exerciseRoutine: true,
  currentHealthIssues: true,
  recentAccidents: true,
  emotionalConcerns: true,
  medications: true,
  currentSymptoms: true,
  emotionalState: true,
  childhoodExperiences: true,
  traumaHistory: true,
  stressLevel: true,
  animalType: true,
  customAnimalType: true,
  breed: true,
  housingType: true,
  customHousingType: true,
  generalBehavior: true,
  recentHealthIssues: true,
  environmentChanges: true,
  relationshipDescription: true,
  exerciseLevel: true,
  behaviorPatterns: true,
  livingEnvironment: true,
  ownerBondQuality: true,
  emotionalIssues: true,
} satisfies Prisma.ProfileSelect;

type ProfileRow = Prisma.ProfileGetPayload<{ select: typeof analysisProfileSelect }>;

export function toAnalysisProfile(row: ProfileRow): AnalysisProfile {
  const birthDate = row.birthDate ? row.birthDate.toISOString().slice(0, 10) : null;
  return { ...row, birthDate, computedAge: currentAge({ birthDate, age: row.age }) };
}

export interface RunOptions {
  /** Let the configured language model re-phrase the text (default); off where nobody waits to read it. */
  rephrase?: boolean;
  rephraseOptions?: RephraseOptions;
}

/** Stores a computed result as the profile's newest analysis. */
export function storeAnalysis(profileId: string, result: AnalysisResult, rephrasedBy: string | null = null) {
  return prisma().analysis.create({
    data: {
      profileId,
      overallState: result.overallState,
      engineVersion: result.version,
      detail: result as unknown as Prisma.InputJsonObject,
      rephrasedBy,
    },
    select: { id: true, overallState: true, createdAt: true },
  });
}

/**
 * Computes a fresh analysis of one of the user's profiles and stores it with
 * its full result; earlier analyses stay as history.
 */
export async function runAnalysis(userId: string, profileId: string, options: RunOptions = {}) {
  const profile = await prisma().profile.findFirst({
    where: { id: profileId, userId },
    select: analysisProfileSelect,
  });
  if (!profile) throw new ActionFailure("not_found", actionMessages.unexpectedTitle, actionMessages.notFound);
  const computed = analyzeProfile(toAnalysisProfile(profile));
  const { result, rephrasedBy } =
    options.rephrase === false
      ? { result: computed, rephrasedBy: null }
      : await rephraseAnalysis(computed, profile.name, options.rephraseOptions);
  const stored = await storeAnalysis(profileId, result, rephrasedBy);
  return { ...stored, result };
}
