// `npm run bench`: builds the app, starts the production server on a fresh
// PostgreSQL database filled with scale data (10,000 users, 30,000 profiles,
// 100,000 analyses, up to 1,000,000 chat messages), measures every target of
// the issues and prints one table; the figures go to bench/results/latest.json.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench [-- landing dashboard …]
//
// Scenarios: landing, dashboard, profile-save, coach, webhook, session, scale (all by default).
// BENCH_SECONDS (default 20) per measurement; BENCH_THINK_MS (default 1000).
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

import { hash } from "@node-rs/argon2";

import { connectPostgres, type Database, setDatabase } from "@/server/db";
import { StripeDouble, startStripeDouble } from "@/tests/support/stripe-double";
import {
  distDir,
  dropDatabase,
  ensureBuild,
  freshDatabase,
  type Instance,
  root,
  startInstance,
  startNginx,
} from "@/tests/system/support/cluster";
import { actionId, HttpClient } from "@/tests/system/support/http-client";
import { startMailSink } from "@/tests/system/support/mail-sink";

import {
  type LatencySummary,
  summarize,
  throughput,
  users as usersWithThinkTime,
  virtualUsers,
} from "./load";
import { fullScale, seedBase, seedChat, seedMessages } from "./seed";
import { measureSessionCheck } from "./session-check";

const DATABASE = "resonanz_bench";
const PORT = 3390;
const PASSWORD = "Bench-Passwort-2026";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const STRIPE = {
  secretKey: "sk_test_resonanz_bench",
  webhookSecret: "whsec_test_resonanz_bench",
  prices: { monthly: "price_bench_monthly", yearly: "price_bench_yearly" },
};

const all = [
  "landing",
  "dashboard",
  "profile-save",
  "coach",
  "webhook",
  "session",
  "sign-up",
  "scale",
] as const;
type Scenario = (typeof all)[number];
const chosen = new Set<Scenario>(
  process.argv.slice(2).length > 0 ? (process.argv.slice(2) as Scenario[]) : all,
);

interface Row {
  measure: string;
  load: string;
  summary?: LatencySummary;
  value?: string;
  target?: string;
  met?: boolean;
}

const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  const figures = row.summary
    ? `p50 ${row.summary.p50} ms · p95 ${row.summary.p95} ms · p99 ${row.summary.p99} ms · ${row.summary.rps}/s · errors ${row.summary.errors}`
    : row.value;
  console.log(
    `  ${row.measure} [${row.load}]: ${figures}${row.target ? ` (target ${row.target}: ${row.met ? "met" : "MISSED"})` : ""}`,
  );
};

/** Bench users 1..n, each signed in with their own session. */
async function signIn(app: Instance, count: number): Promise<HttpClient[]> {
  const clients: HttpClient[] = [];
  for (let index = 1; index <= count; index += 1) {
    const client = new HttpClient(app.url);
    const error = await client.signIn(`bench-${index}@example.org`, PASSWORD);
    if (error) throw new Error(`sign-in for bench-${index} failed: ${error}`);
    clients.push(client);
  }
  return clients;
}

async function get(client: HttpClient, url: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie: client.cookieHeader(), accept: "text/html" } });
  await response.arrayBuffer();
  return response.status;
}

const users = (count: number, thinkMs: number) =>
  `${count} users, ${thinkMs ? `${thinkMs} ms think time` : "back to back"}`;

async function landing(app: Instance) {
  const staticRoot = path.join(root, ".data", "bench-static");
  mkdirSync(staticRoot, { recursive: true });
  copyFileSync(path.join(root, distDir, "server", "app", "index.html"), path.join(staticRoot, "index.html"));
  const nginx = await startNginx(PORT + 5, { staticRoot });
  try {
    // The same request a browser sends for the page, to both servers.
    const options = { connections: 50, seconds: SECONDS / 2, headers: { accept: "text/html" } };
    const fromApp = await throughput(`${app.url}/`, options);
    const fromNginx = await throughput(`${nginx.url}/`, options);
    const ratio = Math.round((fromApp.rps / fromNginx.rps) * 100) / 100;
    record({ measure: "a. landing page, next start", load: "50 connections", summary: fromApp });
    record({ measure: "a. landing page, nginx (same HTML)", load: "50 connections", summary: fromNginx });
    record({
      measure: "a. landing throughput ratio",
      load: "app ÷ nginx",
      value: String(ratio),
      target: "≥ 0.5",
      met: ratio >= 0.5,
    });
  } finally {
    await nginx.stop();
  }
}

/** What a signed-in browser sends for a page. */
const pageHeaders = (client: HttpClient) => ({
  cookie: client.cookieHeader(),
  accept: "text/html",
  "accept-encoding": "gzip",
});

