// Two app instances on two ports against one PostgreSQL, behind nginx as a
// load balancer: rate limits, sessions and webhooks hold across them.
import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { encode } from "next-auth/jwt";

import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { connectPostgres, type Database } from "@/server/db";

import {
  dropDatabase,
  ensureBuild,
  secret,
  freshDatabase,
  type Instance,
  type Nginx,
  startInstance,
  startNginx,
} from "./support/cluster";
import { HttpClient } from "./support/http-client";
import { confirmedUser } from "./support/users";
import { type MailSink, startMailSink } from "./support/mail-sink";

const DATABASE = "resonanz_system_cluster";
let url = "";
let database: Database;
let a: Instance;
let b: Instance;
let nginx: Nginx;
let mail: MailSink;

/** The profile webhook's receiver: refuses each event's first attempt, then accepts. */
const received: { id: string; status: number }[] = [];
let receiver: Server;

function startReceiver(): Promise<number> {
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const id = String(request.headers["idempotency-key"]);
      const status = received.some((entry) => entry.id === id) ? 204 : 503;
      received.push({ id, status });
      response.writeHead(status).end();
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, "127.0.0.1", () => resolve((receiver.address() as { port: number }).port)),
  );
}

beforeAll(async () => {
  ensureBuild();
  url = freshDatabase(DATABASE);
  database = connectPostgres(url, { max: 2 });
  const receiverPort = await startReceiver();
  mail = await startMailSink();
  const env = {
    DATABASE_URL: url,
    SMTP_URL: mail.url,
    DATA_DIR: `.data/system-cluster`,
    TRUST_PROXY_HOPS: "1",
    PROFILE_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hook`,
    PROFILE_WEBHOOK_SECRET: "system-webhook-secret",
  };
  a = await startInstance(3311, env);
  b = await startInstance(3312, env);
  nginx = await startNginx(3310, { upstreams: [a.port, b.port] });
});

afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await mail?.close();
  await database?.close();
  dropDatabase(DATABASE);
});

const user = (email: string, password: string) => confirmedUser(database, email, password);

/** A client signed in as `email` on instance `on`. */
async function signedIn(email: string, password: string, on: Instance): Promise<HttpClient> {
  const client = new HttpClient(on.url);
  expect(await client.signIn(email, password)).toBeNull();
  return client;
}

/** The health-data export with the client's cookies, on instance a and on instance b. */
const exportOnBoth = async (client: HttpClient) =>
  Promise.all(
    [a, b].map(async (instance) => {
      const response = await client.fetch("/api/account/export", {}, instance.url);
      await response.arrayBuffer();
      return response.status;
    }),
  );

const PROFILE_ACTIONS = "server/actions/profile.ts";
const CONSENT_ACTIONS = "server/actions/consent.ts";
const ACCOUNT_ACTIONS = "server/actions/account.ts";
const AUTH_ACTIONS = "server/actions/auth.ts";

describe("two instances behind nginx", () => {
  it("nginx forwards to the instances, which both answer", async () => {
    // Both upstreams answer; round robin spreads consecutive requests.
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
    const responses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${nginx.url}/api/health`)));
    expect(responses.every((response) => response.ok)).toBe(true);
  });

  it("counts failed sign-ins across both instances and locks on the sixth", async () => {
    await user("cluster-lock@example.org", "richtiges-passwort");
    const results: (string | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      results.push(await new HttpClient(instance.url).signIn("cluster-lock@example.org", "falsch"));
    }
    expect(results).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid"]);
    // Locked, with the minutes it has left.
    const locked = /^locked:\d+$/;
    expect(await new HttpClient(b.url).signIn("cluster-lock@example.org", "richtiges-passwort")).toMatch(
      locked,
    );
    expect(await new HttpClient(a.url).signIn("cluster-lock@example.org", "richtiges-passwort")).toMatch(
      locked,
    );
    // Through the load balancer too.
    expect(await new HttpClient(nginx.url).signIn("cluster-lock@example.org", "richtiges-passwort")).toMatch(
      locked,
    );
  });

  it("accepts a session issued by one instance on the other", async () => {
    const id = await user("cluster-session@example.org", "sitzung-passwort");
    const client = new HttpClient(a.url);
    expect(await client.signIn("cluster-session@example.org", "sitzung-passwort")).toBeNull();
    expect((await client.session(a.url)).user?.id).toBe(id);
    expect((await client.session(b.url)).user?.id).toBe(id);
    const page = await client.fetch("/app/willkommen", {}, b.url);
    expect(page.status).toBe(200);
    // Signed in: /app/willkommen renders onboarding (welcome or wizard), not the sign-in screen.
    const html = await page.text();
    expect(html).toContain("Onboarding");
    expect(html).not.toContain("Entdecke deine innere Heilkraft");
  });

  it("delivers each profile webhook exactly once, whichever instance saves or retries", async () => {
    const profile = {
      profileType: "human",
      gender: "weiblich",
      name: "Mara",
      age: 38,
      heightCm: 168,
      weightKg: 61,
      lifeSituation: "Ich lebe mit meinem Partner in Wien",
      relationshipStatus: "beziehung",
      professionalSituation: "Ich arbeite Vollzeit im Büro und pendle",
      financialSituation: "stabil",
      exerciseRoutine: "Ich gehe zweimal pro Woche laufen",
      recentAccidents: "Ich hatte keine Unfälle in letzter Zeit",
      emotionalConcerns: "Ich fühle mich oft gehetzt und unruhig",
    };
    const saves = 8;
    for (let index = 0; index < saves; index += 1) {
      const email = `cluster-hook-${index}@example.org`;
      await user(email, "webhook-passwort");
      const client = new HttpClient(nginx.url);
      expect(await client.signIn(email, "webhook-passwort")).toBeNull();
      // The wizard's consent and save, as the browser calls them.
      const consent = await client.action<{ ok: boolean }>(CONSENT_ACTIONS, "recordHealthConsent", {
        accepted: true,
        version: HEALTH_CONSENT_VERSION,
      });
      expect(consent).toMatchObject({ ok: true });
      const saved = await client.action<{ ok: boolean }>(PROFILE_ACTIONS, "createProfile", profile);
      expect(saved).toMatchObject({ ok: true });
    }
    // Every first attempt was refused; the queue retries later. Move its clock instead of waiting.
    const retryNow = () =>
      database.sql.query(
        `UPDATE pgboss.job SET start_after = now() WHERE name = 'profile-webhook' AND state IN ('created', 'retry')`,
      );
    const delivered = () =>
      new Set(received.filter((entry) => entry.status < 300).map((entry) => entry.id)).size;
    const deadline = Date.now() + 60_000;
    while (delivered() < saves && Date.now() < deadline) {
      await retryNow();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(delivered()).toBe(saves);
    // Nothing arrives twice after its 2xx, even with both instances polling.
    await retryNow();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const successes = received.filter((entry) => entry.status < 300);
    expect(successes).toHaveLength(saves);
    const rows = await database.sql.query<{ status: string; count: number }>(
      "SELECT status::text, count(*)::int AS count FROM profile_webhook_deliveries GROUP BY status",
    );
    expect(rows.rows).toEqual([{ status: "delivered", count: saves }]);
  });
});

