import "server-only";

import { keepFirstProfileActiveOnFree } from "@/server/billing/profile-access";
import type { Stripe } from "@/server/billing/stripe";
import {
  readSubscriptionState,
  type SubscriptionState,
  writeSubscriptionState,
} from "@/server/billing/subscription-state";
import { prisma } from "@/server/db";

// The Stripe webhook's processing, after the route has verified the signature.
// Only the allow-listed events are handled, one handler each. A handler only
// says which subscription the event concerns; its state is then re-read from
// Stripe and written whole, in the same transaction that records the event id.

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

type HandledType = (typeof HANDLED_EVENTS)[number];
type EventOf<T extends HandledType> = Extract<Stripe.Event, { type: T }>;

/** What an event points at: the subscription and, from a checkout, its user. */
interface SubscriptionReference {
  subscriptionId: string;
  userId: string | null;
}

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;

function onCheckoutCompleted(event: EventOf<"checkout.session.completed">): SubscriptionReference | null {
  const session = event.data.object;
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== "subscription" || !subscriptionId) return null;
  return { subscriptionId, userId: session.client_reference_id ?? session.metadata?.userId ?? null };
}

const onSubscriptionEvent = (
  event: EventOf<
    "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted"
  >,
): SubscriptionReference => ({ subscriptionId: event.data.object.id, userId: null });

function onPaymentFailed(event: EventOf<"invoice.payment_failed">): SubscriptionReference | null {
  const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription ?? null);
  return subscriptionId ? { subscriptionId, userId: null } : null;
}

const handlers: { [T in HandledType]: (event: EventOf<T>) => SubscriptionReference | null } = {
  "checkout.session.completed": onCheckoutCompleted,
  "customer.subscription.created": onSubscriptionEvent,
  "customer.subscription.updated": onSubscriptionEvent,
  "customer.subscription.deleted": onSubscriptionEvent,
  "invoice.payment_failed": onPaymentFailed,
};

const isHandled = (event: Stripe.Event): event is EventOf<HandledType> =>
  (HANDLED_EVENTS as readonly string[]).includes(event.type);

function dispatch<T extends HandledType>(type: T, event: EventOf<T>): SubscriptionReference | null {
  return handlers[type](event);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user a subscription belongs to: its metadata, the checkout's user, or the stored customer id. */
async function resolveUserId(state: SubscriptionState, hint: string | null): Promise<string | null> {
  for (const candidate of [state.metadataUserId, hint]) {
    if (!candidate || !UUID.test(candidate)) continue;
    const user = await prisma().user.findUnique({ where: { id: candidate }, select: { id: true } });
    if (user) return user.id;
  }
  const byCustomer = await prisma().user.findUnique({
    where: { stripeCustomerId: state.customerId },
    select: { id: true },
  });
  return byCustomer?.id ?? null;
}

/** Handles one verified event; a repeated event id changes nothing. */
export async function processStripeEvent(stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!isHandled(event)) return "ignored";
  // Cheap early exit for Stripe's retries; the insert below is the real guard.
  if (await prisma().stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } })) {
    return "duplicate";
  }
  const reference = dispatch(event.type, event);
  const state = reference ? await readSubscriptionState(stripe, reference.subscriptionId) : null;
  const userId = state ? await resolveUserId(state, reference?.userId ?? null) : null;
  if (state && !userId) console.warn(`[stripe] ${event.id}: no user for subscription ${state.id}`);

  return prisma().$transaction(async (tx) => {
    // The primary key decides between parallel deliveries of one event: the
    // second insert waits for the first transaction and then inserts nothing.
    const recorded = await tx.$executeRaw`
      INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
    if (recorded === 0) return "duplicate";
    if (state && userId) {
      await writeSubscriptionState(tx, userId, state);
      await tx.user.updateMany({
        where: { id: userId, stripeCustomerId: null },
        data: { stripeCustomerId: state.customerId },
      });
      await keepFirstProfileActiveOnFree(tx, userId);
    }
    return "processed";
  });
}
