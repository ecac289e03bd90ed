// Without Stripe keys every billing entry point answers with a clear German
// message instead of crashing, and account deletion still works.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as createCheckoutRoute } from "@/app/api/billing/create-checkout/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { billingMessages } from "@/messages/billing";
import { deleteAccountData } from "@/server/account/delete";
import { createCheckout, openBillingPortal } from "@/server/actions/billing";
import { prisma } from "@/server/db";

import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

beforeAll(() => {
  // env() reads process.env once, on first use, which is after this.
  for (const key of Object.keys(process.env)) if (key.startsWith("STRIPE_")) delete process.env[key];
});

const unconfigured = {
  ok: false,
  code: "unavailable",
  title: billingMessages.unconfiguredTitle,
  message: billingMessages.unconfigured,
};

describe("billing without Stripe keys", () => {
  it("answers checkout, the portal and the webhook with a German message", async () => {
    const user = await prisma().user.create({ data: { email: "ohne-stripe@example.org" } });
    signInAs({ id: user.id, email: user.email, plan: "free" });

    expect(await createCheckout({ billing_interval: "monthly" })).toEqual(unconfigured);
    expect(await openBillingPortal({ flow: "overview" })).toEqual(unconfigured);

    const checkout = await createCheckoutRoute(
      new Request("https://resonanz.test/api/billing/create-checkout", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://resonanz.test",
          host: "resonanz.test",
        },
        body: JSON.stringify({ billing_interval: "yearly" }),
      }),
    );
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toMatchObject({ ok: false, message: billingMessages.unconfigured });

    const event = await webhook(
      new Request("https://resonanz.test/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(event.status).toBe(503);
    expect(await event.json()).toMatchObject({ ok: false, message: billingMessages.unconfigured });

    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBeNull();
  });

  it("deletes an account with a running subscription and logs it for manual cancellation", async () => {
    const user = await prisma().user.create({ data: { email: "abo-ohne-stripe@example.org" } });
    await prisma().subscription.create({
      data: {
        id: "sub_test_offline",
        userId: user.id,
        stripeCustomerId: "cus_test_offline",
        status: "active",
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);

    await deleteAccountData(user.id);

    expect(await prisma().user.count({ where: { id: user.id } })).toBe(0);
    expect(logged.mock.calls.flat().join(" ")).toContain("sub_test_offline");
    logged.mockRestore();
  });
});
