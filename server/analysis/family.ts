import "server-only";

import { analyzeFamily, ENGINE_VERSION, type FamilyAnalysisResult, type FamilyMember } from "@/lib/analysis";
import { ActionFailure, RequiresProPlanError } from "@/lib/errors";
import { analysisMessages } from "@/messages/analysis";
import type { Prisma } from "@/prisma/generated/client/client";
import type { AnimalType, EnergyState, ProfileType } from "@/prisma/generated/client/enums";
import { runAnalysis } from "@/server/analysis/run";
import { readAnalysisResult, readFamilyResult } from "@/server/analysis/stored-result";
import { getPlan, planLimits } from "@/server/billing/plan";
import { prisma } from "@/server/db";

const t = analysisMessages.family.errors;

export interface FamilyMemberView {
  profileId: string;
  name: string;
  profileType: ProfileType;
  animalType: AnimalType | null;
  overallState: EnergyState;
}

export interface FamilyAnalysisView {
  id: string;
  createdAt: string;
  members: FamilyMemberView[];
  result: FamilyAnalysisResult;
}

type ProfileRow = {
  id: string;
  name: string;
  profileType: ProfileType;
  animalType: AnimalType | null;
  analyses: { id: string; detail: unknown }[];
};

interface Member {
  analysisId: string;
  member: FamilyMember;
  view: FamilyMemberView;
}

/** A profile's latest analysis; a profile without a readable one is analysed now. */
async function memberOf(userId: string, profile: ProfileRow): Promise<Member> {
  const [latest] = profile.analyses;
  const stored = latest ? readAnalysisResult(latest.detail) : null;
  const { analysisId, result } =
    latest && stored
      ? { analysisId: latest.id, result: stored }
      : await runAnalysis(userId, profile.id, { rephrase: false }).then((run) => ({
          analysisId: run.id,
          result: run.result,
        }));
  return {
    analysisId,
    member: {
      profileId: profile.id,
      name: profile.name,
      profileType: profile.profileType,
      animalType: profile.animalType,
      result,
    },
    view: {
      profileId: profile.id,
      name: profile.name,
      profileType: profile.profileType,
      animalType: profile.animalType,
      overallState: result.overallState,
    },
  };
}

/** The latest stored family analysis, if it combined exactly these analyses with this engine. */
async function reusable(userId: string, analysisIds: readonly string[]) {
  const previous = await prisma().familyAnalysis.findFirst({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdAt: true, analysisIds: true, engineVersion: true, detail: true },
  });
  if (!previous || previous.engineVersion !== ENGINE_VERSION) return null;
  if (previous.analysisIds.join() !== analysisIds.join()) return null;
  const result = readFamilyResult(previous.detail);
  return result ? { id: previous.id, createdAt: previous.createdAt, result } : null;
}

async function storeFamilyResult(userId: string, members: readonly Member[]) {
  const result = analyzeFamily(members.map((entry) => entry.member));
  const row = await prisma().familyAnalysis.create({
    data: {
      userId,
      engineVersion: result.version,
      analysisIds: members.map((entry) => entry.analysisId),
      detail: result as unknown as Prisma.InputJsonObject,
    },
    select: { id: true, createdAt: true },
  });
  return { ...row, result };
}

/**
 * Combines the latest analyses of all the user's profiles (Pro, at least 2 profiles, spec §5).
 * A result is stored once per combination of analyses; asking again returns it.
 */
export async function runFamilyAnalysis(userId: string): Promise<FamilyAnalysisView> {
  if (!planLimits(await getPlan(userId)).familyAnalysis)
    throw new RequiresProPlanError(t.proRequiredTitle, t.proRequired);
  const profiles = await prisma().profile.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      profileType: true,
      animalType: true,
      analyses: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: { id: true, detail: true },
      },
    },
  });
  if (profiles.length < 2) throw new ActionFailure("conflict", t.tooFewTitle, t.tooFew);

  const members = await Promise.all(profiles.map((profile) => memberOf(userId, profile)));
  const analysisIds = members.map((entry) => entry.analysisId);
  const stored = (await reusable(userId, analysisIds)) ?? (await storeFamilyResult(userId, members));
  return {
    id: stored.id,
    createdAt: stored.createdAt.toISOString(),
    members: members.map(({ view }) => view),
    result: stored.result,
  };
}
