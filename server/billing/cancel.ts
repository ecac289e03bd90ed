import "server-only";

import { canStillBill, customerSubscriptions } from "@/server/billing/customer-subscriptions";
import { type Stripe, stripeClient } from "@/server/billing/stripe";
import { prisma } from "@/server/db";

/** Statuses in which Stripe no longer bills; everything else is cancelled. */
const ENDED_STATUSES = ["canceled", "incomplete_expired"];

/** How long account deletion waits for Stripe before it goes ahead anyway. */
export const CANCEL_TIMEOUT_MS = 8_000;

/** Deletion does not wait long for Stripe (see CANCEL_TIMEOUT_MS). */
const STRIPE_DOWN_FAST = { timeout: CANCEL_TIMEOUT_MS, maxNetworkRetries: 0 };

/** The subscriptions to cancel: those Stripe lists for the customer that can still bill, and every open row. */
async function openSubscriptionIds(stripe: Stripe, userId: string): Promise<string[]> {
  const [user, recorded] = await Promise.all([
    prisma().user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } }),
    prisma().subscription.findMany({
      where: { userId, status: { notIn: ENDED_STATUSES } },
      select: { id: true },
    }),
  ]);
  const ids = new Set(recorded.map((row) => row.id));
  if (user?.stripeCustomerId) {
    try {
      for (const subscription of await customerSubscriptions(
        stripe,
        user.stripeCustomerId,
        STRIPE_DOWN_FAST,
      )) {
        if (canStillBill(subscription)) ids.add(subscription.id);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `[billing] could not list ${user.stripeCustomerId}'s subscriptions (${reason}); check by hand`,
      );
    }
  }
  return [...ids];
}

/**
 * Account deletion calls this before it removes the user: every subscription
 * that could still bill is cancelled immediately, including one whose
 * checkout the webhook has not reported yet (Stripe's list of the customer's
 * subscriptions is asked). A Stripe outage must not keep someone from
 * deleting their account, so a failure is logged with the subscription id (to
 * cancel it by hand in the Stripe dashboard) and the deletion goes on.
 */
export async function cancelSubscriptionsOnDeletion(userId: string): Promise<void> {
  const stripe = stripeClient();
  if (!stripe) {
    const open = await prisma().subscription.findMany({
      where: { userId, status: { notIn: ENDED_STATUSES } },
      select: { id: true },
    });
    if (open.length > 0) {
      console.error(
        `[billing] Stripe is not configured; cancel by hand: ${open.map((row) => row.id).join(", ")}`,
      );
    }
    return;
  }
  const open = await openSubscriptionIds(stripe, userId);
  await Promise.all(
    open.map(async (id) => {
      try {
        await stripe.subscriptions.cancel(id, {}, { timeout: CANCEL_TIMEOUT_MS, maxNetworkRetries: 0 });
      } catch (error) {
        const already =
          error instanceof stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
        if (!already) {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(
            `[billing] could not cancel ${id} on account deletion (${reason}); cancel it by hand`,
          );
        }
      }
    }),
  );
}
