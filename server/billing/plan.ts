import "server-only";

import { type PlanId, plans } from "@/config/plans";
import { prisma } from "@/server/db";

/** Stripe statuses in which a subscription grants Pro. */
export const PRO_STATUSES = ["active", "trialing"] as const;

/** The one plan check every feature uses: Pro while a subscription is active or trialing. */
export async function getPlan(userId: string): Promise<PlanId> {
  const subscription = await prisma().subscription.findFirst({
    where: { userId, status: { in: [...PRO_STATUSES] } },
    select: { id: true },
  });
  return subscription ? "pro" : "free";
}

export const planLimits = (plan: PlanId) => plans[plan].limits;
