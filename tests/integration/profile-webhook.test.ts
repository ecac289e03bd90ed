// The profile webhook of issue 5: every saved profile produces exactly one
// signed event, written in the profile's transaction (outbox) and delivered
// by pg-boss. With the receiver down the profile is still saved, the user is
// warned, and the event arrives exactly once when the receiver is back.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createProfile, updateActiveProfile } from "@/server/actions/profile";
import { prisma } from "@/server/db";
import { startWorkers } from "@/server/jobs/workers";
import { attemptDelivery } from "@/server/webhooks/deliver";
import { profileWebhookPayloadSchema } from "@/server/webhooks/payload";
import { verifySignature } from "@/server/webhooks/signature";

import { HEALTH_CONSENT, withVersion } from "./support/fixtures";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";
import { freePort, Receiver } from "./support/webhook-receiver";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const SECRET = "webhook-geheimnis";

let receiver: Receiver;

const human = {
  profileType: "human",
  gender: "männlich",
  name: "Jonas",
  birthDate: "",
  age: 42,
  heightCm: 180,
  weightKg: 81,
  lifeSituation: "Ich lebe allein in einer kleinen Wohnung",
  relationshipStatus: "single",
  professionalSituation: "Ich bin selbstständig und arbeite viel",
  financialSituation: "angespannt",
  exerciseRoutine: "Ich fahre jeden Tag mit dem Rad",
  recentAccidents: "Ich hatte vor einem Jahr einen Bandscheibenvorfall",
  emotionalConcerns: "Ich mache mir viele Sorgen um die Zukunft",
} as const;

let seq = 0;
async function signedInUser() {
  seq += 1;
  const user = await prisma().user.create({
    data: { email: `webhook-${seq}@example.org`, ...HEALTH_CONSENT },
  });
  signInAs({ id: user.id, email: user.email, plan: "free" });
  return user;
}

/** The queue waits 30 s and then backs off for minutes; tests move the clock instead. */
const runJobsNow = () =>
  testDatabase().sql.query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = 'profile-webhook' AND state IN ('created', 'retry')`,
  );

const jobStates = async () =>
  (
    await testDatabase().sql.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'profile-webhook' ORDER BY created_on`,
    )
  ).rows.map((row) => row.state);

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  receiver = new Receiver(await freePort());
  vi.stubEnv("PROFILE_WEBHOOK_URL", `http://127.0.0.1:${receiver.port}/hooks/profil`);
  vi.stubEnv("PROFILE_WEBHOOK_SECRET", SECRET);
  await receiver.start();
  await startWorkers();
});

afterAll(async () => {
  await receiver.stop();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  receiver.received = [];
  receiver.status = 200;
  receiver.delayMs = 0;
});

