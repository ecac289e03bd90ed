import "server-only";

import type { Stripe } from "@/server/billing/stripe";

// What Stripe knows about a customer's subscriptions, which may be more than
// the app has recorded: a checkout whose webhook has not arrived yet bills too.

/** Statuses in which a subscription can still bill the customer. */
export const BILLING_STATUSES: readonly Stripe.Subscription.Status[] = [
  "incomplete",
  "past_due",
  "unpaid",
  "active",
  "trialing",
];

/** Every subscription of the customer at Stripe, whatever its status. */
export async function customerSubscriptions(
  stripe: Stripe,
  customer: string,
  options?: Stripe.RequestOptions,
): Promise<Stripe.Subscription[]> {
  const found: Stripe.Subscription[] = [];
  const list = stripe.subscriptions.list({ customer, status: "all", limit: 100 }, options);
  for await (const subscription of list) found.push(subscription);
  return found;
}

export const canStillBill = (subscription: Pick<Stripe.Subscription, "status">) =>
  BILLING_STATUSES.includes(subscription.status);
