import "server-only";

import { type AnalysisProfile, analyzeProfile } from "@/lib/analysis";
import { ActionFailure } from "@/lib/errors";
import { actionMessages } from "@/messages/common";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";

/** The profile columns the engine reads. */
export const analysisProfileSelect = {
  profileType: true,
  name: true,
  gender: true,
  age: true,
  computedAge: true,
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
  return { ...row, birthDate: row.birthDate ? row.birthDate.toISOString().slice(0, 10) : null };
}

/**
 * Computes a fresh analysis of one of the user's profiles and stores it with
 * its full result; earlier analyses stay as history.
 */
export async function runAnalysis(userId: string, profileId: string) {
  const profile = await prisma().profile.findFirst({
    where: { id: profileId, userId },
    select: analysisProfileSelect,
  });
  if (!profile) throw new ActionFailure("not_found", actionMessages.unexpectedTitle, actionMessages.notFound);
  const result = analyzeProfile(toAnalysisProfile(profile));
  return prisma().analysis.create({
    data: {
      profileId,
      overallState: result.overallState,
      engineVersion: result.version,
      detail: result as unknown as Prisma.InputJsonObject,
    },
    select: { id: true, overallState: true, createdAt: true },
  });
}
