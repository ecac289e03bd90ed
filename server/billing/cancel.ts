import "server-only";

import { stripeClient } from "@/server/billing/stripe";
import { prisma } from "@/server/db";

/** Statuses in which Stripe no longer bills; everything else is cancelled. */
const ENDED_STATUSES = ["canceled", "incomplete_expired"];

/** How long account deletion waits for Stripe before it goes ahead anyway. */
export const CANCEL_TIMEOUT_MS = 8_000;

/**
 * Account deletion calls this before it removes the user: every subscription
 * that could still bill is cancelled immediately. A Stripe outage must not keep
 * someone from deleting their account, so a failure is logged with the
 * subscription id (to cancel it by hand in the Stripe dashboard) and the
 * deletion goes on.
 */
export async function cancelSubscriptionsOnDeletion(userId: string): Promise<void> {
  const open = await prisma().subscription.findMany({
    where: { userId, status: { notIn: ENDED_STATUSES } },
    select: { id: true },
  });
  if (open.length === 0) return;
  const stripe = stripeClient();
  if (!stripe) {
    console.error(
      `[billing] Stripe is not configured; cancel by hand: ${open.map((row) => row.id).join(", ")}`,
    );
    return;
  }
  await Promise.all(
    open.map(async ({ id }) => {
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
