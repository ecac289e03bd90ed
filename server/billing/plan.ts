import "server-only";

import { type PlanId, plans } from "@/config/plans";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";

/** Stripe statuses in which a subscription grants Pro. */
export const PRO_STATUSES = ["active", "trialing"] as const;

type SubscriptionReader = Pick<Prisma.TransactionClient, "subscription">;

/** The one plan check every feature uses: Pro while a subscription is active or trialing. */
export async function getPlan(userId: string): Promise<PlanId> {
  return planWithin(prisma(), userId);
}

/** getPlan inside a transaction, so the check and the write see the same rows. */
export async function planWithin(client: SubscriptionReader, userId: string): Promise<PlanId> {
  const subscription = await client.subscription.findFirst({
    where: { userId, status: { in: [...PRO_STATUSES] } },
    select: { id: true },
  });
  return subscription ? "pro" : "free";
}

export const planLimits = (plan: PlanId) => plans[plan].limits;
