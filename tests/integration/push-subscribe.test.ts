// 'Tägliche Erinnerung aufs Handy' (issue 15): a browser's push subscription is stored for the
// signed-in user, and a malformed one is refused in German and not stored: wrong key lengths or
// encodings, an endpoint that is not HTTPS, and endpoints on loopback, private or link-local
// addresses, also behind a host name that resolves to one (SSRF). Only the test's push double,
// named in PUSH_SERVICE_TEST_ORIGIN, may be a local HTTP address.
import { randomBytes } from "node:crypto";
import type * as dnsPromises from "node:dns/promises";

import { afterAll, describe, expect, it, vi } from "vitest";

import { POST as renewRoute } from "@/app/api/push/subscription/route";
import { prisma } from "@/server/db";
import { subscribePush, unsubscribePush } from "@/server/actions/push";
import { englishWord } from "@/tests/support/english";

import { userWithProfile } from "./support/fixtures";
import { postFromPage } from "./support/page-request";
import { startPushEnvironment } from "./support/push-environment";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

/** Public names that resolve to addresses inside, as an attacker's DNS would answer. */
const RESOLVES_INSIDE: Record<string, string> = {
  "push.rebind.example.net": "127.0.0.1",
  "metadata.example.net": "169.254.169.254",
  "intranet.example.net": "10.20.30.40",
  "v6.example.net": "fd00::1",
};
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof dnsPromises>();
  const lookup = async (hostname: string, options: object) => {
    const inside = RESOLVES_INSIDE[hostname];
    if (inside) return [{ address: inside, family: inside.includes(":") ? 6 : 4 }];
    if (hostname === "push.example.net") return [{ address: "93.184.215.14", family: 4 }];
    return real.lookup(hostname, options as never);
  };
  return { ...real, lookup, default: { ...real, lookup } };
});

// Set before anything reads the environment (env() reads it once).
const double = await startPushEnvironment();

afterAll(async () => {
  await double.stop();
  vi.unstubAllEnvs();
});

const stored = () => prisma().pushSubscription.count();

/** A real browser subscription whose endpoint is `endpoint`. */
function subscriptionAt(endpoint: string) {
  return { ...double.subscribe(`gerät-${randomBytes(4).toString("hex")}`), endpoint };
}

async function expectRefused(input: unknown, messagePart: RegExp) {
  const before = await stored();
  const result = await subscribePush(input);
  expect(result, JSON.stringify(input).slice(0, 120)).toMatchObject({ ok: false, code: "validation" });
  if (result.ok) return;
  expect(result.message).toMatch(messagePart);
  expect(englishWord(result.message)).toBeNull();
  expect(await stored()).toBe(before);
}