/** What the app's own pages send with a JSON POST. */
const jsonHeaders = (app: Instance, client: HttpClient) => ({
  cookie: client.cookieHeader(),
  "content-type": "application/json",
  origin: app.url,
});

async function dashboard(app: Instance, clients: HttpClient[]) {
  for (const count of [20, 50]) {
    const summary = await usersWithThinkTime({
      users: count,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      user: (index) => ({
        url: `${app.url}/app/uebersicht`,
        headers: pageHeaders(clients[index % clients.length]!),
      }),
    });
    const target = count === 20 ? { target: "p95 ≤ 50 ms", met: summary.p95 <= 50 } : {};
    record({
      measure: "b. dashboard (/app/uebersicht, signed in)",
      load: users(count, THINK_MS),
      summary,
      ...target,
    });
  }
  const saturated = await virtualUsers({
    users: 20,
    seconds: SECONDS / 2,
    thinkMs: 0,
    request: (index) => get(clients[index]!, `${app.url}/app/uebersicht`),
  });
  record({ measure: "b. dashboard (/app/uebersicht, signed in)", load: users(20, 0), summary: saturated });
}

const editedProfile = (index: number, round: number) => ({
  profileType: "human",
  gender: "weiblich",
  name: `Mensch ${index}`,
  age: 30 + (round % 20),
  heightCm: 168,
  weightKg: 61,
  lifeSituation: "Ich lebe mit meiner Familie und unseren Tieren in Wien",
  relationshipStatus: "beziehung",
  professionalSituation: "Ich arbeite Vollzeit im Büro und pendle täglich",
  financialSituation: "stabil",
  exerciseRoutine: "Ich gehe zweimal pro Woche laufen und schwimmen",
  recentAccidents: "Ich hatte keine Unfälle in den letzten Jahren",
  emotionalConcerns: "Ich fühle mich oft gehetzt und finde schwer zur Ruhe",
  stressLevel: 1 + (round % 10),
});

/** The wizard's save as the browser sends it: the server action `updateActiveProfile`, posted to /app/uebersicht. */
const PROFILE_FILE = "server/actions/profile.ts";

async function profileSave(app: Instance, clients: HttpClient[]) {
  // The action answers 200 either way; check once that it really saves.
  const check = await clients[0]!.action<{ ok: boolean }>(
    PROFILE_FILE,
    "updateActiveProfile",
    editedProfile(1, 0),
  );
  if (!check.ok) throw new Error(`the profile save failed: ${JSON.stringify(check)}`);
  const action = actionId(PROFILE_FILE, "updateActiveProfile");
  const summary = await usersWithThinkTime({
    method: "POST",
    users: 20,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    user: (index) => ({
      url: `${app.url}/app/uebersicht`,
      headers: {
        cookie: clients[index]!.cookieHeader(),
        origin: app.url,
        "next-action": action,
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
      },
      body: JSON.stringify([editedProfile(index + 1, index)]),
    }),
  });
  record({
    measure: "c. profile save (server action updateActiveProfile)",
    load: users(20, THINK_MS),
    summary,
    target: "p95 ≤ 100 ms",
    met: summary.p95 <= 100,
  });
}

async function coach(app: Instance, clients: HttpClient[], chatIds: string[], database: Database) {
  // Pro users: the Free limit of 3 replies a day would end the run.
  await database.sql.query(
    `INSERT INTO subscriptions (id, user_id, stripe_customer_id, status, interval, current_period_end)
     SELECT 'sub_bench_' || id, id, 'cus_bench_' || id, 'active', 'month', now() + interval '30 days'
       FROM users WHERE email = ANY($1) ON CONFLICT (id) DO NOTHING`,
    [clients.map((_, index) => `bench-${index + 1}@example.org`)],
  );
  const questions = [
    "Ich kann abends nicht abschalten.",
    "Mein Nacken ist ständig verspannt.",
    "Wie komme ich besser zur Ruhe?",
  ];
  const summary = await usersWithThinkTime({
    method: "POST",
    users: 20,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    user: (index) => ({
      url: `${app.url}/api/chats/${chatIds[index]}/messages`,
      headers: jsonHeaders(app, clients[index]!),
      body: JSON.stringify({ content: questions[index % questions.length] }),
    }),
  });
  record({
    measure: "d. coach reply (POST /api/chats/…/messages)",
    load: users(20, THINK_MS),
    summary,
    target: "p95 ≤ 50 ms",
    met: summary.p95 <= 50,
  });
}

