import "server-only";

import type { Prisma } from "@/prisma/generated/client/client";
import type { Stripe } from "@/server/billing/stripe";

// A subscription's absolute state, as Stripe has it now. The webhook writes
// this, never an event's own snapshot, so events that arrive late or out of
// order cannot roll the row back to an older state.

export interface SubscriptionState {
  id: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  priceId: string | null;
  interval: "month" | "year" | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  canceledAt: Date | null;
  /** Set at checkout (subscription_data.metadata.userId). */
  metadataUserId: string | null;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Re-reads the subscription; null when Stripe no longer knows it. */
export async function readSubscriptionState(stripe: Stripe, id: string): Promise<SubscriptionState | null> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(id);
  } catch (error) {
    // A missing subscription stays missing; anything else is retried by Stripe.
    if (error instanceof stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
      return null;
    throw error;
  }
  // Since API version 2025-03-31 the billing period lives on the items; Pro has one.
  const item = subscription.items.data[0];
  const interval = item?.price.recurring?.interval;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    interval: interval === "month" ? "month" : interval === "year" ? "year" : null,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    // The portal may cancel by date (cancel_at) instead of the flag; both mean "ends".
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    trialEnd: fromUnix(subscription.trial_end),
    canceledAt: fromUnix(subscription.canceled_at),
    metadataUserId: subscription.metadata.userId ?? null,
  };
}

/** Writes the state as the row's whole truth. */
export async function writeSubscriptionState(
  tx: Prisma.TransactionClient,
  userId: string,
  state: SubscriptionState,
): Promise<void> {
  const columns = {
    userId,
    stripeCustomerId: state.customerId,
    status: state.status,
    priceId: state.priceId,
    interval: state.interval,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    trialEnd: state.trialEnd,
    canceledAt: state.canceledAt,
  };
  await tx.subscription.upsert({
    where: { id: state.id },
    create: { id: state.id, ...columns },
    update: columns,
  });
}
