"use server";

import { z } from "@/lib/validations/zod";

import { safetyPlanSchema } from "@/lib/validations/safety-plan";
import { authedAction } from "@/server/actions/safe-action";
import { loadSafetyPlan, saveSafetyPlan } from "@/server/safety-plan/plan";

/** 'Mein Krisenplan' as last saved. */
export const getSafetyPlan = authedAction("getSafetyPlan", z.undefined(), (_input, user) =>
  loadSafetyPlan(user.id),
);

/** 'Krisenplan speichern'. */
export const updateSafetyPlan = authedAction("updateSafetyPlan", safetyPlanSchema, (plan, user) =>
  saveSafetyPlan(user.id, plan),
);
