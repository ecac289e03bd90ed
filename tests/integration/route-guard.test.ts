// Every route handler that changes state refuses what a page of another site
// could send: a cross-origin POST gets 403, a text/plain one (what a plain
// HTML form can send) 415, and neither writes a row. The handlers are found on
// disk, so a new one cannot be forgotten.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { prisma } from "@/server/db";

import { fingerprint } from "./support/fingerprint";
import { humanProfile, userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const SITE = "http://localhost:3000";
const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: unknown) => Promise<Response>;

/** Route files under app/, as URL paths with their dynamic segments. */
function routeFiles(): { file: string; url: string }[] {
  const root = path.resolve("app");
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /(^|\/)route\.tsx?$/.test(file))
    .map((file) => ({
      file: path.join("app", file),
      url: `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, "").replace(/\/$/, ""),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

let ids: { chatId: string; userId: string; email: string };

/** A request each handler would accept from a page of this site, and its route params. */
function validRequest(url: string): { path: string; body: string; context: unknown } {
  if (url === "/api/chats/[chatId]/messages")
    return {
      path: `/api/chats/${ids.chatId}/messages`,
      body: JSON.stringify({ content: "Hallo Coach" }),
      context: { params: Promise.resolve({ chatId: ids.chatId }) },
    };
  if (url === "/api/auth/[...nextauth]")
    return {
      path: "/api/auth/callback/credentials",
      body: JSON.stringify({ email: ids.email, password: "Sonnenaufgang-42" }),
      context: { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
    };
  if (url === "/api/profile")
    return { path: "/api/profile?mode=edit", body: JSON.stringify(humanProfile), context: undefined };
  if (url === "/api/billing/create-checkout")
    return { path: url, body: JSON.stringify({ billing_interval: "monthly" }), context: undefined };
  return { path: url, body: "{}", context: undefined };
}

async function handlerOf(file: string, method: string): Promise<Handler | undefined> {
  const exports = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
  return typeof exports[method] === "function" ? (exports[method] as Handler) : undefined;
}

const stateChanging = (
  await Promise.all(
    routeFiles().flatMap(({ file, url }) =>
      METHODS.map(async (method) => ({ file, url, method, handler: await handlerOf(file, method) })),
    ),
  )
).flatMap(({ handler, ...route }) => (handler ? [{ ...route, handler }] : []));

/** Stripe's webhook takes requests from servers only: any Origin at all is refused. */
const SERVER_ONLY = new Set(["/api/webhooks/stripe"]);

beforeAll(async () => {
  const email = "schutz@example.org";
  const { user, profile } = await userWithProfile(email);
  const chat = await prisma().chat.create({
    data: { userId: user.id, profileId: profile.id, title: "Chat" },
  });
  ids = { chatId: chat.id, userId: user.id, email };
});

beforeEach(() => signInAs({ id: ids.userId, email: ids.email, plan: "free" }));

describe("the guard of every state-changing route handler", () => {
  it("finds the route handlers that change state", () => {
    expect(stateChanging.map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        "/api/auth/[...nextauth]",
        "/api/billing/create-checkout",
        "/api/chats/[chatId]/messages",
        "/api/reminders/unsubscribe",
        "/api/webhooks/stripe",
      ]),
    );
  });

  for (const { url, method, handler } of stateChanging) {
    it(`${method} ${url}: 403 from another origin, 415 as text/plain, nothing written`, async () => {
      const valid = validRequest(url);
      const before = await fingerprint();

      const crossOrigin = await handler(
        new Request(`${SITE}${valid.path}`, {
          method,
          headers: {
            host: "localhost:3000",
            origin: "https://nachbar.example.org",
            "content-type": "application/json",
          },
          body: valid.body,
        }),
        valid.context,
      );
      expect(crossOrigin.status).toBe(403);
      expect(await crossOrigin.json()).toMatchObject({
        ok: false,
        code: "forbidden",
        title: "Anfrage abgelehnt",
      });

      // What a plain HTML form can send, from this site (or from a server where only servers may post).
      const plainText = await handler(
        new Request(`${SITE}${valid.path}`, {
          method,
          headers: {
            host: "localhost:3000",
            ...(SERVER_ONLY.has(url) ? {} : { origin: SITE }),
            "content-type": "text/plain;charset=UTF-8",
          },
          body: valid.body,
        }),
        valid.context,
      );
      expect(plainText.status).toBe(415);
      expect(await plainText.json()).toMatchObject({ ok: false, code: "unsupported_media_type" });

      expect(await fingerprint()).toEqual(before);
    });
  }

  it("lets the app's own JSON requests through, and bounds their size", async () => {
    const { POST } = await import("@/app/api/chats/[chatId]/messages/route");
    const send = (body: string) =>
      POST(
        new Request(`${SITE}/api/chats/${ids.chatId}/messages`, {
          method: "POST",
          headers: {
            host: "localhost:3000",
            origin: SITE,
            "content-type": "application/json; charset=utf-8",
          },
          body,
        }),
        { params: Promise.resolve({ chatId: ids.chatId }) },
      );
    expect((await send(JSON.stringify({ content: "Wie komme ich zur Ruhe?" }))).status).toBe(201);
    const before = await fingerprint();
    const tooLarge = await send(JSON.stringify({ content: "x".repeat(70_000) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/höchstens 64 KB/),
    });
    const garbled = await send("{content:");
    expect(garbled.status).toBe(400);
    expect(await fingerprint()).toEqual(before);
  });

  it("has one status table: Pro is 402 everywhere, and no handler keeps its own", async () => {
    const { ERROR_STATUS } = (await import("@/lib/errors")) as { ERROR_STATUS?: Record<string, number> };
    expect(ERROR_STATUS?.pro_required).toBe(402);
    const sources = ["app", "server"].flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => ({ file: path.join(dir, file), text: readFileSync(path.join(dir, file), "utf8") })),
    );
    const ownTables = sources
      .filter(({ text }) => /pro_required:\s*\d{3}/.test(text))
      .map(({ file }) => file);
    expect(ownTables).toEqual([]);
  });
});
