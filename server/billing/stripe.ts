import "server-only";

import Stripe from "stripe";

import type { BillingInterval } from "@/config/plans";
import { env } from "@/env";
import { ActionFailure } from "@/lib/errors";
import { billingMessages } from "@/messages/billing";

// The one place that builds the Stripe SDK client. STRIPE_API_BASE points it at
// another host through the SDK's own host, port and protocol options (the
// tests' Stripe double); without it the SDK talks to api.stripe.com.

export type { Stripe };

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

function connection(base: string | undefined): Stripe.StripeConfig {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The SDK client, or null when STRIPE_SECRET_KEY is not set. */
export function stripeClient(): Stripe | null {
  const key = env().STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env().STRIPE_API_BASE;
  if (cached?.key !== key || cached.base !== base) {
    cached = {
      key,
      base,
      // The SDK retries network failures itself, with idempotency keys on POSTs.
      client: new Stripe(key, { ...connection(base), maxNetworkRetries: 2, timeout: 15_000 }),
    };
  }
  return cached.client;
}

const unconfigured = () =>
  new ActionFailure("unavailable", billingMessages.unconfiguredTitle, billingMessages.unconfigured);

/** The client, or the German "payments are not set up here" failure. */
export function requireStripe(): Stripe {
  const client = stripeClient();
  if (!client) throw unconfigured();
  return client;
}

/** The Stripe price id that bills Pro at `interval`. */
export function priceIdFor(interval: BillingInterval): string {
  const price = interval === "monthly" ? env().STRIPE_PRICE_MONTHLY : env().STRIPE_PRICE_YEARLY;
  if (!price) throw unconfigured();
  return price;
}

/** Runs a Stripe call; Stripe's own failures become a German "try again later" titled `title`. */
export async function callStripe<T>(label: string, title: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    console.error(`[stripe] ${label} failed: ${error.type} ${error.statusCode ?? ""} ${error.message}`);
    throw new ActionFailure("unavailable", title, billingMessages.stripeUnavailable);
  }
}
