// Checkout, the customer portal and the cancellation on account deletion,
// with the official Stripe SDK pointed at a local Stripe double.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as createCheckoutRoute } from "@/app/api/billing/create-checkout/route";
import { billingMessages } from "@/messages/billing";
import { actionMessages } from "@/messages/common";
import { deleteAccountData } from "@/server/account/delete";
import { createCheckout, openBillingPortal } from "@/server/actions/billing";
import { prisma } from "@/server/db";

import { type StripeDouble, startStripeDouble } from "../support/stripe-double";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const SECRET_KEY = "sk_test_resonanz_checkout";
const PRICES = { monthly: "price_test_pro_monthly", yearly: "price_test_pro_yearly" };
const SITE = "https://resonanz.test";

let double: StripeDouble;

beforeAll(async () => {
  double = await startStripeDouble({ secretKey: SECRET_KEY, prices: PRICES });
  // env() reads process.env once, on first use, which is after this.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: "whsec_test_checkout",
    STRIPE_PRICE_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_YEARLY: PRICES.yearly,
    STRIPE_API_BASE: double.url,
    SITE_URL: SITE,
  });
});

afterAll(() => double.close());

beforeEach(() => {
  double.requests.length = 0;
  signInAs(null);
});

async function signedInUser(email: string) {
  const user = await prisma().user.create({ data: { email } });
  signInAs({ id: user.id, email, plan: "free" });
  return user;
}

const storedCustomer = async (userId: string) =>
  (await prisma().user.findUniqueOrThrow({ where: { id: userId } })).stripeCustomerId;

