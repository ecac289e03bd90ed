import { z } from "@/lib/validations/zod";

import { env } from "@/env";
import { billingMessages } from "@/messages/billing";
import { stripeClient } from "@/server/billing/stripe";
import { processStripeEvent } from "@/server/billing/webhook";
import { routeRules, stateChanging } from "@/server/http/guard";
import { failure } from "@/server/http/responses";

export const dynamic = "force-dynamic";

const t = billingMessages.webhook;

/** What every event the app handles carries; a signed body without it is refused, not retried. */
const envelope = z.looseObject({
  id: z.string().regex(/^evt_\w{1,250}$/),
  type: z.string().max(255),
  data: z.looseObject({ object: z.looseObject({ id: z.string().max(255) }) }),
});

/**
 * Stripe's webhook. The signature is checked on the raw body, so nothing may
 * parse it first; a bad signature gets 400 and writes nothing. Handled events
 * answer 200 once stored (repeats too); a failure answers 500 so Stripe retries.
 * Only a server may send it: a request from a browser (with Origin) is 403.
 */
export const POST = stateChanging(routeRules.stripeWebhook, async (request, payload) => {
  const stripe = stripeClient();
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret)
    return failure("unavailable", billingMessages.unconfiguredTitle, billingMessages.unconfigured);

  let event;
  try {
    event = stripe.webhooks.constructEvent(payload, request.headers.get("stripe-signature") ?? "", secret);
  } catch {
    return failure("bad_request", t.title, t.invalidSignature);
  }

  if (!envelope.safeParse(event).success) return failure("bad_request", t.title, t.invalidEvent);

  try {
    const outcome = await processStripeEvent(stripe, event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    console.error(`[stripe] webhook ${event.id} (${event.type}) failed:`, error);
    return failure("unexpected", t.title, t.failed);
  }
});
