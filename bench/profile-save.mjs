// Profile-save benchmark (issue 5): 20 signed-in users save their profile
// concurrently through POST /api/profile against PostgreSQL, with the webhook
// outbox and its inline delivery to a local receiver switched on. Prints p50
// and p95 (target: p95 ≤ 100 ms) and checks that every save produced exactly
// one signed event.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test NEXT_DIST_DIR=.next-bench \
//     node bench/profile-save.mjs
//
// It needs a production build in NEXT_DIST_DIR (`NEXT_DIST_DIR=.next-bench npx next build`)
// and creates, then drops, its own database `resonanz_bench` next to DATABASE_URL.
// Options: BENCH_USERS (20), BENCH_SAVES (25 per user), BENCH_PORT (3203),
// BENCH_WEBHOOK=off to measure the save without the webhook, BENCH_THINK_MS (0):
// each user's pause between saves. With 0 every user saves again the moment
// the last save returns (a closed loop, like autocannon -c 20): the strictest
// reading of "20 concurrent users".
import { spawn, spawnSync } from "node:child_process";
import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { hash } from "@node-rs/argon2";
import pg from "pg";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("DATABASE_URL is required (PostgreSQL), e.g. postgresql://postgres@127.0.0.1:5432/test");
  process.exit(1);
}
const distDir = process.env.NEXT_DIST_DIR || ".next";
if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(`No production build in ${distDir}: run NEXT_DIST_DIR=${distDir} npx next build first.`);
  process.exit(1);
}

const USERS = Number(process.env.BENCH_USERS ?? 20);
const SAVES = Number(process.env.BENCH_SAVES ?? 25);
const WARMUP = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3203);
const WEBHOOK = process.env.BENCH_WEBHOOK !== "off";
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const SECRET = "bench-webhook-secret";
const PASSWORD = "bench-passwort-42";
const DATABASE = "resonanz_bench";
const origin = `http://localhost:${PORT}`;

const databaseUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

async function admin(statement) {
  const client = new pg.Client(baseUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The receiver: answers 204 and checks each event's signature and idempotency key. */
function startReceiver() {
  const seen = new Map();
  let invalid = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const expected = Buffer.from(`sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`);
      const given = Buffer.from(String(request.headers["x-resonanz-signature"] ?? ""));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) invalid += 1;
      const key = String(request.headers["idempotency-key"]);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: server.address().port, seen, invalid: () => invalid }),
    ),
  );
}

async function waitForServer(child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy within 60 s");
}

const cookiesOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Signs in through next-auth's credentials endpoint and returns the session cookie. */
async function signIn(email) {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: "true" }),
  });
  const session = cookiesOf(response).find((cookie) => cookie.includes("session-token="));
  if (!session) throw new Error(`sign-in failed for ${email}: HTTP ${response.status}`);
  return session;
}

const human = (n) => ({
  profileType: "human",
  gender: n % 2 ? "weiblich" : "männlich",
  name: `Bench ${n}`,
  birthDate: "1988-03-14",
  heightCm: 160 + (n % 30),
  weightKg: 55 + (n % 40),
  lifeSituation: "Ich lebe mit meiner Familie in einer Wohnung in Graz",
  relationshipStatus: "verheiratet",
  professionalSituation: "Ich arbeite Teilzeit in einem kleinen Büro",
  financialSituation: "stabil",
  exerciseRoutine: "Ich gehe jeden Morgen eine halbe Stunde spazieren",
  currentHealthIssues: "Seit dem Winter habe ich oft Verspannungen im Nacken",
  emotionalConcerns: "Ich fühle mich zwischen Arbeit und Familie oft zerrissen",
  currentSymptoms: ["nackenverspannung", "schlafstoerungen"],
  stressLevel: 1 + (n % 10),
});

const animal = (n) => ({
  profileType: "animal",
  gender: "weiblich",
  animalType: "hund",
  name: `Bella ${n}`,
  age: 1 + (n % 15),
  weightKg: 12.5,
  breed: "Beagle-Mischling",
  housingType: "haus_garten",
  generalBehavior: "Sie ist freundlich, aber bei Besuch schnell aufgeregt",
  recentHealthIssues: "Sie hatte im Frühling eine leichte Ohrenentzündung",
  environmentChanges: "Im Sommer ist ein Baby in die Familie gekommen",
  relationshipDescription: "Sie folgt mir auf Schritt und Tritt durch das Haus",
  exerciseLevel: "ja",
  behaviorPatterns: ["unruhig", "klammern"],
});

