import "server-only";

import { planLimits } from "@/server/billing/plan";
import type { PlanId } from "@/config/plans";
import { viennaDate } from "@/lib/calendar/vienna-time";
import { prisma } from "@/server/db";

/** What the chat shows under the input: null for Pro, which has no limit. */
export interface ReplyAllowance {
  remaining: number;
  limit: number;
}

/** The Free limit counts per calendar day in Europe/Vienna. */
export const coachDay = (now: Date): string => viennaDate(now);

export function allowance(plan: PlanId, used: number): ReplyAllowance | null {
  const limit = planLimits(plan).coachRepliesPerDay;
  if (limit === null) return null;
  return { remaining: Math.max(0, limit - used), limit };
}

/** Today's allowance for the user, read outside any transaction. */
export async function replyAllowance(
  userId: string,
  plan: PlanId,
  now: Date,
): Promise<ReplyAllowance | null> {
  if (planLimits(plan).coachRepliesPerDay === null) return null;
  const usage = await prisma().coachUsage.findUnique({
    where: { userId_day: { userId, day: new Date(`${coachDay(now)}T00:00:00Z`) } },
    select: { replies: true },
  });
  return allowance(plan, usage?.replies ?? 0);
}
