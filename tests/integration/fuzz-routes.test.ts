// Fuzzing every route handler that reads input: FUZZ_RUNS (1,000) generated
// requests each — bodies that are not JSON, JSON of the wrong shape, huge and
// unicode strings, HTML and SQL payloads in ids, queries and headers. No
// request may get a 500 or a stack trace, and a refused one writes nothing.
// The credentials sign-in is fuzzed where next-auth's route hands it the
// input: the provider's authorize(). Server-action requests (POST with
// Next-Action) are fuzzed through proxy.ts, which refuses malformed, empty,
// oversized, foreign and deeply nested ones before Next.js reads them. The
// file prints its counts.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as exportAccount } from "@/app/api/account/export/route";
import { GET as health } from "@/app/api/health/route";
import { GET as getMessages, POST as postMessage } from "@/app/api/chats/[chatId]/messages/route";
import { POST as checkout } from "@/app/api/billing/create-checkout/route";
import { GET as getProfile } from "@/app/api/profile/route";
import { POST as postDaylio } from "@/app/api/profiles/[profileId]/daylio/route";
import { GET as getSummary } from "@/app/api/profiles/[profileId]/summary/route";
import { POST as renewPush } from "@/app/api/push/subscription/route";
import { GET as unsubscribeLink, POST as unsubscribeOneClick } from "@/app/api/reminders/unsubscribe/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { SignInRefused, authorizeCredentials } from "@/server/auth/options";
import { clientIp } from "@/server/client-address";
import { prisma } from "@/server/db";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { badInput, payloads, weirdValue } from "@/tests/support/bad-input";
import { englishWord } from "@/tests/support/english";

import { StripeDouble } from "../support/stripe-double";
import { type Answer, fromResponse, fuzz, printFuzzCounts } from "./support/fuzz";
import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const WEBHOOK_SECRET = "whsec_test_resonanz_fuzz";
const BASE = "http://localhost:3000";

