// Two app instances on two ports against one PostgreSQL, behind nginx as a
// load balancer: rate limits, sessions and webhooks hold across them.
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

beforeAll(async () => {
  ensureBuild();
  url = freshDatabase(DATABASE);
  database = connectPostgres(url, { max: 2 });
  const env = { DATABASE_URL: url, DATA_DIR: `.data/system-cluster` };
  [a, b] = await Promise.all([startInstance(3311, env), startInstance(3312, env)]);
  nginx = await startNginx(3310, { upstreams: [a.port, b.port] });
});

afterAll(async () => {
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
    expect(await page.text()).toContain("Willkommen bei");
  });
});