describe("subscribing a device to the 8:00 push", () => {
  it("stores a browser's subscription for the signed-in user, once per device", async () => {
    const { session } = await userWithProfile("handy@example.org");
    signInAs(session);
    const subscription = double.subscribe("handy");
    expect(await subscribePush(subscription)).toEqual({ ok: true, data: { subscribed: true } });
    // Subscribing again (the app does on every visit) changes nothing.
    expect(await subscribePush(subscription)).toEqual({ ok: true, data: { subscribed: true } });
    const rows = await prisma().pushSubscription.findMany({ where: { userId: session.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  });

  it("refuses keys of the wrong length or encoding, in German, and stores nothing", async () => {
    const { session } = await userWithProfile("schluessel@example.org");
    signInAs(session);
    const good = double.subscribe("schluessel");
    const p256dh = (value: string) => ({ ...good, keys: { ...good.keys, p256dh: value } });
    const auth = (value: string) => ({ ...good, keys: { ...good.keys, auth: value } });
    const publicKey = Buffer.from(good.keys.p256dh, "base64url");
    await expectRefused(p256dh(publicKey.subarray(0, 64).toString("base64url")), /65 Bytes/);
    await expectRefused(p256dh(Buffer.concat([publicKey, Buffer.of(1)]).toString("base64url")), /65 Bytes/);
    // A compressed point (0x02…) is no uncompressed P-256 key.
    await expectRefused(
      p256dh(Buffer.concat([Buffer.of(2), publicKey.subarray(1)]).toString("base64url")),
      /65 Bytes/,
    );
    await expectRefused(p256dh(publicKey.toString("base64")), /65 Bytes/); // + and / are not base64url
    await expectRefused(p256dh("nicht base64"), /65 Bytes/);
    await expectRefused(auth(randomBytes(15).toString("base64url")), /16 Bytes/);
    await expectRefused(auth(randomBytes(32).toString("base64url")), /16 Bytes/);
    await expectRefused(auth(""), /16 Bytes/);
    await expectRefused({ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }, /./);
    await expectRefused({ ...good, endpoint: "kein Link" }, /Adresse des Mitteilungsdienstes/);
    await expectRefused({ ...good, endpoint: "ftp://push.example.net/x" }, /Adresse des Mitteilungsdienstes/);
    await expectRefused({ ...good, endpoint: "https://nutzer:geheim@push.example.net/x" }, /Adresse/);
  });

  it("refuses an endpoint that is not HTTPS", async () => {
    const { session } = await userWithProfile("http@example.org");
    signInAs(session);
    await expectRefused(subscriptionAt("http://push.example.net/gerät"), /HTTPS/);
  });

  it.each([
    "https://127.0.0.1/push",
    "https://127.1.2.3:8443/push",
    "https://0x7f.1/push", // WHATWG URL reads it as 127.0.0.1
    "https://2130706433/push",
    "https://localhost/push",
    "https://api.localhost/push",
    "https://10.0.0.7/push",
    "https://172.20.1.1/push",
    "https://192.168.1.10/push",
    "https://100.64.0.1/push",
    "https://169.254.169.254/latest/meta-data",
    "https://0.0.0.0/push",
    "https://[::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://[::ffff:a9fe:a9fe]/push",
    "https://[fe80::1]/push",
    "https://[fd12:3456::1]/push",
    "https://[64:ff9b::a00:1]/push",
    "https://drucker/push",
    "https://nas.local/push",
    "https://push.rebind.example.net/push",
    "https://metadata.example.net/push",
    "https://intranet.example.net/push",
    "https://v6.example.net/push",
  ])(
    "refuses %s: a private, loopback or link-local address, or a name resolving to one",
    async (endpoint) => {
      const { session } = await userWithProfile(`ssrf-${randomBytes(4).toString("hex")}@example.org`);
      signInAs(session);
      await expectRefused(subscriptionAt(endpoint), /öffentlichen/);
    },
  );

  it("accepts a public push service's HTTPS endpoint", async () => {
    const { session } = await userWithProfile("oeffentlich@example.org");
    signInAs(session);
    const result = await subscribePush(subscriptionAt("https://push.example.net/wpush/v2/abc"));
    expect(result).toEqual({ ok: true, data: { subscribed: true } });
  });

  it("needs a session, and turns the device off again only for its own user", async () => {
    signInAs(null);
    expect(await subscribePush(double.subscribe("niemand"))).toMatchObject({
      ok: false,
      code: "unauthorized",
    });

    const owner = await userWithProfile("besitzerin@example.org");
    const other = await userWithProfile("fremd@example.org");
    signInAs(owner.session);
    const subscription = double.subscribe("besitzerin");
    await subscribePush(subscription);
    signInAs(other.session);
    expect(await unsubscribePush({ endpoint: subscription.endpoint })).toEqual({
      ok: true,
      data: { subscribed: false },
    });
    expect(await prisma().pushSubscription.count({ where: { userId: owner.user.id } })).toBe(1);
    signInAs(owner.session);
    await unsubscribePush({ endpoint: subscription.endpoint });
    expect(await prisma().pushSubscription.count({ where: { userId: owner.user.id } })).toBe(0);
  });

  it("moves a browser to the account now signed in there", async () => {
    const first = await userWithProfile("erste@example.org");
    const second = await userWithProfile("zweite@example.org");
    const subscription = double.subscribe("geteilt");
    signInAs(first.session);
    await subscribePush(subscription);
    signInAs(second.session);
    await subscribePush(subscription);
    const row = await prisma().pushSubscription.findUniqueOrThrow({
      where: { endpoint: subscription.endpoint },
    });
    expect(row.userId).toBe(second.user.id);
  });
});

/** The service worker's report after a pushsubscriptionchange (lib/pwa/push-renewal.ts). */
function reportRenewal(body: unknown, headers: Record<string, string> = {}) {
  return renewRoute(postFromPage("/api/push/subscription", body, headers));
}

describe("when the push service replaces a device's subscription (pushsubscriptionchange)", () => {
  it("moves the user's device to the new endpoint and keys, and the 8:00 push goes there", async () => {
    const { session } = await userWithProfile("erneuert@example.org");
    signInAs(session);
    const old = double.subscribe("erneuert-alt");
    await subscribePush(old);
    const renewed = double.subscribe("erneuert-neu");
    const response = await reportRenewal({ oldEndpoint: old.endpoint, subscription: renewed });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { renewed: true } });
    const rows = await prisma().pushSubscription.findMany({ where: { userId: session.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: renewed.endpoint,
      p256dh: renewed.keys.p256dh,
      auth: renewed.keys.auth,
    });
    // The app may have sent the new subscription first: still one row for the device.
    await subscribePush(renewed);
    const again = double.subscribe("erneuert-nochmal");
    await reportRenewal({ oldEndpoint: renewed.endpoint, subscription: again });
    expect(await prisma().pushSubscription.count({ where: { userId: session.id } })).toBe(1);
  });

  it("keeps a reminder that was turned off off, and leaves another account's device alone", async () => {
    const owner = await userWithProfile("eigentum@example.org");
    const stranger = await userWithProfile("fremde-erneuerung@example.org");
    signInAs(owner.session);
    const owned = double.subscribe("eigentum");
    await subscribePush(owned);

    signInAs(stranger.session);
    const hijack = double.subscribe("uebernahme");
    const foreign = await reportRenewal({ oldEndpoint: owned.endpoint, subscription: hijack });
    expect(await foreign.json()).toEqual({ ok: true, data: { renewed: false } });
    const ownerRows = await prisma().pushSubscription.findMany({ where: { userId: owner.user.id } });
    expect(ownerRows.map((row) => row.endpoint)).toEqual([owned.endpoint]);
    expect(await prisma().pushSubscription.count({ where: { endpoint: hijack.endpoint } })).toBe(0);

    signInAs(owner.session);
    await unsubscribePush({ endpoint: owned.endpoint });
    const off = await reportRenewal({
      oldEndpoint: owned.endpoint,
      subscription: double.subscribe("wieder"),
    });
    expect(await off.json()).toEqual({ ok: true, data: { renewed: false } });
    expect(await prisma().pushSubscription.count({ where: { userId: owner.user.id } })).toBe(0);
  });

  it("refuses a malformed or private subscription in German, signed-out or cross-site reports", async () => {
    const { session } = await userWithProfile("erneuerung-falsch@example.org");
    signInAs(session);
    const old = double.subscribe("falsch-alt");
    await subscribePush(old);
    const before = await stored();
    const good = double.subscribe("falsch-neu");

    const refusals: [unknown, number, RegExp][] = [
      [
        { oldEndpoint: old.endpoint, subscription: { ...good, keys: { ...good.keys, auth: "kurz" } } },
        422,
        /16 Bytes/,
      ],
      [{ oldEndpoint: "kein Link", subscription: good }, 422, /Adresse des Mitteilungsdienstes/],
      [
        { oldEndpoint: old.endpoint, subscription: { ...good, endpoint: "https://10.0.0.7/push" } },
        422,
        /öffentlich/,
      ],
      [{ oldEndpoint: old.endpoint }, 422, /./],
      ["{kein json", 400, /JSON/],
    ];
    for (const [body, status, message] of refusals) {
      const response = await reportRenewal(body);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(status);
      const answer = (await response.json()) as { ok: boolean; message: string };
      expect(answer.ok).toBe(false);
      expect(answer.message).toMatch(message);
      expect(englishWord(answer.message)).toBeNull();
    }
    const crossSite = await reportRenewal(
      { oldEndpoint: old.endpoint, subscription: good },
      { origin: "https://boese.example" },
    );
    expect(crossSite.status).toBe(403);
    signInAs(null);
    expect((await reportRenewal({ oldEndpoint: old.endpoint, subscription: good })).status).toBe(401);
    expect(await stored()).toBe(before);
    expect(await prisma().pushSubscription.count({ where: { endpoint: old.endpoint } })).toBe(1);
  });
});
