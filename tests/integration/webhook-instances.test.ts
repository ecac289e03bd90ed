// Issue 23: instances may be configured differently. One without
// PROFILE_WEBHOOK_URL must never take a webhook job: on the old code its
// worker took the retry, found no URL and marked the event failed for good.
// Two workers share this file's PostgreSQL queue, one without a URL and one with.
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type * as envModule from "@/env";
import { createProfile } from "@/server/actions/profile";
import { prisma } from "@/server/db";
import { stopJobs } from "@/server/jobs/boss";
import { startWorkers } from "@/server/jobs/workers";

import { HEALTH_CONSENT, humanProfile } from "./support/fixtures";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";
import { freePort, Receiver } from "./support/webhook-receiver";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));
// Each "instance" reads its own configuration: env() is not cached here, so stubbing switches it.
vi.mock("@/env", async (importOriginal) => {
  const real = await importOriginal<typeof envModule>();
  return { ...real, env: () => real.parseEnv(process.env) };
});

type Registry = typeof globalThis & { __resonanzBoss?: unknown; __resonanzWorkers?: unknown };

/** Starts a second queue in this process, as another instance would, leaving the first one running. */
async function startInstance() {
  const registry = globalThis as Registry;
  registry.__resonanzBoss = undefined;
  registry.__resonanzWorkers = undefined;
  return startWorkers();
}

const runJobsNow = () =>
  testDatabase().sql.query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = 'profile-webhook' AND state IN ('created', 'retry')`,
  );

const jobState = async () =>
  (
    await testDatabase().sql.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'profile-webhook'`,
    )
  ).rows.map((row) => row.state);

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let receiver: Receiver;
let url: string;
const others: PgBoss[] = [];

beforeAll(async () => {
  receiver = new Receiver(await freePort());
  url = `http://127.0.0.1:${receiver.port}/hooks/profil`;
});

afterAll(async () => {
  for (const boss of others) await boss.stop({ graceful: false, close: false, wait: true });
  await stopJobs();
  await receiver.stop();
  vi.unstubAllEnvs();
});

describe("webhook jobs between differently configured instances", () => {
  it("leaves them to the configured instance, which delivers the event once", async () => {
    // The saving instance has a URL, but the receiver is down: the inline attempt fails.
    vi.stubEnv("PROFILE_WEBHOOK_URL", url);
    const user = await prisma().user.create({ data: { email: "instanzen@example.org", ...HEALTH_CONSENT } });
    signInAs({ id: user.id, email: user.email, plan: "free" });
    const saved = await createProfile(humanProfile);
    expect(saved).toMatchObject({ ok: true, data: { webhookWarning: true } });
    const delivery = await prisma().profileWebhookDelivery.findFirstOrThrow({ where: { userId: user.id } });
    expect(delivery).toMatchObject({ status: "pending", attempts: 1 });

    // An instance without a URL works the other queues; the retry is due, but it must not take it.
    vi.stubEnv("PROFILE_WEBHOOK_URL", "");
    others.push(await startInstance());
    await runJobsNow();
    await settle(4_000);
    const stored = () => prisma().profileWebhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(await stored()).toMatchObject({ status: "pending", attempts: 1 });
    expect(await jobState()).toEqual(["created"]);

    // A configured instance joins (the first one keeps running) and delivers it.
    vi.stubEnv("PROFILE_WEBHOOK_URL", url);
    await receiver.start();
    await startInstance();
    await runJobsNow();
    await expect.poll(async () => (await stored()).status, { timeout: 20_000 }).toBe("delivered");
    expect(await stored()).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.idempotencyKey).toBe(delivery.id);
  });
});
