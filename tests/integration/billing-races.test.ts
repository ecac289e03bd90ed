// Issue 22: the billing races, on PostgreSQL only (PGlite has one connection
// and serialises everything, so no race could show there). Webhook deliveries
// are interleaved for real: the Stripe double holds one delivery's read of
// the subscription while the other event is delivered, in both orders.
// Checkout is refused while a subscription can still bill, the trial is given
// once per customer as Stripe knows it, and account deletion cancels what
// Stripe lists for the customer.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { createCheckout } from "@/server/actions/billing";
import { deleteAccountData } from "@/server/account/delete";
import { prisma } from "@/server/db";

import { StripeDouble, startStripeDouble } from "../support/stripe-double";
import { onPostgres } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const SECRET_KEY = "sk_test_resonanz_races";
const WEBHOOK_SECRET = "whsec_test_resonanz_races";
const PRICES = { monthly: "price_test_races_monthly", yearly: "price_test_races_yearly" };

type Json = Record<string, unknown>;
let double: StripeDouble;
let counter = 0;

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

async function deliver(event: Json): Promise<number> {
  const payload = JSON.stringify(event);
  const response = await webhook(
    new Request("https://resonanz.test/api/webhooks/stripe", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": StripeDouble.sign(payload, WEBHOOK_SECRET),
      },
      body: payload,
    }),
  );
  return response.status;
}

/** A user whose checkout completed at Stripe and was recorded by its webhook: active Pro. */
async function subscribedUser() {
  counter += 1;
  const email = `rennen-${counter}@example.org`;
  const user = await prisma().user.create({ data: { email } });
  signInAs({ id: user.id, email, plan: "free" });
  const result = await createCheckout({ billing_interval: "monthly" });
  if (!result.ok) throw new Error(result.message);
  const session = [...double.sessions.values()].at(-1);
  const subscription = double.completeCheckout(String(session?.id));
  const subscriptionId = String(subscription.id);
  double.updateSubscription(subscriptionId, { status: "active", trial_end: null });
  expect(await deliver(double.checkoutCompletedEvent(String(session?.id)))).toBe(200);
  return { user, email, subscriptionId, customer: String(subscription.customer) };
}

const storedStatus = async (id: string) =>
  (await prisma().subscription.findUniqueOrThrow({ where: { id } })).status;