async function webhook(app: Instance, double: StripeDouble, database: Database) {
  // Users who went through Checkout at the double: the app learns of them by webhook.
  setDatabase(database);
  const { createCheckoutSession } = await import("@/server/billing/checkout");
  const subscriptions: Record<string, unknown>[] = [];
  const { rows: buyers } = await database.sql.query<{ id: string; email: string }>(
    "SELECT id, email FROM users WHERE email LIKE 'bench-2__@example.org' ORDER BY email LIMIT 40",
  );
  for (const buyer of buyers) {
    await createCheckoutSession(buyer, "monthly");
    const session = [...double.sessions.values()].at(-1);
    subscriptions.push(double.completeCheckout(String(session?.id)));
  }
  let sent = 0;
  const summary = await virtualUsers({
    users: 20,
    seconds: SECONDS / 2,
    thinkMs: 0,
    request: async (index) => {
      sent += 1;
      const subscription = subscriptions[(index + sent) % subscriptions.length]!;
      const type = sent % 2 === 0 ? "customer.subscription.updated" : "customer.subscription.created";
      const payload = JSON.stringify(double.event(type, subscription));
      const response = await fetch(`${app.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": StripeDouble.sign(payload, STRIPE.webhookSecret),
        },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    },
  });
  record({ measure: "e. Stripe webhook processing", load: users(20, 0), summary });
}

/**
 * Sign-up with a new address and with one that has an account, alternating, one at a time, as the
 * browser sends it (the server action): the two must take the same time, or the time would tell
 * whether an address has an account.
 */
async function signUpTiming(app: Instance) {
  const action = actionId("server/actions/auth.ts", "signUp");
  const signUp = async (email: string) => {
    const response = await fetch(`${app.url}/app/anmelden`, {
      method: "POST",
      headers: {
        origin: app.url,
        "next-action": action,
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
      },
      body: JSON.stringify([{ email, password: PASSWORD, confirmPassword: PASSWORD }]),
    });
    const text = await response.text();
    return text.includes('"ok":true') ? response.status : 500;
  };
  // New and existing alternate, so a change in the machine's load hits both alike.
  const times = { new: [] as number[], existing: [] as number[] };
  const stopAt = performance.now() + SECONDS * 1000;
  let errors = 0;
  for (let round = 0; performance.now() < stopAt; round += 1) {
    for (const kind of ["new", "existing"] as const) {
      const begin = performance.now();
      const status = await signUp(kind === "new" ? `bench-neu-${round}@example.org` : "bench-2@example.org");
      if (status !== 200) errors += 1;
      // The first rounds warm the server up.
      else if (round >= 5) times[kind].push(performance.now() - begin);
    }
  }
  const fresh = summarize(times.new, errors, SECONDS / 2);
  const taken = summarize(times.existing, errors, SECONDS / 2);
  const load = "1 client, back to back";
  record({ measure: "i. sign-up, new address", load, summary: fresh });
  record({ measure: "i. sign-up, address with an account", load, summary: taken });
  const gap = Math.round(Math.abs(taken.p50 - fresh.p50) * 10) / 10;
  record({
    measure: "i. sign-up, p50 difference",
    load: "existing − new",
    value: `${gap} ms`,
    target: "≤ 50 ms",
    met: gap <= 50,
  });
}

/** One user reading sequentially: the query cost without queueing. */
async function latencyAt(app: Instance, client: HttpClient, chatId: string) {
  const history = await virtualUsers({
    users: 1,
    seconds: SECONDS / 2,
    thinkMs: 0,
    request: () => get(client, `${app.url}/api/chats/${chatId}/messages?limit=50`),
  });
  const page = await virtualUsers({
    users: 1,
    seconds: SECONDS / 2,
    thinkMs: 0,
    request: () => get(client, `${app.url}/app/uebersicht`),
  });
  return { history, page };
}

async function main() {
  console.log(
    `Resonanz benchmark — ${new Date().toISOString()}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  ensureBuild();
  const url = freshDatabase(DATABASE);
  // Seeding a million rows takes longer than the app's 30-second query timeout.
  const database = connectPostgres(url, { max: 4, queryTimeoutMs: 15 * 60_000 });
  const double = await startStripeDouble({
    port: PORT + 6,
    secretKey: STRIPE.secretKey,
    prices: STRIPE.prices,
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
    STRIPE_PRICE_MONTHLY: STRIPE.prices.monthly,
    STRIPE_PRICE_YEARLY: STRIPE.prices.yearly,
    STRIPE_API_BASE: double.url,
  });
  const mail = await startMailSink();
  let app: Instance | undefined;
  try {
    console.log("Seeding 10,000 users, 30,000 profiles, 100,000 analyses …");
    let started = Date.now();
    await seedBase(
      database.sql,
      fullScale,
      await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
    );
    // The reader of the scale measurement keeps the same 200 messages in its chat throughout.
    const { rows: readerChat } = await database.sql.query<{ id: string }>(
      "SELECT c.id FROM chats c JOIN users u ON u.id = c.user_id WHERE u.email = 'bench-50@example.org'",
    );
    const readerChatId = readerChat[0]?.id ?? null;
    if (readerChatId) await seedChat(database.sql, readerChatId, 200);
    await seedMessages(database.sql, 10_000, readerChatId);
    console.log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    app = await startInstance(PORT, {
      DATABASE_URL: url,
      DATA_DIR: path.join(root, ".data", "bench"),
      SMTP_URL: mail.url,
      SIGNUP_LIMIT_PER_HOUR: "1000000",
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_PRICE_MONTHLY: STRIPE.prices.monthly,
      STRIPE_PRICE_YEARLY: STRIPE.prices.yearly,
      STRIPE_API_BASE: double.url,
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    });
    const clients = await signIn(app, 50);
    const { rows: chats } = await database.sql.query<{ id: string; email: string }>(
      `SELECT c.id, u.email FROM chats c JOIN users u ON u.id = c.user_id WHERE u.email = ANY($1)`,
      [clients.map((_, index) => `bench-${index + 1}@example.org`)],
    );
    const chatIds = clients.map(
      (_, index) => chats.find((chat) => chat.email === `bench-${index + 1}@example.org`)?.id ?? "",
    );

    if (chosen.has("landing")) await landing(app);
    if (chosen.has("dashboard")) await dashboard(app, clients);
    if (chosen.has("profile-save")) await profileSave(app, clients);
    if (chosen.has("coach")) await coach(app, clients, chatIds, database);
    if (chosen.has("webhook")) await webhook(app, double, database);
    if (chosen.has("sign-up")) await signUpTiming(app);
    if (chosen.has("session")) {
      const figures = await measureSessionCheck(database);
      const load = "1 check at a time, 50,000 sessions";
      record({ measure: "h. session check: cookie → session id (getToken)", load, summary: figures.decode });
      record({
        measure: "h. session check: session, user and plan (1 query)",
        load,
        summary: figures.lookup,
      });
      record({ measure: "h. session check per request, in all", load, summary: figures.total });
    }
    if (chosen.has("scale")) {
      const reader = clients[49]!;
      const chatId = chatIds[49]!;
      const small = await latencyAt(app, reader, chatId);
      console.log("Seeding 1,000,000 chat messages …");
      started = Date.now();
      await seedMessages(database.sql, 1_000_000, chatId);
      // Let PostgreSQL finish writing and analysing, as it would long before a real table got this big.
      await database.sql.query("VACUUM ANALYZE chat_messages");
      await database.sql.query("CHECKPOINT");
      console.log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
      const large = await latencyAt(app, reader, chatId);
      for (const [name, at10k, at1m] of [
        ["g. chat history (50 messages)", small.history, large.history],
        ["g. dashboard (/app/uebersicht)", small.page, large.page],
      ] as const) {
        record({ measure: name, load: "1 user, 10,000 messages", summary: at10k });
        record({ measure: name, load: "1 user, 1,000,000 messages", summary: at1m });
        const ratio = Math.round((at1m.p50 / at10k.p50) * 100) / 100;
        record({
          measure: name,
          load: "p50 ratio 1M ÷ 10k",
          value: String(ratio),
          target: "≤ 1.25",
          met: ratio <= 1.25,
        });
      }
    }
    const rss = app.peakRssMb();
    record({
      measure: "f. peak RSS of the server",
      load: "whole run",
      value: `${rss} MB`,
      target: "≤ 400 MB",
      met: rss <= 400,
    });
  } finally {
    await app?.stop();
    await mail.close();
    await double.close();
    await database.close();
    dropDatabase(DATABASE);
  }

  console.log("\nMeasure | Load | p50 ms | p95 ms | p99 ms | req/s | errors | value | target");
  for (const row of rows) {
    const s = row.summary;
    console.log(
      [
        row.measure,
        row.load,
        s?.p50 ?? "",
        s?.p95 ?? "",
        s?.p99 ?? "",
        s?.rps ?? "",
        s?.errors ?? "",
        row.value ?? "",
        row.target ? `${row.target} ${row.met ? "✓" : "✗"}` : "",
      ].join(" | "),
    );
  }
  const missed = rows.filter((row) => row.target && !row.met);
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results", "latest.json"),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), seconds: SECONDS, thinkMs: THINK_MS, rows }, null, 2)}\n`,
  );
  console.log(
    missed.length === 0
      ? "\nAll targets met."
      : `\nMissed: ${missed.map((row) => `${row.measure} [${row.load}]`).join("; ")}`,
  );
  process.exit(missed.length === 0 ? 0 : 1);
}

await main();
