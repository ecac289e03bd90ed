// Fuzzing every route handler that reads input: FUZZ_RUNS (1,000) generated
// requests each — bodies that are not JSON, JSON of the wrong shape, huge and
// unicode strings, HTML and SQL payloads in ids, queries and headers. No
// request may get a 500 or a stack trace, and a refused one writes nothing.
// The credentials sign-in is fuzzed where next-auth's route hands it the
// input: the provider's authorize(). /api/health and /api/account/export take
// no input.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as getMessages, POST as postMessage } from "@/app/api/chats/[chatId]/messages/route";
import { POST as checkout } from "@/app/api/billing/create-checkout/route";
import { GET as getProfile } from "@/app/api/profile/route";
import { GET as unsubscribeLink, POST as unsubscribeOneClick } from "@/app/api/reminders/unsubscribe/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { SignInRefused, authorizeCredentials } from "@/server/auth/options";
import { clientIp } from "@/server/client-address";
import { prisma } from "@/server/db";
import { NextRequest } from "next/server";
import { badInput, payloads, weirdValue } from "@/tests/support/bad-input";

import { StripeDouble } from "../support/stripe-double";
import { type Answer, fromResponse, fuzz } from "./support/fuzz";
import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const WEBHOOK_SECRET = "whsec_test_resonanz_fuzz";
const BASE = "http://localhost:3000";

/** A request body: JSON of a bad value, or text that is not JSON at all. */
function body(valid?: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    badInput(valid).map((value) => JSON.stringify(value) ?? "undefined"),
    fc.constantFrom(...payloads, "{", "[1,", '{"content":', "\uFFFF", "null"),
    fc.string({ unit: "binary", maxLength: 500 }),
  );
}

/** Anything that might end up in a path segment or a query parameter. */
const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.uuid(),
  weirdValue.map(text),
);

function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** HTTP header values are bytes: what a client could really send. */
const headerValue = (value: string) => value.replace(/[^\x20-\x7e]/g, "?");

let ids: { userId: string; chatId: string; profileId: string };

beforeAll(async () => {
  // Configured, so that a request is judged by its signature (not answered 503 as unconfigured).
  Object.assign(process.env, {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: "sk_test_resonanz_fuzz",
  });
  const { user, profile } = await userWithProfile("fuzz-routen@example.org");
  const chat = await prisma().chat.create({
    data: { userId: user.id, profileId: profile.id, title: "Chat 1" },
  });
  ids = { userId: user.id, chatId: chat.id, profileId: profile.id };
});

afterAll(() => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_SECRET_KEY;
});

beforeEach(() => signInAs({ id: ids.userId, email: "fuzz-routen@example.org", plan: "free" }));

/** What the app's own pages send: JSON from this origin (the guard refuses anything else first). */
const json = { "content-type": "application/json", host: "localhost:3000", origin: BASE };
const send = (url: string, method: string, payload?: string, headers: Record<string, string> = json) =>
  new Request(url, { method, headers, body: payload });
const params = (chatId: string) => ({ params: Promise.resolve({ chatId }) });

