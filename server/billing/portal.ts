import "server-only";

import { siteUrl } from "@/env";
import { ActionFailure } from "@/lib/errors";
import { billingMessages } from "@/messages/billing";
import type { Stripe } from "@/server/billing/stripe";
import { callStripe, requireStripe } from "@/server/billing/stripe";
import { PRO_STATUSES } from "@/server/billing/plan";
import { prisma } from "@/server/db";

const t = billingMessages.portal;

/** Which page of the portal the account menu item opens. */
export type PortalFlow = "overview" | "cancel" | "payment_method";

/** A Stripe customer portal session for the user, opened at `flow`. */
export async function createPortalSession(userId: string, flow: PortalFlow): Promise<{ url: string }> {
  const stripe = requireStripe();
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: {
      stripeCustomerId: true,
      subscriptions: {
        orderBy: { createdAt: "desc" },
        select: { id: true, status: true, cancelAtPeriodEnd: true },
      },
    },
  });
  const customer = user?.stripeCustomerId;
  if (!customer || user.subscriptions.length === 0)
    throw new ActionFailure("conflict", t.noPlanTitle, t.noPlanText);
  const running = user.subscriptions.find(
    (row) => (PRO_STATUSES as readonly string[]).includes(row.status) && !row.cancelAtPeriodEnd,
  );
  const session = await callStripe("portal", t.failedTitle, () =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${siteUrl()}/app`,
      ...flowData(flow, running?.id),
    }),
  );
  return { url: session.url };
}

/** Deep links into the portal; a plan that already ends opens the overview instead of "cancel". */
function flowData(
  flow: PortalFlow,
  subscriptionId: string | undefined,
): Pick<Stripe.BillingPortal.SessionCreateParams, "flow_data"> {
  if (flow === "payment_method") return { flow_data: { type: "payment_method_update" } };
  if (flow === "cancel" && subscriptionId) {
    return {
      flow_data: { type: "subscription_cancel", subscription_cancel: { subscription: subscriptionId } },
    };
  }
  return {};
}
