// The Stripe webhook with real signed payloads (the SDK's test-header helper):
// signatures, repeated and reordered deliveries, and the way back to Free.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { billingMessages } from "@/messages/billing";
import { createCheckout } from "@/server/actions/billing";
import { getPlan } from "@/server/billing/plan";
import { prisma } from "@/server/db";

import { StripeDouble, startStripeDouble } from "../support/stripe-double";
import { onPostgres } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const SECRET_KEY = "sk_test_resonanz_webhook";
const WEBHOOK_SECRET = "whsec_test_resonanz_webhook";
const PRICES = { monthly: "price_test_webhook_monthly", yearly: "price_test_webhook_yearly" };

type Json = Record<string, unknown>;
let double: StripeDouble;

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: SECRET_KEY, prices: PRICES });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_YEARLY: PRICES.yearly,
    STRIPE_API_BASE: double.url,
    SITE_URL: "https://resonanz.test",
  });
});

afterAll(() => double.close());
beforeEach(() => signInAs(null));

/** Posts a payload signed with `secret`; `tamper` changes the body after signing. */
async function deliver(event: Json, options: { secret?: string; tamper?: (body: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const signature = StripeDouble.sign(payload, options.secret ?? WEBHOOK_SECRET);
  const response = await webhook(
    new Request("https://resonanz.test/api/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: options.tamper ? options.tamper(payload) : payload,
    }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

/** A user who went through Checkout and paid: the double knows the subscription, the app not yet. */
async function checkedOutUser(email: string) {
  const user = await prisma().user.create({ data: { email } });
  await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 38,
      isActive: true,
      createdAt: new Date("2026-01-01T10:00:00Z"),
    },
  });
  signInAs({ id: user.id, email, plan: "free" });
  const result = await createCheckout({ billing_interval: "monthly" });
  if (!result.ok) throw new Error(result.message);
  signInAs(null);
  const session = [...double.sessions.values()].at(-1);
  const sessionId = String(session?.id);
  const subscription = double.completeCheckout(sessionId);
  return { user, sessionId, subscriptionId: String(subscription.id), subscription };
}

const row = (id: string) => prisma().subscription.findUnique({ where: { id } });
const eventCount = () => prisma().stripeEvent.count();

describe("stripe webhook", () => {
  it("refuses a bad signature with 400 and writes nothing", async () => {
    const { subscriptionId, sessionId } = await checkedOutUser("falsch-signiert@example.org");
    const events = await eventCount();

    const forged = await deliver(double.checkoutCompletedEvent(sessionId), { secret: "whsec_someone_else" });
    expect(forged).toMatchObject({
      status: 400,
      body: { ok: false, code: "bad_request", message: billingMessages.webhook.invalidSignature },
    });

    const unsigned = await webhook(
      new Request("https://resonanz.test/api/webhooks/stripe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(double.checkoutCompletedEvent(sessionId)),
      }),
    );
    expect(unsigned.status).toBe(400);

    expect(await eventCount()).toBe(events);
    expect(await row(subscriptionId)).toBeNull();
  });

  it("refuses a body changed after signing", async () => {
    const { subscriptionId, sessionId } = await checkedOutUser("veraendert@example.org");
    const events = await eventCount();
    const event = double.checkoutCompletedEvent(sessionId);

    const result = await deliver(event, { tamper: (body) => body.replace('"complete"', '"open"') });

    expect(result.status).toBe(400);
    expect(await eventCount()).toBe(events);
    expect(await row(subscriptionId)).toBeNull();
  });

  it("records checkout.session.completed as the subscription's state re-read from Stripe", async () => {
    const { user, sessionId, subscriptionId, subscription } = await checkedOutUser("bezahlt@example.org");

    expect(await deliver(double.checkoutCompletedEvent(sessionId))).toEqual({
      status: 200,
      body: { received: true, outcome: "processed" },
    });

    const item = (subscription.items as { data: { current_period_end: number }[] }).data[0];
    expect(await row(subscriptionId)).toMatchObject({
      userId: user.id,
      stripeCustomerId: subscription.customer,
      status: "trialing",
      priceId: PRICES.monthly,
      interval: "month",
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
      cancelAtPeriodEnd: false,
      trialEnd: new Date(Number(subscription.trial_end) * 1000),
      canceledAt: null,
    });
    expect(await getPlan(user.id)).toBe("pro");
  });

  it("processes the same event delivered three times once", async () => {
    const { sessionId, subscriptionId } = await checkedOutUser("dreimal@example.org");
    const event = double.checkoutCompletedEvent(sessionId);
    const retrievals = () => double.requestsTo("GET", `/v1/subscriptions/${subscriptionId}`).length;
    const events = await eventCount();

    const outcomes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) outcomes.push((await deliver(event)).body.outcome);

    expect(outcomes).toEqual(["processed", "duplicate", "duplicate"]);
    expect(await eventCount()).toBe(events + 1);
    expect(retrievals()).toBe(1);
  });

  it.runIf(onPostgres)("processes the same event delivered three times at once exactly once", async () => {
    const { sessionId } = await checkedOutUser("gleichzeitig@example.org");
    const event = double.checkoutCompletedEvent(sessionId);
    const events = await eventCount();

    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);

    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.filter((result) => result.body.outcome === "processed")).toHaveLength(1);
    expect(await eventCount()).toBe(events + 1);
  });

  it("ends right when customer.subscription.updated arrives before checkout.session.completed", async () => {
    const { user, sessionId, subscriptionId } = await checkedOutUser("umgekehrt@example.org");
    // Both events were created while the subscription was still in its trial ...
    const completed = double.checkoutCompletedEvent(sessionId);
    const updated = double.event(
      "customer.subscription.updated",
      double.subscriptions.get(subscriptionId) ?? {},
    );
    // ... then the trial ended and the first payment went through.
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const stripeNow = double.updateSubscription(subscriptionId, { status: "active", trial_end: null });
    const [item] = (stripeNow.items as { data: { current_period_end: number }[] }).data;
    if (item) item.current_period_end = periodEnd;

    expect((await deliver(updated)).body.outcome).toBe("processed");
    expect((await deliver(completed)).body.outcome).toBe("processed");

    expect(await row(subscriptionId)).toMatchObject({
      userId: user.id,
      status: "active",
      trialEnd: null,
      currentPeriodEnd: new Date(periodEnd * 1000),
    });
    expect(await getPlan(user.id)).toBe("pro");
  });

  it("returns the user to Free on customer.subscription.deleted and keeps only the first profile active", async () => {
    const { user, sessionId, subscriptionId } = await checkedOutUser("gekuendigt@example.org");
    await deliver(double.checkoutCompletedEvent(sessionId));
    await prisma().profile.updateMany({ where: { userId: user.id }, data: { isActive: false } });
    const dog = await prisma().profile.create({
      data: {
        userId: user.id,
        createdBy: user.id,
        profileType: "animal",
        name: "Bello",
        gender: "männlich",
        animalType: "hund",
        age: 4,
        isActive: true,
      },
    });
    expect(await getPlan(user.id)).toBe("pro");

    const ended = double.updateSubscription(subscriptionId, {
      status: "canceled",
      canceled_at: Math.floor(Date.now() / 1000),
    });
    expect((await deliver(double.event("customer.subscription.deleted", ended))).status).toBe(200);

    expect(await getPlan(user.id)).toBe("free");
    expect(await row(subscriptionId)).toMatchObject({ status: "canceled", canceledAt: expect.any(Date) });
    const profiles = await prisma().profile.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
      select: { id: true, name: true, isActive: true },
    });
    expect(profiles.map((profile) => [profile.name, profile.isActive])).toEqual([
      ["Mara", true],
      ["Bello", false],
    ]);
    expect(profiles[1]?.id).toBe(dog.id);
  });

  it("records a failed payment as the subscription's new status", async () => {
    const { user, sessionId, subscriptionId } = await checkedOutUser("zahlung-fehlgeschlagen@example.org");
    await deliver(double.checkoutCompletedEvent(sessionId));
    double.updateSubscription(subscriptionId, { status: "past_due", trial_end: null });

    expect((await deliver(double.paymentFailedEvent(subscriptionId))).body.outcome).toBe("processed");

    expect(await row(subscriptionId)).toMatchObject({ status: "past_due" });
    expect(await getPlan(user.id)).toBe("free");
  });

  it("finds the user through the stored customer when the subscription carries no user id", async () => {
    const { user, subscriptionId } = await checkedOutUser("ohne-metadaten@example.org");
    const plain = double.updateSubscription(subscriptionId, { metadata: {} });

    expect((await deliver(double.event("customer.subscription.created", plain))).body.outcome).toBe(
      "processed",
    );

    expect(await row(subscriptionId)).toMatchObject({ userId: user.id, status: "trialing" });
  });

  it("answers 200 to events outside the allow-list and ignores them", async () => {
    const events = await eventCount();
    const result = await deliver(
      double.event("customer.created", { id: "cus_test_other", object: "customer" }),
    );
    expect(result).toEqual({ status: 200, body: { received: true, outcome: "ignored" } });
    expect(await eventCount()).toBe(events);
  });

  it("answers 500 without recording the event when Stripe cannot be asked, so the retry applies it", async () => {
    const { sessionId, subscriptionId } = await checkedOutUser("stripe-weg@example.org");
    const event = double.checkoutCompletedEvent(sessionId);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    double.failNext(3, 500);

    expect((await deliver(event)).status).toBe(500);
    expect(await prisma().stripeEvent.findUnique({ where: { id: String(event.id) } })).toBeNull();
    expect(await row(subscriptionId)).toBeNull();
    logged.mockRestore();

    expect((await deliver(event)).body.outcome).toBe("processed");
    expect(await row(subscriptionId)).toMatchObject({ status: "trialing" });
  });
});