async function save(cookie, body) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/profile`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify(body),
  });
  const result = await response.json();
  return { ms: performance.now() - started, ok: response.ok, status: response.status, result };
}

// CPU seconds used so far by a process and its children, from /proc (Linux; 100 ticks per second).
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime, stime, cutime, cstime are fields 14 to 17 of stat, 12 to 15 after the command.
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0) / 100;
  } catch {
    return 0;
  }
}

/** The server's process tree and the database backends serving it. */
async function busyProcesses(db, serverPid) {
  const children = spawnSync("pgrep", ["-P", String(serverPid)], { encoding: "utf8" }).stdout.split("\n");
  const { rows } = await db.query(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [DATABASE],
  );
  return {
    server: [serverPid, ...children.filter(Boolean).map(Number)],
    database: rows.map((row) => row.pid),
  };
}

const cpuOf = (pids) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  console.info(
    `Profile save: ${USERS} concurrent users × ${SAVES} saves, ${THINK_MS} ms between a user's saves, ` +
      `webhook ${WEBHOOK ? "on" : "off"}`,
  );
  await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const migrated = spawnSync("npm", ["run", "db:migrate", "--silent"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "inherit",
  });
  if (migrated.status !== 0) throw new Error("migration failed");

  const receiver = WEBHOOK ? await startReceiver() : null;
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.resolve(".data/bench"),
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      PROFILE_WEBHOOK_URL: receiver ? `http://127.0.0.1:${receiver.port}/profil` : "",
      PROFILE_WEBHOOK_SECRET: receiver ? SECRET : "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const db = new pg.Client(databaseUrl);
  try {
    await waitForServer(server);
    await db.connect();
    const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const emails = Array.from({ length: USERS }, (_, index) => `bench-${index}@example.org`);
    for (const email of emails) {
      await db.query("INSERT INTO users (email, password_hash) VALUES ($1, $2)", [email, passwordHash]);
    }
    const cookies = await Promise.all(emails.map(signIn));

    // Warm-up: the first save of each user creates the profile, later ones update it by user_id.
    for (let round = 0; round < WARMUP; round += 1) {
      await Promise.all(cookies.map((cookie, user) => save(cookie, human(user))));
    }

    const samples = [];
    const failures = [];
    const processes = await busyProcesses(db, server.pid);
    const cpuBefore = { server: cpuOf(processes.server), database: cpuOf(processes.database) };
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie, user) => {
        for (let index = 0; index < SAVES; index += 1) {
          // Jittered, so the users do not march in step.
          if (THINK_MS > 0)
            await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
          const body = (user + index) % 2 ? animal(user * SAVES + index) : human(user * SAVES + index);
          const outcome = await save(cookie, body);
          samples.push(outcome.ms);
          if (!outcome.ok || outcome.result.data?.webhookWarning) failures.push(outcome);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const perSave = (pids, before) => ((cpuOf(pids) - before) * 1000) / samples.length;
    const cpu = {
      server: perSave(processes.server, cpuBefore.server),
      database: perSave(processes.database, cpuBefore.database),
    };

    const sorted = [...samples].sort((a, b) => a - b);
    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    const p95 = percentile(sorted, 95);
    const format = (value) => `${value.toFixed(1)} ms`;
    console.info(
      `requests   ${samples.length} in ${seconds.toFixed(1)} s (${(samples.length / seconds).toFixed(0)}/s)`,
    );
    console.info(`p50        ${format(percentile(sorted, 50))}`);
    console.info(`p95        ${format(p95)}`);
    console.info(`p99        ${format(percentile(sorted, 99))}`);
    console.info(`mean       ${format(mean)}`);
    console.info(`max        ${format(sorted[sorted.length - 1])}`);
    console.info(`failures   ${failures.length}${failures[0] ? ` (first: HTTP ${failures[0].status})` : ""}`);
    console.info(
      `cpu        ${cpu.server.toFixed(1)} ms app server + ${cpu.database.toFixed(1)} ms PostgreSQL per save ` +
        `(load average ${loadavg()[0]?.toFixed(1)} on this machine)`,
    );

    let eventsOk = true;
    if (receiver) {
      const { rows } = await db.query("SELECT count(*)::int AS n FROM profile_webhook_deliveries");
      const total = rows[0].n;
      const copies = [...receiver.seen.values()];
      eventsOk = copies.length === total && copies.every((count) => count === 1) && receiver.invalid() === 0;
      console.info(
        `webhook    ${copies.length} of ${total} events received, ${copies.filter((c) => c > 1).length} duplicated, ` +
          `${receiver.invalid()} badly signed`,
      );
    }
    const met = p95 <= 100;
    console.info(`target     p95 ≤ 100 ms: ${met ? "met" : "MISSED"}`);
    process.exitCode = met && failures.length === 0 && eventsOk ? 0 : 1;
  } finally {
    await db.end().catch(() => undefined);
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    receiver?.server.close();
    await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  }
}

await main();
