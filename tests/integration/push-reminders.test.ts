// The 8:00 impulse as a Web Push (issue 15), end to end against a local push service double
// (tests/support/push-double.ts) that verifies the VAPID JWT and decrypts each payload with the
// device's own keys: one push per opted-in user and day while two instances work the queue, the
// payload is the e-mail's impulse and nothing else, a 410 removes the subscription, a retried job
// sends no second push, and no request ever goes to a non-public address.
import type * as dns from "node:dns";
import { createServer, type Server } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { impulseOfTheDay } from "@/lib/impulses/daily";
import { prisma } from "@/server/db";
import { jobs, send, stopJobs } from "@/server/jobs/boss";
import { startWorkers } from "@/server/jobs/workers";
import { subscribePush } from "@/server/actions/push";
import { queuePushReminders } from "@/server/push/send-reminders";
import { reminderPushPayload } from "@/server/push/reminder-push";
import { deliverPushReminder } from "@/server/push/worker";
import { impulseReminderQueue } from "@/server/reminders/queue";

import { onPostgres } from "./support/per-file-database";
import { userWithProfile } from "./support/fixtures";
import { startPushEnvironment } from "./support/push-environment";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

/** A public name whose DNS answer leads to this machine: a rebinding attack after subscribing. */
vi.mock("node:dns", async (importOriginal) => {
  const real = await importOriginal<typeof dns>();
  const lookup = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (hostname === "push.rebind.example.net")
      return options.all
        ? callback(null, [{ address: "127.0.0.1", family: 4 }])
        : callback(null, "127.0.0.1", 4);
    return real.lookup(hostname, options, callback as never);
  }) as typeof real.lookup;
  return { ...real, lookup, default: { ...real, lookup } };
});

// Set before anything reads the environment (env() reads it once).
const double = await startPushEnvironment();
vi.stubEnv("SITE_URL", "https://resonanz.test");

/** 8:00 in Vienna on 30 March 2026 (summer time, UTC+2) and on the two days after. */
const MONDAY_8AM = new Date("2026-03-30T06:00:00Z");
const TUESDAY_8AM = new Date("2026-03-31T06:00:00Z");
const WEDNESDAY_8AM = new Date("2026-04-01T06:00:00Z");

type Registry = typeof globalThis & { __resonanzBoss?: unknown; __resonanzWorkers?: unknown };

/** Starts another queue in this process, as a second instance would; the first keeps running. */
async function startInstance() {
  const registry = globalThis as Registry;
  registry.__resonanzBoss = undefined;
  registry.__resonanzWorkers = undefined;
  return startWorkers();
}

const settle = (ms = 2_500) => new Promise((resolve) => setTimeout(resolve, ms));

async function subscribedUser(name: string, options: { state?: "müde" } = {}) {
  const { user, profile, session } = await userWithProfile(`${name}@example.org`);
  if (options.state) {
    await prisma().analysis.create({
      data: { profileId: profile.id, overallState: options.state, engineVersion: "test", detail: {} },
    });
  }
  signInAs(session);
  const result = await subscribePush(double.subscribe(name));
  expect(result).toMatchObject({ ok: true });
  return user;
}

let anna: Awaited<ReturnType<typeof subscribedUser>>;
let bernd: Awaited<ReturnType<typeof subscribedUser>>;
const instances: Awaited<ReturnType<typeof startWorkers>>[] = [];

beforeAll(async () => {
  anna = await subscribedUser("anna");
  bernd = await subscribedUser("bernd", { state: "müde" });
  // Carla has not switched it on: no subscription, no push.
  await userWithProfile("carla@example.org");
  instances.push(await startWorkers());
  instances.push(await startInstance());
});

afterAll(async () => {
  vi.useRealTimers();
  for (const boss of instances.slice(0, -1)) await boss.stop({ graceful: false, close: false, wait: true });
  await stopJobs();
  await double.stop();
  vi.unstubAllEnvs();
});

