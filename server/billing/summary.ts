import "server-only";

import type { PlanId } from "@/config/plans";
import { formatMessage } from "@/lib/format-message";
import { billingMessages } from "@/messages/billing";
import { prisma } from "@/server/db";
import { PRO_STATUSES } from "@/server/billing/plan";

const t = billingMessages.summary;

const longDate = new Intl.DateTimeFormat("de-AT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Vienna",
});

export interface SubscriptionDates {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
}

/** "Free", "Pro · verlängert sich am 3. Dezember 2026", "Pro · endet am …" or "Pro · Testphase bis …". */
export function describePlan(subscription: SubscriptionDates | null): string {
  if (!subscription || !(PRO_STATUSES as readonly string[]).includes(subscription.status)) return t.free;
  const { currentPeriodEnd, cancelAtPeriodEnd, trialEnd } = subscription;
  if (cancelAtPeriodEnd && currentPeriodEnd)
    return formatMessage(t.ends, { date: longDate.format(currentPeriodEnd) });
  if (subscription.status === "trialing" && trialEnd)
    return formatMessage(t.trial, { date: longDate.format(trialEnd) });
  if (currentPeriodEnd) return formatMessage(t.renews, { date: longDate.format(currentPeriodEnd) });
  return t.pro;
}

/** The plan and its one-line summary for the account menu, read fresh (the session's plan may lag a minute). */
export async function loadPlanSummary(userId: string): Promise<{ plan: PlanId; summary: string }> {
  const subscription = await prisma().subscription.findFirst({
    where: { userId, status: { in: [...PRO_STATUSES] } },
    orderBy: { currentPeriodEnd: { sort: "desc", nulls: "last" } },
    select: { status: true, currentPeriodEnd: true, cancelAtPeriodEnd: true, trialEnd: true },
  });
  return { plan: subscription ? "pro" : "free", summary: describePlan(subscription) };
}
