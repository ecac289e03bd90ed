import "server-only";

import { type BillingInterval, plans } from "@/config/plans";
import { siteUrl } from "@/env";
import { ActionFailure } from "@/lib/errors";
import { billingMessages } from "@/messages/billing";
import { ensureStripeCustomer } from "@/server/billing/customer";
import { canStillBill, customerSubscriptions } from "@/server/billing/customer-subscriptions";
import { getPlan } from "@/server/billing/plan";
import { callStripe, priceIdFor, requireStripe } from "@/server/billing/stripe";
import { prisma } from "@/server/db";

const t = billingMessages.checkout;

/** Where Stripe sends the user back to; /app shows a toast for each. */
const checkoutReturnUrls = () => ({
  success_url: `${siteUrl()}/app?checkout=erfolg`,
  cancel_url: `${siteUrl()}/app?checkout=abgebrochen`,
});

/**
 * A Stripe Checkout Session for Pro at `interval`. The subscription itself is
 * recorded only by the webhook, never here: paying is not finished yet.
 */
export async function createCheckoutSession(
  user: { id: string; email: string },
  interval: BillingInterval,
): Promise<{ url: string | null; destination: "checkout" | "portal" }> {
  const stripe = requireStripe();
  const price = priceIdFor(interval);
  if ((await getPlan(user.id)) === "pro")
    throw new ActionFailure("conflict", t.alreadyProTitle, t.alreadyProText);
  const customer = await callStripe("customer", t.failedTitle, () => ensureStripeCustomer(stripe, user));
  // Stripe's list, not the app's rows: a second tab's checkout or a past_due one bills already.
  const existing = await callStripe("customer", t.failedTitle, () => customerSubscriptions(stripe, customer));
  // Issue 22: such a customer is sent to the customer portal, where the open subscription can be
  // paid or ended, instead of starting a second one (the app may not have a row for it yet).
  if (existing.some(canStillBill)) {
    const portal = await callStripe("portal", t.failedTitle, () =>
      stripe.billingPortal.sessions.create({ customer, return_url: `${siteUrl()}/app` }),
    );
    return { url: portal.url, destination: "portal" };
  }
  // The trial once per customer: any earlier subscription, here or at Stripe, whatever its status.
  const recorded = await prisma().subscription.count({ where: { userId: user.id } });
  const firstSubscription = recorded === 0 && existing.length === 0;
  const session = await callStripe("checkout", t.failedTitle, () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price, quantity: 1 }],
      customer,
      client_reference_id: user.id,
      metadata: { userId: user.id },
      subscription_data: {
        metadata: { userId: user.id },
        ...(firstSubscription ? { trial_period_days: plans.pro.trialDays } : {}),
      },
      locale: "de",
      ...checkoutReturnUrls(),
    }),
  );
  return { url: session.url, destination: "checkout" };
}