describe("profile webhook", () => {
  it("delivers exactly one valid, signed payload per saved profile", async () => {
    const saved: { profileId: string; userId: string }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const user = await signedInUser();
      const result = await createProfile({ ...human, name: `Jonas ${index}` });
      expect(result).toMatchObject({ ok: true, data: { webhookWarning: false } });
      if (result.ok) saved.push({ profileId: result.data.profileId, userId: user.id });
    }
    expect(receiver.received).toHaveLength(3);

    const deliveries = await prisma().profileWebhookDelivery.findMany({ orderBy: { createdAt: "asc" } });
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
      ["delivered", 1],
      ["delivered", 1],
      ["delivered", 1],
    ]);
    for (const [index, request] of receiver.received.entries()) {
      const payload = profileWebhookPayloadSchema.parse(JSON.parse(request.body));
      const row = await prisma().profile.findUniqueOrThrow({ where: { id: payload.profile_id } });
      expect(payload).toEqual({
        profile_id: saved[index]?.profileId,
        user_id: saved[index]?.userId,
        profile_type: "human",
        name: `Jonas ${index}`,
        completion_percentage: row.completionPercentage,
        computed_age: 42,
        computed_bmi: 25,
        event_type: "profile_created",
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
      });
      expect(Object.keys(JSON.parse(request.body) as object)[0]).toBe("profile_id");
      expect(request.contentType).toBe("application/json");
      expect(request.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifySignature(request.body, SECRET, request.signature)).toBe(true);
      expect(verifySignature(request.body, "falsch", request.signature)).toBe(false);
      expect(request.idempotencyKey).toBe(deliveries[index]?.id);
    }

    // The queued jobs still run later; they find their events delivered and send nothing.
    await runJobsNow();
    await expect
      .poll(async () => (await jobStates()).filter((state) => state === "completed").length, {
        timeout: 20_000,
      })
      .toBe(3);
    expect(receiver.received).toHaveLength(3);
  });

  it("writes one event per save, edits included, and schedules its retries", async () => {
    await signedInUser();
    await createProfile(human);
    await updateActiveProfile(await withVersion({ ...human, name: "Jonas B." }));
    expect(receiver.received.map((request) => (JSON.parse(request.body) as { name: string }).name)).toEqual([
      "Jonas",
      "Jonas B.",
    ]);
    const { rows } = await testDatabase().sql.query<{
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
      waits: number;
    }>(
      `SELECT retry_limit, retry_delay, retry_backoff, extract(epoch FROM start_after - created_on)::int AS waits
         FROM pgboss.job WHERE name = 'profile-webhook' ORDER BY created_on DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ retry_limit: 8, retry_delay: 15, retry_backoff: true, waits: 30 });
  });

  it("with the receiver down, saves the profile, warns, and delivers exactly once when it is back", async () => {
    await receiver.stop();
    const user = await signedInUser();
    const result = await createProfile({ ...human, name: "Offline" });
    expect(result).toMatchObject({ ok: true, data: { webhookWarning: true } });
    expect(await prisma().profile.count({ where: { userId: user.id } })).toBe(1);
    const delivery = await prisma().profileWebhookDelivery.findFirstOrThrow({ where: { userId: user.id } });
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: null });
    expect(delivery.lastError).toMatch(/ECONNREFUSED|UND_ERR_SOCKET|fetch failed/);

    // The job's own attempt fails too, and pg-boss schedules a retry.
    await runJobsNow();
    await expect
      .poll(() => prisma().profileWebhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }), {
        timeout: 20_000,
      })
      .toMatchObject({ attempts: 2 });
    await expect.poll(jobStates, { timeout: 10_000 }).toContain("retry");

    await receiver.start();
    await runJobsNow();
    const stored = () => prisma().profileWebhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    await expect.poll(async () => (await stored()).status, { timeout: 20_000 }).toBe("delivered");
    expect(await stored()).toMatchObject({ attempts: 3, lastStatusCode: 200, lastError: null });
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]?.body ?? "{}")).toMatchObject({ name: "Offline" });
    expect(receiver.received[0]?.idempotencyKey).toBe(delivery.id);

    // Nothing sends it again: not the queue, not a stray duplicate job.
    await runJobsNow();
    await settle(3_000);
    expect(await attemptDelivery(delivery.id, { timeoutMs: 1_000 })).toBe("skipped");
    expect(receiver.received).toHaveLength(1);
  });

  it("keeps every event through an hour of retries with the receiver down, then delivers each once", async () => {
    await receiver.stop();
    const user = await signedInUser();
    expect(await createProfile({ ...human, name: "Eins" })).toMatchObject({
      ok: true,
      data: { webhookWarning: true },
    });
    for (const name of ["Zwei", "Drei"]) {
      expect(await updateActiveProfile(await withVersion({ ...human, name }))).toMatchObject({
        ok: true,
        data: { webhookWarning: true },
      });
    }
    const deliveries = () =>
      prisma().profileWebhookDelivery.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    const ids = (await deliveries()).map((delivery) => delivery.id);
    expect(ids).toHaveLength(3);

    // The hour: pg-boss waits retry_delay · 2^(n-1) seconds at least before retry n, so the retries
    // alone span more than an hour. The test makes each wait end at once, four times over.
    const { rows } = await testDatabase().sql.query<{ retry_limit: number; retry_delay: number }>(
      `SELECT retry_limit, retry_delay FROM pgboss.job
        WHERE name = 'profile-webhook' AND data->>'deliveryId' = ANY($1::text[])`,
      [ids],
    );
    expect(rows).toHaveLength(3);
    for (const { retry_limit: limit, retry_delay: delay } of rows) {
      const shortestSchedule = Array.from({ length: limit }, (_, n) => delay * 2 ** n).reduce(
        (a, b) => a + b,
      );
      expect(shortestSchedule).toBeGreaterThan(3_600);
    }
    const states = async () =>
      (
        await testDatabase().sql.query<{ state: string }>(
          `SELECT state FROM pgboss.job WHERE name = 'profile-webhook' AND data->>'deliveryId' = ANY($1::text[])`,
          [ids],
        )
      ).rows.map((row) => row.state);
    for (let round = 2; round <= 5; round += 1) {
      await runJobsNow();
      await expect
        .poll(async () => (await deliveries()).map((delivery) => delivery.attempts), { timeout: 20_000 })
        .toEqual([round, round, round]);
      // Each failed job is back in the queue, waiting out its next (longer) delay.
      await expect.poll(states, { timeout: 10_000 }).toEqual(["retry", "retry", "retry"]);
    }
    expect((await deliveries()).map((delivery) => delivery.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    expect(receiver.received).toHaveLength(0);

    await receiver.start();
    await runJobsNow();
    await expect
      .poll(async () => (await deliveries()).map((delivery) => delivery.status), { timeout: 20_000 })
      .toEqual(["delivered", "delivered", "delivered"]);
    await runJobsNow();
    await settle(3_000);
    const names = receiver.received.map((request) => (JSON.parse(request.body) as { name: string }).name);
    expect(names.sort()).toEqual(["Drei", "Eins", "Zwei"]);
    expect(receiver.received.map((request) => request.idempotencyKey).sort()).toEqual([...ids].sort());
  });

  it("warns on an error status or a receiver slower than the inline timeout", async () => {
    await signedInUser();
    receiver.status = 500;
    expect(await createProfile(human)).toMatchObject({ ok: true, data: { webhookWarning: true } });
    expect(await prisma().profileWebhookDelivery.findFirst({ orderBy: { createdAt: "desc" } })).toMatchObject(
      {
        status: "pending",
        lastStatusCode: 500,
        lastError: "HTTP 500",
      },
    );

    await signedInUser();
    receiver.status = 200;
    receiver.delayMs = 4_000;
    const started = Date.now();
    expect(await createProfile(human)).toMatchObject({ ok: true, data: { webhookWarning: true } });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("marks an event failed after the last retry", async () => {
    await receiver.stop();
    await signedInUser();
    await createProfile(human);
    const delivery = await prisma().profileWebhookDelivery.findFirstOrThrow({
      orderBy: { createdAt: "desc" },
    });
    expect(await attemptDelivery(delivery.id, { timeoutMs: 1_000, giveUp: true })).toBe("failed");
    expect(
      await prisma().profileWebhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }),
    ).toMatchObject({
      status: "failed",
      attempts: 2,
    });
    expect(await attemptDelivery(delivery.id, { timeoutMs: 1_000 })).toBe("skipped");
    await receiver.start();
  });
});
