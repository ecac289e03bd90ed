// The rule-based coach's reply time on the server at 20 concurrent users, against PostgreSQL.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node bench/coach-reply.mjs
//
// Builds the app (BENCH_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR), migrates a fresh
// database, starts `next start` without a language model, creates one Pro user per connection
// (an `active` subscription, so the Free limit does not interfere) with an active profile, an
// analysis and a chat, signs each in through /api/auth/callback/credentials, then lets autocannon
// send messages with POST /api/chats/{chatId}/messages and prints p50/p95/p99.
// Each request is the whole path: session, ownership, grounding (profile, analysis, conversation,
// journal), the safety net, the reply, and storing both messages in one transaction.
// It also prints GET /api/health at the same concurrency, the floor the machine allows.
// Target (issue 7): p95 at most 50 ms.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

import { hash } from "@node-rs/argon2";
import autocannon from "autocannon";
import pg from "pg";

const TARGET_P95_MS = 50;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("Set DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/test");
  process.exit(1);
}
const port = process.env.BENCH_PORT ?? "3207";
const databaseName = process.env.BENCH_DATABASE ?? "resonanz_bench_coach";
const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench-coach";
const users = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);
/** A short run against /api/health first shows what this machine allows at all (it may be shared). */
const BASELINE_SECONDS = 5;
const origin = `http://127.0.0.1:${port}`;
const password = "Bench-Passwort-2026";

/** Ordinary messages across the coach's topics; none is a crisis or a red flag. */
const MESSAGES = [
  "Ich bin total gestresst von der Arbeit und komme abends nicht zur Ruhe.",
  "Mein Nacken ist seit Tagen verspannt.",
  "Ich kann nachts nicht einschlafen und grüble viel.",
  "Mein Hund zittert bei Gewitter, was kann ich tun?",
  "Heute bin ich einfach dankbar für die Sonne.",
  "Schlag mir bitte eine Übung für den Morgen vor.",
  "Seit dem Streit mit meiner Schwester bin ich traurig.",
  "Wie kann ich besser Nein sagen?",
];

const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = path.resolve(`.data/bench-${port}`);
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  NEXTAUTH_URL: origin,
  SITE_URL: origin,
  NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret-42",
  // The rule-based coach is measured: no language model, whatever the shell has set.
  AI_BASE_URL: "",
  AI_API_KEY: "",
  AI_MODEL: "",
};

async function admin(sql) {
  const client = new pg.Client(baseUrl);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${databaseName}"`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  execFileSync("npm", ["run", "db:migrate", "--silent"], { stdio: "inherit", env: serverEnv });
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  execFileSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...serverEnv, NEXT_SKIP_TYPECHECK: "1" },
  });
}

async function startServer() {
  // Its own process group, so the whole tree (npx → next) stops at the end.
  const server = spawn("npx", ["next", "start", "-p", port], {
    env: serverEnv,
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid, "SIGTERM");
  throw new Error("the server did not become healthy within 2 minutes");
}

/** One Pro user per connection, each with a profile, an analysis, a journal entry and a chat. */
async function createUsers() {
  const passwordHash = await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const client = new pg.Client(databaseUrl.toString());
  await client.connect();
  try {
    const created = [];
    for (let index = 0; index < users; index += 1) {
      const email = `bench-coach-${index}@example.org`;
      const { rows } = await client.query(
        "INSERT INTO users (email, password_hash, email_verified_at) VALUES ($1, $2, now()) RETURNING id",
        [email, passwordHash],
      );
      const userId = rows[0].id;
      await client.query(
        "INSERT INTO subscriptions (id, user_id, stripe_customer_id, status) VALUES ($1, $2, $3, 'active')",
        [`sub_bench_${userId}`, userId, `cus_bench_${userId}`],
      );
      const profile = await client.query(
        `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active, stress_level,
                               current_symptoms)
         VALUES ($1, $1, 'human', 'Mara', 'weiblich', 38, true, 7, ARRAY['nackenverspannung']) RETURNING id`,
        [userId],
      );
      const profileId = profile.rows[0].id;
      await client.query(
        `INSERT INTO analyses (profile_id, overall_state, engine_version, detail)
         VALUES ($1, 'überreizt', 'bench', '{}'::jsonb)`,
        [profileId],
      );
      await client.query(
        `INSERT INTO journal_entries (user_id, profile_id, type, content)
         VALUES ($1, $2, 'loswerden', 'Die Arbeit stresst mich, ich komme abends nicht zur Ruhe.')`,
        [userId, profileId],
      );
      const chat = await client.query(
        "INSERT INTO chats (user_id, profile_id, title) VALUES ($1, $2, 'Chat 1') RETURNING id",
        [userId, profileId],
      );
      created.push({ email, chatId: chat.rows[0].id });
    }
    return created;
  } finally {
    await client.end();
  }
}

const cookiePairs = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Signs in like the browser does: csrf token and cookie first, then the credentials callback. */
async function signIn(email) {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiePairs(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: `${origin}/app` }),
  });
  const session = cookiePairs(response).find((pair) => pair.includes("session-token="));
  if (!session) throw new Error(`sign-in failed for ${email} (HTTP ${response.status})`);
  return session;
}

/** One real request first: the reply must be the coach's text, not an error or an upgrade prompt. */
async function assertReply({ cookie, chatId }) {
  const response = await fetch(`${origin}/api/chats/${chatId}/messages`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ content: MESSAGES[0] }),
  });
  const body = await response.json();
  if (response.status !== 201 || body.data?.reply?.kind !== "text")
    throw new Error(`POST did not return a coach reply (HTTP ${response.status}): ${JSON.stringify(body)}`);
}

/** Each connection is one user; `requests` gives that user's requests, which it cycles through. */
function run(sessions, seconds, requests, latencies) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: sessions.length,
        duration: seconds,
        setupClient: (client) => client.setRequests(requests(sessions[next++ % sessions.length])),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies?.push(responseTime));
  });
}

/** Posting into the user's own chat, cycling through the messages. */
const messages = ({ cookie, chatId }) =>
  MESSAGES.map((content) => ({
    method: "POST",
    path: `/api/chats/${chatId}/messages`,
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ content }),
  }));

/** The server's floor on this machine: a route that only pings the database. */
const health = () => [{ method: "GET", path: "/api/health" }];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

let server;
try {
  await prepareDatabase();
  build();
  server = await startServer();
  const created = await createUsers();
  const sessions = [];
  for (const { email, chatId } of created) sessions.push({ cookie: await signIn(email), chatId });
  await assertReply(sessions[0]);

  const baseline = [];
  await run(sessions, BASELINE_SECONDS, health, baseline);
  await run(sessions, warmup, messages);
  const latencies = [];
  const result = await run(sessions, duration, messages, latencies);
  const format = (ms) => `${ms.toFixed(1)} ms`;
  const summary = (values) => {
    values.sort((a, b) => a - b);
    return [50, 95, 99].map((p) => `p${p}: ${format(percentile(values, p))}`).join("  ");
  };
  console.log(
    `\nPOST /api/chats/{chatId}/messages (rule-based coach), ${users} concurrent users, ${duration} s against PostgreSQL`,
  );
  console.log(`requests: ${latencies.length} (${result.requests.average.toFixed(0)} req/s)`);
  console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  console.log(`${summary(latencies)}  max: ${format(latencies.at(-1))}`);
  console.log(`baseline GET /api/health at the same concurrency: ${summary(baseline)}`);
  const p95 = percentile(latencies, 95);
  console.log(`target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "missed"}`);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  if (server) process.kill(-server.pid, "SIGTERM");
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
}