/** JSON text of any value; what JSON.stringify cannot write (too deep) becomes nested brackets. */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "undefined";
  } catch {
    return `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
  }
}

/** Text nested `depth` levels deep, as a 20 KB body of arrays is. */
const nestedText = fc
  .tuple(fc.integer({ min: 2, max: 20_000 }), fc.constantFrom("[", '{"content":['))
  .map(([depth, open]) => `${open}${"[".repeat(depth)}${"]".repeat(depth)}${open.length > 1 ? "]}" : "]"}`);

/** A request body: JSON of a bad value, deeply nested, empty, or text that is not JSON at all. */
function body(valid?: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    badInput(valid).map(jsonText),
    nestedText,
    fc.constantFrom(...payloads, "{", "[1,", '{"content":', "\uFFFF", "null", ""),
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
  const counts = printFuzzCounts("route handlers and server-action requests");
  expect(counts.serverErrors + counts.english).toBe(0);
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

  it("GET /api/profiles/[profileId]/summary", { timeout: 300_000 }, async () => {
    const profileId = fc.oneof(segment, fc.constant(ids.profileId));
    await fuzz(fc.tuple(profileId, fc.array(segment, { maxLength: 4 })), async ([profile, entries]) => {
      const search = entries.map((entry) => `eintrag=${encodeURIComponent(entry)}`).join("&");
      const url = `${BASE}/api/profiles/${encodeURIComponent(profile)}/summary?${search}`;
      return fromResponse(
        await getSummary(new Request(url), { params: Promise.resolve({ profileId: profile }) }),
      );
    });
  });

  it("POST /api/profiles/[profileId]/daylio", { timeout: 300_000 }, async () => {
    const profileId = fc.oneof(segment, fc.constant(ids.profileId));
    const fields = fc.tuple(profileId, fc.string({ unit: "binary", maxLength: 2_000 }), segment, segment);
    await fuzz(fields, async ([profile, csv, step, mapping]) => {
      const form = new FormData();
      form.set("datei", new File([csv], "daylio.csv", { type: "text/csv" }));
      form.set("schritt", Math.random() < 0.5 ? "vorschau" : step);
      form.set("zuordnung", mapping);
      const url = `${BASE}/api/profiles/${encodeURIComponent(profile)}/daylio`;
      const request = new Request(url, {
        method: "POST",
        headers: { host: "localhost:3000", origin: BASE },
        body: form,
      });
      return fromResponse(await postDaylio(request, { params: Promise.resolve({ profileId: profile }) }));
    });
  });

  it("POST /api/billing/create-checkout", { timeout: 300_000 }, async () => {
    const outcomes = await fuzz(body({ billing_interval: "monthly" }), async (text) =>
      fromResponse(await checkout(send(`${BASE}/api/billing/create-checkout`, "POST", text))),
    );
    expect((outcomes["400"] ?? 0) + (outcomes["422"] ?? 0)).toBeGreaterThan(0);
  });

  it("POST /api/push/subscription", { timeout: 300_000 }, async () => {
    const renewal = {
      oldEndpoint: "https://push.example.net/alt",
      subscription: { endpoint: "https://push.example.net/neu", keys: { p256dh: "p", auth: "a" } },
    };
    const outcomes = await fuzz(body(renewal), async (text) =>
      fromResponse(await renewPush(send(`${BASE}/api/push/subscription`, "POST", text))),
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
            return { accepted: !error.message.startsWith("validation"), outcome: error.message, body: "" };
          }
          return { accepted: false, outcome: "500", body: String(error) };
        }
      },
    );
    expect(outcomes["signed-in"]).toBeUndefined();
  });
});

describe("route handlers without input, and server-action requests before Next.js reads them", () => {
  it("GET /api/account/export signed in, signed out and just deleted (P2025)", async () => {
    const outcomes = await fuzz(fc.constantFrom("own", "out", "deleted"), async (who) => {
      if (who === "own") signInAs({ id: ids.userId, email: "fuzz-routen@example.org", plan: "free" });
      if (who === "out") signInAs(null);
      if (who === "deleted") signInAs({ id: crypto.randomUUID(), email: "weg@example.org", plan: "free" });
      const answer = await fromResponse(await exportAccount());
      // A download by its own account is counted for the rate limit (a write), refused or not;
      // the refusal must still be German. Signed out or deleted, it writes nothing.
      if (who !== "own") return { ...answer, accepted: false };
      if (answer.outcome === "429") {
        const { title, message } = JSON.parse(answer.body) as { title: string; message: string };
        expect(englishWord(`${title} ${message}`)).toBeNull();
      }
      return { ...answer, accepted: true };
    });
    expect(outcomes["404"] ?? 0).toBeGreaterThan(0);
    expect(outcomes["429"] ?? 0).toBeGreaterThan(0);
  });

  it("GET /api/health", async () => {
    await fuzz(fc.constant(null), async () => ({ ...(await fromResponse(await health())), accepted: false }));
  });

  it("server-action POSTs: malformed, empty, > 1 MB, foreign, deep", { timeout: 300_000 }, async () => {
    const actionId = fc.oneof(fc.constant("7f".repeat(21)), segment.map(headerValue));
    const origin = fc.constantFrom(
      BASE,
      "https://boese.example",
      "null",
      "http://localhost:3000.evil.org",
      "",
    );
    const payload = fc.oneof(
      body(),
      fc.constant("x".repeat(1024 * 1024 + 1)),
      fc.constant(`["${"ä".repeat(600_000)}"]`),
    );
    const type = fc.constantFrom("text/plain;charset=UTF-8", "application/json", "multipart/form-data", "");
    const declared = fc.boolean();
    const outcomes = await fuzz(
      fc.tuple(actionId, origin, payload, type, declared),
      async ([id, from, text, contentType, withLength]) => {
        const headers: Record<string, string> = { host: "localhost:3000", "next-action": id };
        if (from) headers.origin = from;
        if (contentType) headers["content-type"] = contentType;
        if (withLength) headers["content-length"] = String(Buffer.byteLength(text));
        const request = new NextRequest(`${BASE}/app`, { method: "POST", headers, body: text || null });
        const response = await proxy(request);
        // Passed on to Next.js's action handler, which the action wrappers guard (fuzz-actions).
        const passed = response.headers.get("x-middleware-next") === "1";
        return { ...(await fromResponse(response)), accepted: passed };
      },
    );
    expect(outcomes["400"] ?? 0).toBeGreaterThan(0);
    expect(outcomes["403"] ?? 0).toBeGreaterThan(0);
    expect(outcomes["413"] ?? 0).toBeGreaterThan(0);
  });
});

describe("the inputs of the probe that got 500 (issue 22)", () => {
  it("20 KB of nested arrays to the chat route: a German 400", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const url = `${BASE}/api/chats/${ids.chatId}/messages`;
    const response = await postMessage(send(url, "POST", deep), params(ids.chatId));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/verschachtelt/);
  });

  it("the same nesting as a server action's argument: refused in German", async () => {
    const deep = `[${"[".repeat(10_000)}${"]".repeat(10_000)}]`;
    const headers = { host: "localhost:3000", origin: BASE, "next-action": "7f".repeat(21) };
    const response = await proxy(
      new NextRequest(`${BASE}/app`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
        body: deep,
      }),
    );
    expect(response.status).toBe(400);
  });
});