function postCheckout(body: unknown) {
  return createCheckoutRoute(
    new Request(`${SITE}/api/billing/create-checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, Host: new URL(SITE).host },
      body: JSON.stringify(body),
    }),
  );
}

/** A subscription the user has finished paying for, known to the double and recorded as the webhook would. */
async function paidSubscription(userId: string, status = "active") {
  const result = await createCheckout({ billing_interval: "monthly" });
  if (!result.ok) throw new Error(result.message);
  const session = [...double.sessions.values()].at(-1);
  const subscription = double.completeCheckout(String(session?.id));
  double.updateSubscription(String(subscription.id), { status });
  await prisma().subscription.create({
    data: {
      id: String(subscription.id),
      userId,
      stripeCustomerId: String(subscription.customer),
      status,
      interval: "month",
    },
  });
  double.requests.length = 0;
  return subscription;
}

describe("checkout", () => {
  it("creates a monthly subscription session with the 3-day trial for a first subscription", async () => {
    const user = await signedInUser("erstes-abo@example.org");

    const result = await createCheckout({ billing_interval: "monthly" });

    expect(result.ok).toBe(true);
    const [customerCall] = double.requestsTo("POST", "/v1/customers");
    expect(customerCall?.form).toEqual({ email: "erstes-abo@example.org", "metadata[userId]": user.id });
    const customerId = await storedCustomer(user.id);
    expect(customerId).toMatch(/^cus_test_/);
    expect(double.customers.has(customerId ?? "")).toBe(true);

    const calls = double.requestsTo("POST", "/v1/checkout/sessions");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(calls[0]?.form).toEqual({
      mode: "subscription",
      "line_items[0][price]": PRICES.monthly,
      "line_items[0][quantity]": "1",
      customer: customerId,
      client_reference_id: user.id,
      "metadata[userId]": user.id,
      "subscription_data[metadata][userId]": user.id,
      "subscription_data[trial_period_days]": "3",
      locale: "de",
      success_url: `${SITE}/app?checkout=erfolg`,
      cancel_url: `${SITE}/app?checkout=abgebrochen`,
    });
    const session = [...double.sessions.values()].at(-1);
    expect(result).toEqual({ ok: true, data: { url: session?.url, destination: "checkout" } });
    expect(String(session?.url)).toMatch(new RegExp(`^${double.url}/c/pay/cs_test_`));
    // Only the webhook records subscriptions.
    expect(await prisma().subscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("reuses the stored customer and gives no trial once the user has subscribed before", async () => {
    const user = await signedInUser("wieder-da@example.org");
    const earlier = await paidSubscription(user.id, "canceled");

    const result = await createCheckout({ billing_interval: "yearly" });

    expect(result.ok).toBe(true);
    expect(double.requestsTo("POST", "/v1/customers")).toHaveLength(0);
    expect(double.requestsTo("POST", "/v1/checkout/sessions")[0]?.form).toEqual({
      mode: "subscription",
      "line_items[0][price]": PRICES.yearly,
      "line_items[0][quantity]": "1",
      customer: earlier.customer,
      client_reference_id: user.id,
      "metadata[userId]": user.id,
      "subscription_data[metadata][userId]": user.id,
      locale: "de",
      success_url: `${SITE}/app?checkout=erfolg`,
      cancel_url: `${SITE}/app?checkout=abgebrochen`,
    });
  });

  it("creates one Stripe customer for a double click", async () => {
    const user = await signedInUser("doppelklick@example.org");
    const customersBefore = double.customers.size;

    const results = await Promise.all([
      createCheckout({ billing_interval: "monthly" }),
      createCheckout({ billing_interval: "monthly" }),
    ]);

    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(double.customers.size).toBe(customersBefore + 1);
    const customers = double.requestsTo("POST", "/v1/checkout/sessions").map((call) => call.form.customer);
    expect(customers).toEqual([await storedCustomer(user.id), await storedCustomer(user.id)]);
  });

  it("refuses a forged billing_interval in German, asks Stripe nothing and writes nothing", async () => {
    const user = await signedInUser("gefaelscht@example.org");
    for (const input of [
      { billing_interval: "weekly" },
      { billing_interval: "MONTHLY" },
      { billing_interval: "" },
      { billing_interval: 1 },
      {},
      null,
      "monthly",
    ]) {
      expect(await createCheckout(input)).toMatchObject({
        ok: false,
        code: "validation",
        message: billingMessages.checkout.invalidInterval,
      });
    }
    const response = await postCheckout({ billing_interval: "lifetime" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      ok: false,
      code: "validation",
      message: billingMessages.checkout.invalidInterval,
    });

    expect(double.requests).toHaveLength(0);
    expect(await storedCustomer(user.id)).toBeNull();
  });

  it("refuses a checkout while signed out with 401 and a German message", async () => {
    const response = await postCheckout({ billing_interval: "monthly" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      ok: false,
      code: "unauthorized",
      title: actionMessages.unauthorizedTitle,
      message: actionMessages.unauthorized,
    });
    expect(double.requests).toHaveLength(0);
  });

  it("answers POST create-checkout with the session url", async () => {
    await signedInUser("route@example.org");
    const response = await postCheckout({ billing_interval: "yearly" });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toBe([...double.sessions.values()].at(-1)?.url);
  });

  it("does not start a second checkout for a Pro user", async () => {
    const user = await signedInUser("schon-pro@example.org");
    await paidSubscription(user.id, "trialing");
    expect(await createCheckout({ billing_interval: "monthly" })).toMatchObject({
      ok: false,
      code: "conflict",
      title: billingMessages.checkout.alreadyProTitle,
    });
    expect(double.requests).toHaveLength(0);
  });

  it("turns a Stripe outage into a German message and stores no customer", async () => {
    const user = await signedInUser("ausfall@example.org");
    double.failNext(3, 500);
    expect(await createCheckout({ billing_interval: "monthly" })).toMatchObject({
      ok: false,
      code: "unavailable",
      title: billingMessages.checkout.failedTitle,
      message: billingMessages.stripeUnavailable,
    });
    expect(double.requestsTo("POST", "/v1/customers")).toHaveLength(3);
    expect(await storedCustomer(user.id)).toBeNull();
  });
});

describe("customer portal", () => {
  it("opens the portal for a Pro user, at the page each menu item names", async () => {
    const user = await signedInUser("portal@example.org");
    const subscription = await paidSubscription(user.id);
    const base = { customer: String(subscription.customer), return_url: `${SITE}/app` };

    for (const flow of ["overview", "cancel", "payment_method"] as const) {
      const result = await openBillingPortal({ flow });
      expect(result).toMatchObject({
        ok: true,
        data: { url: expect.stringMatching(/\/p\/session\/bps_test_/) },
      });
    }

    expect(double.requestsTo("POST", "/v1/billing_portal/sessions").map((call) => call.form)).toEqual([
      base,
      {
        ...base,
        "flow_data[type]": "subscription_cancel",
        "flow_data[subscription_cancel][subscription]": subscription.id,
      },
      { ...base, "flow_data[type]": "payment_method_update" },
    ]);
  });

  it("tells a Free user there is no paid plan, without asking Stripe", async () => {
    await signedInUser("kein-abo@example.org");
    expect(await openBillingPortal({ flow: "cancel" })).toMatchObject({
      ok: false,
      code: "conflict",
      title: billingMessages.portal.noPlanTitle,
      message: billingMessages.portal.noPlanText,
    });
    expect(await openBillingPortal({ flow: "everything" })).toMatchObject({ ok: false, code: "validation" });
    expect(double.requests).toHaveLength(0);
  });
});

describe("account deletion", () => {
  it("cancels a running subscription in Stripe before the user is removed", async () => {
    const user = await signedInUser("geht@example.org");
    const subscription = await paidSubscription(user.id, "trialing");

    await deleteAccountData(user.id);

    expect(double.requestsTo("DELETE", `/v1/subscriptions/${String(subscription.id)}`)).toHaveLength(1);
    expect(double.subscriptions.get(String(subscription.id))?.status).toBe("canceled");
    expect(await prisma().user.count({ where: { id: user.id } })).toBe(0);
  });

  it("still deletes the account when Stripe is down, and logs what to cancel by hand", async () => {
    const user = await signedInUser("geht-trotzdem@example.org");
    const subscription = await paidSubscription(user.id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The list of the customer's subscriptions and the cancellation both fail.
    double.failNext(2, 500);

    await deleteAccountData(user.id);

    expect(await prisma().user.count({ where: { id: user.id } })).toBe(0);
    expect(double.subscriptions.get(String(subscription.id))?.status).not.toBe("canceled");
    expect(logged.mock.calls.flat().join(" ")).toContain(String(subscription.id));
    logged.mockRestore();
  });
});