const stripeStatus = (id: string) => String(double.subscriptions.get(id)?.status);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)("webhook races (PostgreSQL)", () => {
  it("updated reads 'active', deleted commits 'canceled' meanwhile: the final state is Stripe's", async () => {
    const { subscriptionId } = await subscribedUser();
    const updated = double.event(
      "customer.subscription.updated",
      double.subscriptions.get(subscriptionId) ?? {},
    );
    const held = double.holdNext(`/v1/subscriptions/${subscriptionId}`);
    const slow = deliver(updated);
    await held.arrived; // updated has read 'active' from Stripe ...
    double.updateSubscription(subscriptionId, {
      status: "canceled",
      canceled_at: Math.floor(Date.now() / 1000),
    });
    const deleted = double.event(
      "customer.subscription.deleted",
      double.subscriptions.get(subscriptionId) ?? {},
    );
    const fast = deliver(deleted); // ... and deleted is delivered while its answer is on the way.
    await pause(500);
    held.release();
    expect(await Promise.all([slow, fast])).toEqual([200, 200]);
    expect(await storedStatus(subscriptionId)).toBe(stripeStatus(subscriptionId));
    expect(stripeStatus(subscriptionId)).toBe("canceled");
  });

  it("deleted arrives first with a slow read, a late updated after it: the final state is Stripe's", async () => {
    const { subscriptionId } = await subscribedUser();
    const updated = double.event(
      "customer.subscription.updated",
      double.subscriptions.get(subscriptionId) ?? {},
    );
    double.updateSubscription(subscriptionId, {
      status: "canceled",
      canceled_at: Math.floor(Date.now() / 1000),
    });
    const deleted = double.event(
      "customer.subscription.deleted",
      double.subscriptions.get(subscriptionId) ?? {},
    );
    const held = double.holdNext(`/v1/subscriptions/${subscriptionId}`);
    const slow = deliver(deleted);
    await held.arrived;
    const fast = deliver(updated);
    await pause(500);
    held.release();
    expect(await Promise.all([slow, fast])).toEqual([200, 200]);
    expect(await storedStatus(subscriptionId)).toBe("canceled");
  });

  it("many interleaved updates and a deletion, released in reverse: the final state is Stripe's", async () => {
    const { subscriptionId } = await subscribedUser();
    const statuses = ["past_due", "active", "unpaid", "active"];
    const deliveries: Promise<number>[] = [];
    const holds: { release: () => void }[] = [];
    for (const status of statuses) {
      double.updateSubscription(subscriptionId, { status });
      const held = double.holdNext(`/v1/subscriptions/${subscriptionId}`);
      deliveries.push(
        deliver(
          double.event("customer.subscription.updated", double.subscriptions.get(subscriptionId) ?? {}),
        ),
      );
      // With the lock, only the first delivery reaches Stripe before it is released.
      await Promise.race([held.arrived, pause(300)]);
      holds.push(held);
    }
    double.updateSubscription(subscriptionId, { status: "canceled" });
    deliveries.push(
      deliver(double.event("customer.subscription.deleted", double.subscriptions.get(subscriptionId) ?? {})),
    );
    await pause(300);
    for (const held of holds.reverse()) {
      held.release();
      await pause(100);
    }
    expect((await Promise.all(deliveries)).every((status) => status === 200)).toBe(true);
    expect(await storedStatus(subscriptionId)).toBe("canceled");
  });
});

describe("checkout while a subscription can still bill", () => {
  for (const status of ["past_due", "incomplete", "unpaid"]) {
    it(`sends the customer to the portal instead of a second checkout while one is ${status}`, async () => {
      const { user, email, subscriptionId } = await subscribedUser();
      double.updateSubscription(subscriptionId, { status });
      // The app may not have heard of it yet: only Stripe knows.
      await prisma().subscription.update({ where: { id: subscriptionId }, data: { status: "canceled" } });
      signInAs({ id: user.id, email, plan: "free" });
      const sessions = double.sessions.size;
      const portals = double.requests.filter(
        (request) => request.path === "/v1/billing_portal/sessions",
      ).length;
      expect(await createCheckout({ billing_interval: "monthly" })).toMatchObject({
        ok: true,
        data: { destination: "portal", url: expect.stringContaining("/p/session/bps_") },
      });
      expect(double.sessions.size).toBe(sessions);
      expect(
        double.requests.filter((request) => request.path === "/v1/billing_portal/sessions"),
      ).toHaveLength(portals + 1);
    });
  }

  it("gives the trial once per customer, as Stripe knows it", async () => {
    const { user, email, subscriptionId } = await subscribedUser();
    double.updateSubscription(subscriptionId, { status: "canceled" });
    // The app lost its row (e.g. a restore); Stripe still lists the ended subscription.
    await prisma().subscription.deleteMany({ where: { userId: user.id } });
    signInAs({ id: user.id, email, plan: "free" });
    expect(await createCheckout({ billing_interval: "monthly" })).toMatchObject({ ok: true });
    const form = double.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)?.form;
    expect(form?.["subscription_data[trial_period_days]"]).toBeUndefined();
  });
});

describe("account deletion", () => {
  it("cancels a subscription Stripe lists for the customer that the webhook has not reported", async () => {
    const { user, customer } = await subscribedUser();
    const unseen = double.addSubscription(customer, "active", { userId: user.id });
    await deleteAccountData(user.id);
    expect(stripeStatus(String(unseen.id))).toBe("canceled");
    expect(await prisma().user.count({ where: { id: user.id } })).toBe(0);
  });
});
