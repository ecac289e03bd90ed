// The signed-in dashboard's server response time at 20 concurrent users, against PostgreSQL.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node bench/dashboard.mjs
//
// By default every user sends its next request as soon as the last one returns (autocannon's
// closed loop, the harshest reading of "20 concurrent users"); BENCH_THINK_MS=1000 lets each user
// pause about a second between requests instead. Also BENCH_CONNECTIONS, BENCH_DURATION,
// BENCH_WARMUP, BENCH_PORT.
//
// Builds the app (BENCH_SKIP_BUILD=1 reuses the build in NEXT_DIST_DIR), migrates a fresh
// database, starts `next start`, creates one user per connection with an active profile and two
// analyses, signs each in through /api/auth/callback/credentials with the csrf token, then lets
// autocannon request GET /app with those session cookies and prints p50/p95/p99.
// Target (issue 6): p95 at most 50 ms.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
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
// Far from the 31xx/32xx ports the browser-test servers use.
const port = process.env.BENCH_PORT ?? "3290";
const databaseName = process.env.BENCH_DATABASE ?? "resonanz_bench_dashboard";
const distDir = process.env.NEXT_DIST_DIR ?? ".next-bench";
const users = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);
/** Mean pause between one user's requests; unset, each user sends the next as soon as the last returns. */
const thinkMs = process.env.BENCH_THINK_MS ? Number(process.env.BENCH_THINK_MS) : undefined;
const origin = `http://127.0.0.1:${port}`;
const password = "Bench-Passwort-2026";

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

async function isListening() {
  try {
    await fetch(`${origin}/api/health`);
    return true;
  } catch {
    return false;
  }
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

/** One user per connection, each with an active person profile and two analyses. */
async function createUsers() {
  const passwordHash = await hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const client = new pg.Client(databaseUrl.toString());
  await client.connect();
  try {
    const emails = Array.from({ length: users }, (_, index) => `bench-${index}@example.org`);
    for (const email of emails) {
      const { rows } = await client.query(
        "INSERT INTO users (email, password_hash, email_verified_at) VALUES ($1, $2, now()) RETURNING id",
        [email, passwordHash],
      );
      const userId = rows[0].id;
      const profile = await client.query(
        `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active, stress_level,
                               current_symptoms)
         VALUES ($1, $1, 'human', 'Mara', 'weiblich', 38, true, 7, ARRAY['nackenverspannung']) RETURNING id`,
        [userId],
      );
      for (const [state, hoursAgo] of [
        ["unruhig", 30],
        ["überreizt", 1],
      ]) {
        await client.query(
          `INSERT INTO analyses (profile_id, overall_state, engine_version, detail, created_at)
           VALUES ($1, $2::energy_state, 'bench', '{}'::jsonb, now() - make_interval(hours => $3::int))`,
          [profile.rows[0].id, state, hoursAgo],
        );
      }
    }
    return emails;
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

async function assertDashboard(cookie) {
  const response = await fetch(`${origin}/app`, { headers: { cookie } });
  const html = await response.text();
  if (response.status !== 200 || !html.includes("Dein Energiezustand"))
    throw new Error(`GET /app did not render the dashboard (HTTP ${response.status})`);
}

function run(cookies, seconds, latencies) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/app`,
        connections: cookies.length,
        duration: seconds,
        setupClient: (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length] }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies?.push(responseTime));
  });
}

/**
 * CPU seconds used so far by the server's process group (Linux /proc). Latency on a shared
 * machine depends on its other load; CPU per request does much less.
 */
function serverCpuSeconds(groupId) {
  if (!existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Users who read the page before loading it again: each waits 0.5–1.5 × thinkMs between requests
 * and starts at a random moment, so requests do not arrive in synchronised bursts.
 */
async function thinkingUsers(cookies, seconds, latencies) {
  const until = Date.now() + seconds * 1000;
  let non2xx = 0;
  const user = async (cookie) => {
    await pause(Math.random() * thinkMs);
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${origin}/app`, { headers: { cookie } });
      await response.arrayBuffer();
      latencies?.push(performance.now() - started);
      if (response.status >= 300) non2xx += 1;
      await pause(thinkMs * (0.5 + Math.random()));
    }
  };
  await Promise.all(cookies.map(user));
  return { non2xx, errors: 0, timeouts: 0 };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

let server;
try {
  // Never measure (or stop) someone else's server.
  if (await isListening()) throw new Error(`port ${port} is already in use; set BENCH_PORT`);
  await prepareDatabase();
  build();
  server = await startServer();
  const emails = await createUsers();
  const cookies = [];
  for (const email of emails) cookies.push(await signIn(email));
  await assertDashboard(cookies[0]);

  const load = thinkMs ? thinkingUsers : run;
  await load(cookies, warmup);
  const latencies = [];
  const cpuBefore = serverCpuSeconds(server.pid);
  const result = await load(cookies, duration, latencies);
  const cpuAfter = serverCpuSeconds(server.pid);
  latencies.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
  const format = (ms) => `${ms.toFixed(1)} ms`;
  const pacing = thinkMs ? `about ${thinkMs} ms between a user's requests` : "back to back";
  console.log(
    `\nGET /app, signed in, ${users} concurrent users (${pacing}), ${duration} s against PostgreSQL`,
  );
  console.log(`requests: ${latencies.length} (${(latencies.length / duration).toFixed(0)} req/s)`);
  if (cpuBefore !== null && cpuAfter !== null) {
    const perRequest = ((cpuAfter - cpuBefore) * 1000) / Math.max(1, latencies.length);
    console.log(`server CPU per request: ${perRequest.toFixed(1)} ms`);
  }
  console.log(`machine load average (1 min) at the end: ${loadavg()[0].toFixed(1)}`);
  console.log(`non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  console.log(
    `p50: ${format(p50)}  p95: ${format(p95)}  p99: ${format(p99)}  max: ${format(latencies.at(-1))}`,
  );
  console.log(`target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "missed"}`);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  if (server) process.kill(-server.pid, "SIGTERM");
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
}