describe("sessions end at once on both instances, with no waiting", () => {
  it("sign-out: a cookie copied before it gets 401 right after", async () => {
    await user("abmelden@example.org", "abmelde-passwort");
    const browser = await signedIn("abmelden@example.org", "abmelde-passwort", a);
    const copied = browser.copy();
    expect(await exportOnBoth(copied)).toEqual([200, 200]);
    await browser.signOut(b.url);
    expect(await exportOnBoth(copied)).toEqual([401, 401]);
    expect(await copied.session(a.url)).toEqual({});
  });

  it("a password change ends every other session; the one that changed it continues", async () => {
    await user("wechsel@example.org", "altes-passwort");
    const laptop = await signedIn("wechsel@example.org", "altes-passwort", a);
    const phone = await signedIn("wechsel@example.org", "altes-passwort", b);
    const changed = await laptop.action<{ ok: boolean }>(ACCOUNT_ACTIONS, "changePassword", {
      currentPassword: "altes-passwort",
      password: "neues-passwort",
      confirmPassword: "neues-passwort",
    });
    expect(changed).toMatchObject({ ok: true });
    expect(await exportOnBoth(phone)).toEqual([401, 401]);
    expect(await exportOnBoth(laptop)).toEqual([200, 200]);
    expect(await new HttpClient(b.url).signIn("wechsel@example.org", "altes-passwort")).toBe("invalid");
  });

  it("'Überall abmelden' ends every session, this one included", async () => {
    await user("ueberall@example.org", "ueberall-passwort");
    const laptop = await signedIn("ueberall@example.org", "ueberall-passwort", a);
    const phone = await signedIn("ueberall@example.org", "ueberall-passwort", b);
    expect(await laptop.action(ACCOUNT_ACTIONS, "signOutEverywhere", undefined)).toMatchObject({ ok: true });
    expect(await exportOnBoth(phone)).toEqual([401, 401]);
    expect(await exportOnBoth(laptop)).toEqual([401, 401]);
  });

  it("a password reset ends every session", async () => {
    const email = "vergessen@example.org";
    await user(email, "vergessenes-passwort");
    const laptop = await signedIn(email, "vergessenes-passwort", a);
    const phone = await signedIn(email, "vergessenes-passwort", b);
    const stranger = new HttpClient(nginx.url);
    expect(await stranger.postJsonResult("/api/auth/passwort-vergessen", { email })).toMatchObject({
      ok: true,
    });
    let token: string | undefined;
    const deadline = Date.now() + 20_000;
    while (!token && Date.now() < deadline) {
      token = mail
        .to(email)
        .map((entry) => /token=([A-Za-z0-9_-]{43})/.exec(entry.text)?.[1])
        .find(Boolean);
      if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(token).toBeDefined();
    const reset = await stranger.action(
      AUTH_ACTIONS,
      "resetPassword",
      {
        token,
        password: "frisches-passwort",
        confirmPassword: "frisches-passwort",
      },
      undefined,
      "/reset-password",
    );
    expect(reset).toMatchObject({ ok: true });
    expect(await exportOnBoth(laptop)).toEqual([401, 401]);
    expect(await exportOnBoth(phone)).toEqual([401, 401]);
  });

  it("deleting the account: every cookie gets 401 on the export, never a 500", async () => {
    await user("weg@example.org", "loesch-passwort");
    const laptop = await signedIn("weg@example.org", "loesch-passwort", a);
    const phone = await signedIn("weg@example.org", "loesch-passwort", b);
    expect(await laptop.action(ACCOUNT_ACTIONS, "deleteAccount", { confirmation: "LÖSCHEN" })).toMatchObject({
      ok: true,
    });
    expect(await exportOnBoth(phone)).toEqual([401, 401]);
    expect(await exportOnBoth(laptop)).toEqual([401, 401]);
  });

  it("an expired, reused, foreign or malformed cookie gets the German sign-in screen or 401", async () => {
    const id = await user("kekse@example.org", "kekse-passwort");
    const signedOut = await signedIn("kekse@example.org", "kekse-passwort", a);
    const reused = signedOut.copy();
    await signedOut.signOut();
    const cookie = "__Secure-next-auth.session-token";
    const sealed = (secret: string, maxAge: number, sid = "nie-vergeben") =>
      encode({ token: { uid: id, sid, email: "kekse@example.org" }, secret, maxAge });
    const cookies = {
      expired: await sealed(secret, -3600),
      foreign: await sealed("ein-ganz-anderes-geheimnis-mit-32-zeichen", 3600),
      forged: await sealed(secret, 3600),
      malformed: "kaputt.kaputt.kaputt",
      huge: "x".repeat(3000),
    };
    const clients = [
      reused,
      ...Object.values(cookies).map((value) => {
        const client = new HttpClient(a.url);
        client.setCookie(cookie, value);
        return client;
      }),
    ];
    for (const client of clients) {
      for (const instance of [a, b]) {
        const page = await client.fetch("/app/anmelden", { headers: { accept: "text/html" } }, instance.url);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("Entdecke deine innere Heilkraft");
        const exported = await client.fetch("/api/account/export", {}, instance.url);
        expect(exported.status).toBe(401);
        expect(await exported.json()).toMatchObject({
          ok: false,
          code: "unauthorized",
          title: "Bitte melde dich an",
        });
        expect((await client.fetch("/api/auth/session", {}, instance.url)).status).toBe(200);
      }
    }
    for (const instance of [a, b])
      expect(instance.output()).not.toMatch(/JWT_SESSION_ERROR|JWEDecryptionFailed|\bat .+:\d+:\d+/);
  });
});

// Last: it uses up the reset limit of the one client address every test here comes from.
describe("per-address limits behind nginx", () => {
  it("behind nginx (TRUST_PROXY_HOPS=1) made-up address headers do not escape the reset limit", async () => {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const client = new HttpClient(nginx.url);
      const result = await client.postJson(
        "/api/auth/passwort-vergessen",
        { email: `nginx-rotation-${attempt}@example.org` },
        {
          "x-real-ip": `203.0.113.${attempt + 1}`,
          "x-forwarded-for": `198.51.100.${attempt + 1}, 192.0.2.${attempt + 1}`,
        },
      );
      outcomes.push(((await result.json()) as { ok: boolean; code?: string }).code ?? "ok");
    }
    // 10 an hour from one address: nginx's own entry decides, whatever the client wrote.
    expect(outcomes.filter((outcome) => outcome === "ok").length).toBeLessThanOrEqual(10);
    expect(outcomes.slice(-2)).toEqual(["rate_limited", "rate_limited"]);
  });
});
