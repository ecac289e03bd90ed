"use server";

import { profileRefSchema } from "@/lib/validations/profile-ref";
import { z } from "@/lib/validations/zod";

import { authedAction } from "@/server/actions/safe-action";
import { runFamilyAnalysis } from "@/server/analysis/family";
import { loadAnalysisOverview } from "@/server/analysis/overview";
import { startAnalysisOf } from "@/server/analysis/start";
import { currentSessionKey } from "@/server/journal-lock/session-key";

/** 'Neue Analyse starten' and the loading screen after the wizard. */
export const startAnalysis = authedAction("startAnalysis", profileRefSchema, async ({ profileId }, user) => {
  const analysis = await startAnalysisOf(user.id, profileId);
  return {
    analysisId: analysis.id,
    overallState: analysis.overallState,
    createdAt: analysis.createdAt.toISOString(),
  };
});

/** The analysis module: the latest analysis in full and the recent ones for the trend. */
export const getAnalysisOverview = authedAction(
  "getAnalysisOverview",
  profileRefSchema,
  async ({ profileId }, user) => loadAnalysisOverview(user.id, profileId, await currentSessionKey()),
);

/** The family view: Pro and at least 2 profiles, otherwise the spec's §8 errors. */
export const getFamilyAnalysis = authedAction("getFamilyAnalysis", z.strictObject({}), (_input, user) =>
  runFamilyAnalysis(user.id),
);