describe("the 8:00 impulse as a push", () => {
  it("the 8:00 job pushes each opted-in user's impulse exactly once, with two instances working the queue", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: MONDAY_8AM, shouldAdvanceTime: true });
    // Two runs of the daily job at the same minute (two instances' cron ticks, or a retry) and a
    // third run straight in this process: one push per device all the same.
    await send(impulseReminderQueue, {});
    await send(impulseReminderQueue, {});
    await queuePushReminders(MONDAY_8AM);
    await expect.poll(() => double.received.length, { timeout: 20_000 }).toBe(2);
    await settle();
    vi.useRealTimers();
    expect(double.refused).toEqual([]);
    expect(double.received.map((push) => push.device).sort()).toEqual(["anna", "bernd"]);

    // The content is the e-mail's: the impulse of the day for the user's state, and nothing else.
    expect(double.payloads("anna")).toEqual([
      reminderPushPayload(impulseOfTheDay(anna.id, "2026-03-30", "harmonisch"), "2026-03-30"),
    ]);
    expect(double.payloads("bernd")).toEqual([
      reminderPushPayload(impulseOfTheDay(bernd.id, "2026-03-30", "müde"), "2026-03-30"),
    ]);
    const impulse = impulseOfTheDay(anna.id, "2026-03-30", "harmonisch");
    expect(double.payloads("anna")[0]).toMatchObject({
      title: "Dein Impuls für heute",
      url: "/app/impulse",
      tag: "impuls-2026-03-30",
    });
    const body = (double.payloads("anna")[0] as { body: string }).body;
    expect(body).toContain(`„${impulse.text}“`);
    expect(body).toContain(impulse.context);
    expect(Object.keys(double.payloads("anna")[0] as object).sort()).toEqual(["body", "tag", "title", "url"]);

    // The VAPID JWT names the push service's origin and our contact.
    for (const push of double.received) {
      expect(push.claims).toMatchObject({ aud: double.origin, sub: "mailto:hallo@resonanz.app" });
      expect(push.headers).toMatchObject({ ttl: "43200", urgency: "normal", topic: "impuls-des-tages" });
    }
    const claimedOn = async (id: string) =>
      (await prisma().user.findUniqueOrThrow({ where: { id } })).pushReminderSentOn
        ?.toISOString()
        .slice(0, 10);
    expect(await claimedOn(anna.id)).toBe("2026-03-30");

    // Later that day: nothing more.
    expect(await queuePushReminders(new Date("2026-03-30T20:00:00Z"))).toBe(0);
    await settle();
    expect(double.received).toHaveLength(2);
  });

  it.runIf(onPostgres)(
    "two instances running the day's job at the same moment queue each user once",
    async () => {
      const runs = await Promise.all([queuePushReminders(TUESDAY_8AM), queuePushReminders(TUESDAY_8AM)]);
      expect(runs.reduce((sum, count) => sum + count, 0)).toBe(2);
      await expect.poll(() => double.received.length, { timeout: 20_000 }).toBe(4);
      await settle();
      expect(double.received).toHaveLength(4);
      expect(
        double.received
          .slice(2)
          .map((push) => push.device)
          .sort(),
      ).toEqual(["anna", "bernd"]);
    },
  );

  it("a subscription the push service answers with 410 is removed, the others still get theirs", async () => {
    double.answer("bernd", 410);
    const before = double.received.length;
    await queuePushReminders(WEDNESDAY_8AM);
    await expect.poll(() => double.received.length - before, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(() => prisma().pushSubscription.count({ where: { userId: bernd.id } }), { timeout: 10_000 })
      .toBe(0);
    expect(await prisma().pushSubscription.count({ where: { userId: anna.id } })).toBe(1);
    // Bernd has no device left, so the next day's job has nothing for him.
    const next = await queuePushReminders(new Date("2026-04-02T06:00:00Z"));
    expect(next).toBe(1);
    await expect.poll(() => double.received.length - before, { timeout: 20_000 }).toBe(3);
  });

  it("a retried job sends no second push to a device that already has the day's", async () => {
    const user = await subscribedUser("clara");
    signInAs({ id: user.id, email: user.email, plan: "free" });
    await subscribePush(double.subscribe("clara-tablet"));
    double.answer("clara-tablet", 503);
    const day = "2026-04-03";
    await expect(deliverPushReminder({ userId: user.id, day })).rejects.toThrow(/retried later/);
    double.answer("clara-tablet", 201);
    await deliverPushReminder({ userId: user.id, day });
    await deliverPushReminder({ userId: user.id, day });
    expect(double.received.filter((push) => push.device === "clara")).toHaveLength(1);
    // The failed attempt and its retry: the tablet got the day's impulse once, after the retry.
    expect(
      double.received.filter((push) => push.device === "clara-tablet").map((push) => push.status),
    ).toEqual([503, 201]);
  });

  it("never connects to a non-public address, even when a stored endpoint leads there", async () => {
    // A listener on this machine counts whoever connects.
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as { port: number };
    const { user } = await userWithProfile("umweg@example.org");
    const keys = double.subscribe("umweg").keys;
    // Rows written past the checks, as if the checks had been different when they were stored.
    for (const endpoint of [
      `https://127.0.0.1:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
      `https://push.rebind.example.net:${port}/push`,
      `http://push.example.net:${port}/push`,
    ]) {
      await prisma().pushSubscription.create({ data: { userId: user.id, endpoint, ...keys } });
    }
    await deliverPushReminder({ userId: user.id, day: "2026-04-03" });
    await settle(500);
    await new Promise((resolve) => listener.close(resolve));
    expect(connections).toBe(0);
    expect(await prisma().pushSubscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the job is scheduled with the e-mail reminder at 8:00 Vienna time", async () => {
    const schedules = await (await jobs()).getSchedules();
    expect(schedules.find((schedule) => schedule.name === impulseReminderQueue.name)).toMatchObject({
      cron: "0 8 * * *",
      options: { tz: "Europe/Vienna" },
    });
  });
});
