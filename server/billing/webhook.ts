import "server-only";

import { keepFirstProfileActiveOnFree } from "@/server/billing/profile-access";
import type { Stripe } from "@/server/billing/stripe";
import {
  readSubscriptionState,
  type SubscriptionState,
  writeSubscriptionState,
} from "@/server/billing/subscription-state";
import { prisma } from "@/server/db";
import type { Prisma } from "@/prisma/generated/client/client";

// The Stripe webhook's processing, after the route has verified the signature.
// Only the allow-listed events are handled, one handler each. A handler only
// says which subscription the event concerns. Inside one transaction the event
// id is recorded, a per-subscription advisory lock is taken, and only then is
// the state re-read from Stripe and written whole: two events of the same
// subscription run one after the other, so a slow read can never commit an
// older state over a newer one (issue 22).

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

/** Long enough for a Stripe read while another event of the same subscription holds the lock. */
const LOCKED = { maxWait: 10_000, timeout: 30_000 };

/** The user a subscription belongs to: its metadata, the checkout's user, or the stored customer id. */
async function resolveUserId(
  tx: Prisma.TransactionClient,
  state: SubscriptionState,
  hint: string | null,
): Promise<string | null> {
  for (const candidate of [state.metadataUserId, hint]) {
    if (!candidate || !UUID.test(candidate)) continue;
    const user = await tx.user.findUnique({ where: { id: candidate }, select: { id: true } });
    if (user) return user.id;
  }
  const byCustomer = await tx.user.findUnique({
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

  return prisma().$transaction(async (tx) => {
    // The primary key decides between parallel deliveries of one event: the
    // second insert waits for the first transaction and then inserts nothing.
    const recorded = await tx.$executeRaw`
      INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (id) DO NOTHING`;
    if (recorded === 0) return "duplicate";
    if (!reference) return "processed";
    // Held until commit: the next event of this subscription reads Stripe after this one has written.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`stripe-subscription:${reference.subscriptionId}`}, 0))`;
    const state = await readSubscriptionState(stripe, reference.subscriptionId);
    const userId = state ? await resolveUserId(tx, state, reference.userId) : null;
    if (state && !userId) console.warn(`[stripe] ${event.id}: no user for subscription ${state.id}`);
    if (state && userId) {
      await writeSubscriptionState(tx, userId, state);
      await tx.user.updateMany({
        where: { id: userId, stripeCustomerId: null },
        data: { stripeCustomerId: state.customerId },
      });
      await keepFirstProfileActiveOnFree(tx, userId);
    }
    return "processed";
  }, LOCKED);
}
