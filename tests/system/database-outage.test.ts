// PostgreSQL disappears for 10 s during a load run (a TCP proxy between the
// app and the database drops every connection and refuses new ones). Requests
// in that window get a German error instead of hanging, the app recovers
// within 5 s of the database coming back, and nothing is half-written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashPassword } from "@/server/auth/password";
import { connectPostgres, type Database } from "@/server/db";

import {
  dropDatabase,
  ensureBuild,
  freshDatabase,
  type Instance,
  startInstance,
  type TcpProxy,
  tcpProxy,
} from "./support/cluster";
import { HttpClient } from "./support/http-client";
import { type MailSink, startMailSink } from "./support/mail-sink";

const DATABASE = "resonanz_system_outage";
const OUTAGE_MS = 10_000;

let direct: Database;
let proxy: TcpProxy;
let app: Instance;
let client: HttpClient;
let mail: MailSink;

interface Sample {
  path: string;
  startedAt: number;
  ms: number;
  status: number;
  body: string;
}

beforeAll(async () => {
  ensureBuild();
  const url = freshDatabase(DATABASE);
  direct = connectPostgres(url, { max: 2 });
  const target = new URL(url);
  proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  mail = await startMailSink();
  app = await startInstance(3321, {
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: ".data/system-outage",
    SMTP_URL: mail.url,
  });

  const user = await direct.prisma.user.create({
    data: {
      email: "ausfall@example.org",
      passwordHash: await hashPassword("ausfall-passwort"),
      emailVerifiedAt: new Date(),
    },
  });
  await direct.prisma.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 40,
      isActive: true,
    },
  });
  client = new HttpClient(app.url);
  expect(await client.signIn("ausfall@example.org", "ausfall-passwort")).toBeNull();
});

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await mail?.close();
  await direct?.close();
  dropDatabase(DATABASE);
});

async function sample(path: string): Promise<Sample> {
  const startedAt = Date.now();
  const response = await client.fetch(path, { signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return { path, startedAt, ms: Date.now() - startedAt, status: response.status, body };
}

describe("a 10-second database outage", () => {
  it("answers in German without hanging, and recovers within 5 s", async () => {
    // Warm up while the database is there.
    expect((await sample("/app/uebersicht")).status).toBe(200);
    expect((await sample("/api/health")).status).toBe(200);

    const samples: Sample[] = [];
    const stopAt = Date.now() + 2_000 + OUTAGE_MS + 8_000;
    let cutAt = 0;
    let restoredAt = 0;
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      proxy.cut();
      cutAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      proxy.restore();
      restoredAt = Date.now();
    })();
    const load = async (path: string) => {
      while (Date.now() < stopAt) {
        samples.push(await sample(path));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await Promise.all([
      outage,
      load("/app/uebersicht"),
      load("/app/uebersicht"),
      load("/api/health"),
      load("/api/health"),
    ]);

    // Nothing hung: every request was answered within the connection timeout plus slack.
    expect(Math.max(...samples.map((entry) => entry.ms))).toBeLessThan(8_000);

    const during = samples.filter(
      (entry) => entry.startedAt > cutAt + 200 && entry.startedAt < restoredAt - 200,
    );
    expect(during.length).toBeGreaterThan(10);
    for (const entry of during) {
      if (entry.path === "/api/health") expect(entry.status).toBe(503);
      else expect(entry.body).toContain("Etwas ist schiefgelaufen");
    }

    const recovered = samples
      .filter(
        (entry) => entry.startedAt >= restoredAt && entry.status === 200 && entry.path === "/api/health",
      )
      .map((entry) => entry.startedAt + entry.ms)
      .sort((x, y) => x - y)[0];
    expect(recovered).toBeDefined();
    expect((recovered ?? Infinity) - restoredAt).toBeLessThan(5_000);
    const lastApp = samples.filter((entry) => entry.path === "/app/uebersicht").at(-1);
    expect(lastApp?.status).toBe(200);
  });
});
