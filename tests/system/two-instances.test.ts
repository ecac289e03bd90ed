// Two app instances on two ports against one PostgreSQL, behind nginx as a
// load balancer: rate limits, sessions and webhooks hold across them.
import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashPassword } from "@/server/auth/password";
import { connectPostgres, type Database } from "@/server/db";

import {
  dropDatabase,
  ensureBuild,
  freshDatabase,
  type Instance,
  type Nginx,
  startInstance,
  startNginx,
} from "./support/cluster";
import { HttpClient } from "./support/http-client";

const DATABASE = "resonanz_system_cluster";
let url = "";
let database: Database;
let a: Instance;
let b: Instance;
let nginx: Nginx;

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
  const env = {
    DATABASE_URL: url,
    DATA_DIR: `.data/system-cluster`,
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
  await database?.close();
  dropDatabase(DATABASE);
});

async function user(email: string, password: string): Promise<string> {
  const row = await database.prisma.user.create({
    data: { email, passwordHash: await hashPassword(password) },
  });
  return row.id;
}

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
    expect(await new HttpClient(b.url).signIn("cluster-lock@example.org", "richtiges-passwort")).toBe(
      "locked",
    );
    expect(await new HttpClient(a.url).signIn("cluster-lock@example.org", "richtiges-passwort")).toBe(
      "locked",
    );
    // Through the load balancer too.
    expect(await new HttpClient(nginx.url).signIn("cluster-lock@example.org", "richtiges-passwort")).toBe(
      "locked",
    );
  });

  it("accepts a session issued by one instance on the other", async () => {
    const id = await user("cluster-session@example.org", "sitzung-passwort");
    const client = new HttpClient(a.url);
    expect(await client.signIn("cluster-session@example.org", "sitzung-passwort")).toBeNull();
    expect((await client.session(a.url)).user?.id).toBe(id);
    expect((await client.session(b.url)).user?.id).toBe(id);
    const page = await client.fetch("/app", {}, b.url);
    expect(page.status).toBe(200);
    // Signed in: /app renders onboarding (welcome or wizard), not the sign-in screen.
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
      const response = await client.fetch("/api/profile?mode=create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(profile),
      });
      expect(response.status).toBe(201);
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