describe("every route handler under generated bad input", () => {
  it("GET /api/profile while signed in and signed out", { timeout: 300_000 }, async () => {
    await fuzz(fc.boolean(), async (signedIn) => {
      if (!signedIn) signInAs(null);
      return fromResponse(await getProfile());
    });
  });

  it("GET /api/chats/[chatId]/messages", { timeout: 300_000 }, async () => {
    const chatId = fc.oneof(fc.constant("own"), segment);
    const query = fc.record({ limit: segment, before: segment }, { requiredKeys: [] });
    const outcomes = await fuzz(fc.tuple(chatId, query), async ([id, q]) => {
      const chat = id === "own" ? ids.chatId : id;
      const search = new URLSearchParams(q as Record<string, string>).toString();
      const url = `${BASE}/api/chats/${encodeURIComponent(chat)}/messages?${search}`;
      return fromResponse(await getMessages(send(url, "GET"), params(chat)));
    });
    expect(outcomes["404"] ?? 0).toBeGreaterThan(0);
  });

  it("POST /api/chats/[chatId]/messages", { timeout: 300_000 }, async () => {
    const chatId = fc.oneof(fc.constant("own"), fc.constant("own"), segment);
    const outcomes = await fuzz(fc.tuple(chatId, body({ content: "Hallo" })), async ([id, text]) => {
      const chat = id === "own" ? ids.chatId : id;
      const url = `${BASE}/api/chats/${encodeURIComponent(chat)}/messages`;
      return fromResponse(await postMessage(send(url, "POST", text), params(chat)));
    });
    expect(outcomes["400"] ?? outcomes["422"] ?? 0).toBeGreaterThan(0);
  });

  it("POST /api/billing/create-checkout", { timeout: 300_000 }, async () => {
    const outcomes = await fuzz(body({ billing_interval: "monthly" }), async (text) =>
      fromResponse(await checkout(send(`${BASE}/api/billing/create-checkout`, "POST", text))),
    );
    expect((outcomes["400"] ?? 0) + (outcomes["422"] ?? 0)).toBeGreaterThan(0);
  });

  it("GET and POST /api/reminders/unsubscribe", { timeout: 300_000 }, async () => {
    await fuzz(fc.tuple(fc.boolean(), segment), async ([oneClick, token]) => {
      const url = `${BASE}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
      const request = oneClick
        ? new NextRequest(url, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: "List-Unsubscribe=One-Click",
          })
        : new NextRequest(url);
      const response = await (oneClick ? unsubscribeOneClick(request) : unsubscribeLink(request));
      // A bad token is a 400 for the mail client, a redirect to the German page for people.
      return { ...(await fromResponse(response)), accepted: response.status === 204 };
    });
  });

  it(
    "POST /api/webhooks/stripe: forged, missing and garbled signatures and bodies",
    { timeout: 300_000 },
    async () => {
      const signature = fc.oneof(
        segment,
        fc.constant(undefined),
        body().map((text) => StripeDouble.sign(text, "whsec_falsch")),
      );
      const outcomes = await fuzz(fc.tuple(body(), signature), async ([text, header]) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (header !== undefined) headers["stripe-signature"] = headerValue(header);
        return fromResponse(await stripeWebhook(send(`${BASE}/api/webhooks/stripe`, "POST", text, headers)));
      });
      expect(Object.keys(outcomes)).toEqual(["400"]);
    },
  );

  it(
    "POST /api/webhooks/stripe: correctly signed bodies that are not Stripe events",
    { timeout: 300_000 },
    async () => {
      await fuzz(body({ id: "evt_1", type: "customer.subscription.updated", data: {} }), async (text) => {
        const headers = {
          "content-type": "application/json",
          "stripe-signature": StripeDouble.sign(text, WEBHOOK_SECRET),
        };
        return fromResponse(await stripeWebhook(send(`${BASE}/api/webhooks/stripe`, "POST", text, headers)));
      });
    },
  );

  it("the credentials sign-in (next-auth's authorize)", { timeout: 300_000 }, async () => {
    const outcomes = await fuzz(
      fc.tuple(badInput({ email: "fuzz-routen@example.org", password: "Sonnenaufgang-42" }), segment),
      async ([credentials, ip]): Promise<Answer> => {
        try {
          await authorizeCredentials(
            credentials,
            clientIp(new Headers({ "x-forwarded-for": headerValue(ip) })),
          );
          return { accepted: true, outcome: "signed-in", body: "" };
        } catch (error) {
          // next-auth turns SignInRefused into the sign-in page's German error; anything else is a 500.
          // A well-formed wrong attempt is counted for the lock (a write); malformed input writes nothing.
          if (error instanceof SignInRefused) {
            return { accepted: error.message !== "validation", outcome: error.message, body: "" };
          }
          return { accepted: false, outcome: "500", body: String(error) };
        }
      },
    );
    expect(outcomes["signed-in"]).toBeUndefined();
  });
});
