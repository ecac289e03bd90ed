"use server";

import { z } from "zod";

import { billingMessages } from "@/messages/billing";
import { authedAction } from "@/server/actions/safe-action";
import { createCheckoutSession } from "@/server/billing/checkout";
import { createPortalSession } from "@/server/billing/portal";

// `billing_interval` is spec §7's field name; anything but the two values is refused before Stripe is asked.
const invalidInterval = { error: billingMessages.checkout.invalidInterval };
const checkoutSchema = z.object(
  { billing_interval: z.enum(["monthly", "yearly"], invalidInterval) },
  invalidInterval,
);

const portalSchema = z.object({ flow: z.enum(["overview", "cancel", "payment_method"]) });

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
