import { z } from "@/lib/validations/zod";

import { billingMessages } from "@/messages/billing";

// `billing_interval` is spec §7's field name; anything but the two values is refused before Stripe is asked.
const invalidInterval = { error: billingMessages.checkout.invalidInterval };

export const checkoutSchema = z.object(
  { billing_interval: z.enum(["monthly", "yearly"], invalidInterval) },
  invalidInterval,
);

export const portalSchema = z.object({ flow: z.enum(["overview", "cancel", "payment_method"]) });
