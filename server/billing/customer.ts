import "server-only";

import type { Stripe } from "@/server/billing/stripe";
import { prisma } from "@/server/db";

/**
 * The user's Stripe customer: the stored one, or one created now and stored.
 * A double click must not create two customers: Stripe answers both requests
 * with the same customer for the same idempotency key, and only the first
 * write claims the empty column (the second reads the winner back).
 */
export async function ensureStripeCustomer(
  stripe: Stripe,
  user: { id: string; email: string },
): Promise<string> {
  const stored = await storedCustomerId(user.id);
  if (stored) return stored;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `resonanz-customer-${user.id}` },
  );
  const claimed = await prisma().user.updateMany({
    where: { id: user.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (claimed.count === 1) return customer.id;
  const winner = await storedCustomerId(user.id);
  if (winner && winner !== customer.id) {
    // Only when the idempotency key had expired: drop the spare customer.
    await stripe.customers.del(customer.id).catch(() => undefined);
  }
  return winner ?? customer.id;
}

async function storedCustomerId(userId: string): Promise<string | null> {
  const row = await prisma().user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  return row?.stripeCustomerId ?? null;
}
