import "server-only";

import { SAFETY_PLAN_STEPS, type SafetyPlanInput } from "@/lib/validations/safety-plan";
import { prisma } from "@/server/db";

export interface SafetyPlanView extends SafetyPlanInput {
  /** ISO time of the last save; null before the first. */
  updatedAt: string | null;
}

const EMPTY = Object.fromEntries(SAFETY_PLAN_STEPS.map((step) => [step, ""])) as SafetyPlanInput;

const select = { ...Object.fromEntries(SAFETY_PLAN_STEPS.map((step) => [step, true])), updatedAt: true } as {
  [K in (typeof SAFETY_PLAN_STEPS)[number] | "updatedAt"]: true;
};

/** The user's own plan, or empty steps before the first save. */
export async function loadSafetyPlan(userId: string): Promise<SafetyPlanView> {
  const row = await prisma().safetyPlan.findUnique({ where: { userId }, select });
  if (!row) return { ...EMPTY, updatedAt: null };
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Saves all seven steps as typed (one row per user). */
export async function saveSafetyPlan(userId: string, plan: SafetyPlanInput): Promise<SafetyPlanView> {
  const row = await prisma().safetyPlan.upsert({
    where: { userId },
    create: { userId, ...plan },
    update: plan,
    select,
  });
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
