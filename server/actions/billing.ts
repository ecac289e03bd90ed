"use server";

import { checkoutSchema, portalSchema } from "@/lib/validations/billing";
import { authedAction } from "@/server/actions/safe-action";
import { createCheckoutSession } from "@/server/billing/checkout";
import { createPortalSession } from "@/server/billing/portal";

/** 'Upgrade starten': a Stripe Checkout Session for Pro; the client opens its url. */
export const createCheckout = authedAction(
  "createCheckout",
  checkoutSchema,
  async ({ billing_interval }, user) => createCheckoutSession(user, billing_interval),
);

/** The account menu's subscription items: a Stripe customer portal session. */
export const openBillingPortal = authedAction("openBillingPortal", portalSchema, async ({ flow }, user) =>
  createPortalSession(user.id, flow),
);
