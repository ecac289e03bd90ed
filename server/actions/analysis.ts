"use server";

import { z } from "zod";

import { authedAction } from "@/server/actions/safe-action";
import { runAnalysis } from "@/server/analysis/run";

/** 'Neue Analyse starten' and the loading screen after the wizard. */
export const startAnalysis = authedAction(
  "startAnalysis",
  z.strictObject({ profileId: z.uuid() }),
  async ({ profileId }, user) => {
    const analysis = await runAnalysis(user.id, profileId);
    return {
      analysisId: analysis.id,
      overallState: analysis.overallState,
      createdAt: analysis.createdAt.toISOString(),
    };
  },
);
