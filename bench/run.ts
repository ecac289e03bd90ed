// `npm run bench`: builds the app, starts the production server on a fresh
// PostgreSQL database filled with scale data (10,000 users, 30,000 profiles,
// 100,000 analyses, up to 1,000,000 chat messages, all encrypted as the app
// writes them: bench/seed.ts), measures every target of the issues and prints
// one table; the figures go to bench/results/latest.json.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench [-- landing dashboard …]
//
// Scenarios: landing, dashboard, profile-save, coach, webhook, session, scale (all by default).
// BENCH_SECONDS (default 20) per measurement; BENCH_THINK_MS (default 1000);
// BENCH_USERS and BENCH_MESSAGES scale the data (bench/seed.ts).
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

import { hash } from "@node-rs/argon2";

import { fileStore, LocalKeyring } from "@/server/crypto/local-keyring";
import { setKeyProvider } from "@/server/crypto/provider";
import { connectPostgres, type Database, setDatabase } from "@/server/db";
import { StripeDouble, startStripeDouble } from "@/tests/support/stripe-double";
import {
  dataKey,
  distDir,
  dropDatabase,
  ensureBuild,
  freshDatabase,
  type Instance,
  root,
  startInstance,
  startNginx,
} from "@/tests/system/support/cluster";
import { actionId, actionResult, HttpClient } from "@/tests/system/support/http-client";
import { startMailSink } from "@/tests/system/support/mail-sink";

import {
  type LatencySummary,
  summarize,
  throughput,
  users as usersWithThinkTime,
  virtualUsers,
} from "./load";
import { fullScale, seedBase, seedChat, seedCheckIns, seedMessages, seedReader } from "./seed";
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
    ? `p50 ${row.summary.p50} ms · p95 ${row.summary.p95} ms · p99 ${row.summary.p99} ms · ${row.summary.rps}/s · errors ${row.summary.errors}` +
      (row.summary.cpuPerRequest === undefined ? "" : ` · server CPU ${row.summary.cpuPerRequest} ms/request`)
    : row.value;
  console.log(
    `  ${row.measure} [${row.load}]: ${figures}${row.target ? ` (target ${row.target}: ${row.met ? "met" : "MISSED"})` : ""}`,
  );
};

/** Bench users from..to, each signed in with a session of its own. */
async function signIn(app: Instance, to: number, from = 1): Promise<HttpClient[]> {
  const clients: HttpClient[] = [];
  for (let index = from; index <= to; index += 1) {
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

/** A server action as the browser posts it from `page`; 200 only when it answered `ok: true`. */
async function postAction(
  app: Instance,
  client: HttpClient,
  page: string,
  action: { file: string; name: string },
  input: unknown,
): Promise<number> {
  const response = await fetch(`${app.url}${page}`, {
    method: "POST",
    headers: {
      cookie: client.cookieHeader(),
      origin: app.url,
      "next-action": actionId(action.file, action.name),
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    body: JSON.stringify([input]),
  });
  const text = await response.text();
  if (response.status === 200 && text.includes('"ok":true')) return 200;
  if (!failedActions.has(action.name)) {
    failedActions.add(action.name);
    console.error(`  ${action.name} failed (${response.status}): ${text.slice(0, 300)}`);
  }
  return 500;
}

/** Actions whose first failure was shown. */
const failedActions = new Set<string>();

const ACTIONS = {
  trends: { file: "server/actions/exercises.ts", name: "getTrends" },
  chats: { file: "server/actions/chat.ts", name: "loadChats" },
  journal: { file: "server/actions/journal.ts", name: "listJournalEntries" },
} as const;

/**
 * The dashboard as a browser loads it: the page (the profile, its latest analysis, the plan, the
 * impulse of the day and, since issue 14, today's check-in), then the 30-day trends, which load
 * when the visitor scrolls to them. The time runs until the last of them has answered.
 */
async function dashboardVisit(app: Instance, client: HttpClient, profileId: string): Promise<number> {
  const page = await get(client, `${app.url}/app/uebersicht`);
  const trends = await postAction(app, client, "/app/uebersicht", ACTIONS.trends, { profileId });
  return page === 200 && trends === 200 ? 200 : 500;
}

async function dashboard(app: Instance, clients: HttpClient[], profileIds: string[]) {
  for (const count of [20, 50]) {
    const summary = await usersWithThinkTime({
      users: count,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      cpu: app.cpuMs,
      user: (index) => ({
        url: `${app.url}/app/uebersicht`,
        headers: pageHeaders(clients[index % clients.length]!),
      }),
    });
    const target = count === 20 ? { target: "p95 ≤ 50 ms", met: summary.p95 <= 50 } : {};
    record({
      measure: "b. dashboard page only (/app/uebersicht, signed in; the old meaning)",
      load: users(count, THINK_MS),
      summary,
      ...target,
    });
  }
  const withData = await virtualUsers({
    users: 20,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    cpu: app.cpuMs,
    request: (index) => dashboardVisit(app, clients[index]!, profileIds[index]!),
  });
  record({
    measure: "b. dashboard with its data (page with today's check-in, then the 30-day trends)",
    load: users(20, THINK_MS),
    summary: withData,
    target: "p95 ≤ 50 ms",
    met: withData.p95 <= 50,
  });
  const saturated = await virtualUsers({
    users: 20,
    seconds: SECONDS / 2,
    thinkMs: 0,
    request: (index) => get(clients[index]!, `${app.url}/app/uebersicht`),
  });
  record({
    measure: "b. dashboard page only (/app/uebersicht, signed in)",
    load: users(20, 0),
    summary: saturated,
  });
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

/** The wizard's save as the browser sends it: the server action `updateActiveProfile`. */
const PROFILE_SAVE = { file: "server/actions/profile.ts", name: "updateActiveProfile" } as const;

interface ProfileVersion {
  profileId: string;
  updatedAt: string;
}

/** One save at the version the wizard holds; a saved profile's new version is kept for the next. */
async function saveProfile(
  app: Instance,
  client: HttpClient,
  index: number,
  round: number,
  version: ProfileVersion,
) {
  const response = await fetch(`${app.url}/app/profile`, {
    method: "POST",
    headers: {
      cookie: client.cookieHeader(),
      origin: app.url,
      "next-action": actionId(PROFILE_SAVE.file, PROFILE_SAVE.name),
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
    },
    body: JSON.stringify([{ ...editedProfile(index + 1, round), ...version }]),
  });
  const result = actionResult<{ ok: boolean; data?: { updatedAt: string } }>(await response.text());
  if (!result.ok || !result.data) return 500;
  version.updatedAt = result.data.updatedAt;
  return 200;
}

async function profileSave(app: Instance, clients: HttpClient[], profileIds: string[], database: Database) {
  const { rows } = await database.sql.query<{ id: string; updated_at: Date }>(
    "SELECT id::text AS id, updated_at FROM profiles WHERE id = ANY($1::uuid[])",
    [profileIds.slice(0, 20)],
  );
  const versions = profileIds.slice(0, 20).map((profileId) => ({
    profileId,
    updatedAt: rows.find((row) => row.id === profileId)!.updated_at.toISOString(),
  }));
  const rounds = versions.map(() => 0);
  // The action answers 200 either way: a refused save counts as an error.
  const summary = await virtualUsers({
    users: 20,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    cpu: app.cpuMs,
    request: (index) => saveProfile(app, clients[index]!, index, (rounds[index]! += 1), versions[index]!),
  });
  record({
    measure: "c. profile save (server action updateActiveProfile, at the shown version)",
    load: users(20, THINK_MS),
    summary,
    target: "p95 ≤ 100 ms",
    met: summary.p95 <= 100,
  });
}

const QUESTIONS = [
  "Ich kann abends nicht abschalten.",
  "Mein Nacken ist ständig verspannt.",
  "Wie komme ich besser zur Ruhe?",
];

/** Makes bench-1 … bench-`count` Pro users. */
async function makePro(database: Database, count: number) {
  await database.sql.query(
    `INSERT INTO subscriptions (id, user_id, stripe_customer_id, status, interval, current_period_end)
     SELECT 'sub_bench_' || id, id, 'cus_bench_' || id, 'active', 'month', now() + interval '30 days'
       FROM users WHERE email = ANY($1) ON CONFLICT (id) DO NOTHING`,
    [Array.from({ length: count }, (_, index) => `bench-${index + 1}@example.org`)],
  );
}

interface Sender {
  client: HttpClient;
  chatId: string;
  /** Senders with the same start send at the same moments (one account on two devices). */
  start: number;
}

async function coachRun(app: Instance, senders: Sender[]) {
  return usersWithThinkTime({
    method: "POST",
    users: senders.length,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    cpu: app.cpuMs,
    start: (index) => senders[index]!.start,
    user: (index) => ({
      url: `${app.url}/api/chats/${senders[index]!.chatId}/messages`,
      headers: jsonHeaders(app, senders[index]!.client),
      body: JSON.stringify({ content: QUESTIONS[index % QUESTIONS.length] }),
    }),
  });
}

/**
 * The coach with Free and Pro users mixed: 10 Pro users (bench-1 … 10) and 5 Free users
 * (bench-11 … 15), each Free user on two devices sending at the same moments into one chat, so the
 * statement that claims one of today's Free replies (store-exchange.ts) waits for the other
 * device's row lock. After 3 replies a day a Free user gets the upgrade prompt from the same
 * statement. Then, for comparison with earlier runs, 20 Pro users as before.
 */
async function coach(app: Instance, clients: HttpClient[], chatIds: string[], database: Database) {
  await makePro(database, 10);
  const secondDevices = await signIn(app, 15, 11);
  const pro = Array.from({ length: 10 }, (_, index) => ({
    client: clients[index]!,
    chatId: chatIds[index]!,
    start: index * 2,
  }));
  const free = Array.from({ length: 5 }, (_, index) => [
    { client: clients[10 + index]!, chatId: chatIds[10 + index]!, start: index * 2 + 1 },
    { client: secondDevices[index]!, chatId: chatIds[10 + index]!, start: index * 2 + 1 },
  ]).flat();
  // Interleaved, so Free and Pro requests arrive spread over the same second.
  const mixed = pro.flatMap((sender, index) => [sender, free[index]!]);
  const spread = (sender: Sender) => ({ ...sender, start: (sender.start * THINK_MS) / 20 });
  const both = await coachRun(app, mixed.map(spread));
  record({
    measure: "d. coach reply, Free and Pro mixed (POST /api/chats/…/messages)",
    load: "10 Pro + 5 Free users on 2 devices each, 1000 ms think time",
    summary: both,
    target: "p95 ≤ 50 ms",
    met: both.p95 <= 50,
  });
  const freeOnly = await coachRun(app, free.map(spread));
  record({
    measure: "d. coach reply, Free users only (the contended Free-limit claim)",
    load: "5 Free users on 2 devices each, same moments, 1000 ms think time",
    summary: freeOnly,
  });
  await makePro(database, 20);
  const proOnly = await coachRun(
    app,
    clients.slice(0, 20).map((client, index) => ({
      client,
      chatId: chatIds[index]!,
      start: (THINK_MS * index) / 20,
    })),
  );
  record({
    measure: "d. coach reply, Pro users only (the old meaning)",
    load: users(20, THINK_MS),
    summary: proOnly,
    target: "p95 ≤ 50 ms",
    met: proOnly.p95 <= 50,
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

interface Reader {
  client: HttpClient;
  /** The chat with 200 messages that stays the same while the table grows. */
  chatId: string;
  profileId: string;
}

/** One user reading sequentially: the query cost without queueing. */
async function oneUser(request: () => Promise<number>) {
  return virtualUsers({ users: 1, seconds: SECONDS / 4, thinkMs: 0, request });
}

/** The reads that touch chat messages (and the journal search), each timed on its own. */
async function latencyAt(app: Instance, reader: Reader) {
  const { client, chatId, profileId } = reader;
  const history = `${app.url}/api/chats/${chatId}/messages?limit=50`;
  const first = await fetch(history, { headers: { cookie: client.cookieHeader() } });
  const page = (await first.json()) as { data: { messages: { id: string }[] } };
  const before = page.data.messages[0]?.id;
  if (!before) throw new Error("the reader's chat has no history");
  const chats = (input: object) => postAction(app, client, "/app/coach", ACTIONS.chats, input);
  return {
    chatList: await oneUser(() => chats({ profileId })),
    chatSearch: await oneUser(() => chats({ profileId, support: true })),
    historyNewest: await oneUser(() => get(client, history)),
    historyOlder: await oneUser(() => get(client, `${history}&before=${before}`)),
    journalSearch: await oneUser(() =>
      postAction(app, client, "/app/tagebuch", ACTIONS.journal, { profileId, query: "sonnenaufgang" }),
    ),
    dashboard: await oneUser(() => dashboardVisit(app, client, profileId)),
  };
}

const SCALE_MEASURES = [
  ["chatList", "g. chat list with previews (loadChats, 10 chats)"],
  ["chatSearch", "g. chat search: the 'Support' chat by its decrypted title (loadChats)"],
  ["historyNewest", "g. chat history, newest 50 messages"],
  ["historyOlder", "g. chat history, the 50 before those (paging)"],
  ["journalSearch", "g. journal search, 1,000 entries (listJournalEntries)"],
  ["dashboard", "g. dashboard with its data"],
] as const;

async function scale(app: Instance, reader: Reader, database: Database) {
  const small = await latencyAt(app, reader);
  const total = fullScale.messages.toLocaleString("en");
  console.log(`Seeding ${total} chat messages …`);
  const started = Date.now();
  await seedMessages(database.sql, fullScale.messages, reader.chatId);
  // Let PostgreSQL finish writing and analysing, as it would long before a real table got this big.
  await database.sql.query("VACUUM ANALYZE chat_messages");
  await database.sql.query("CHECKPOINT");
  console.log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  const large = await latencyAt(app, reader);
  for (const [key, name] of SCALE_MEASURES) {
    record({ measure: name, load: "1 user, 10,000 messages", summary: small[key] });
    record({ measure: name, load: `1 user, ${total} messages`, summary: large[key] });
    const ratio = Math.round((large[key].p50 / small[key].p50) * 100) / 100;
    record({
      measure: name,
      load: `p50 ratio ${total} ÷ 10,000`,
      value: String(ratio),
      target: "≤ 1.25",
      met: ratio <= 1.25,
    });
  }
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
  // The seed writes through the app's encrypting client, with the keyring the server will use.
  setDatabase(database);
  setKeyProvider(
    new LocalKeyring(
      Buffer.from(dataKey, "base64"),
      fileStore(path.join(root, ".data", "bench", "keyring.json")),
    ),
  );
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
    console.log(
      `Seeding ${fullScale.users} users, ${fullScale.users * fullScale.profilesPerUser} profiles, ` +
        `${fullScale.analyses} analyses, encrypted …`,
    );
    const started = Date.now();
    await seedBase(
      database.sql,
      fullScale,
      await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
    );
    const { rows: signedIn } = await database.sql.query<{
      email: string;
      chat_id: string;
      profile_id: string;
      user_id: string;
    }>(
      `SELECT u.email, u.id::text AS user_id, c.id::text AS chat_id, c.profile_id::text AS profile_id
         FROM chats c JOIN users u ON u.id = c.user_id WHERE u.email = ANY($1)`,
      [Array.from({ length: 50 }, (_, index) => `bench-${index + 1}@example.org`)],
    );
    const of = (index: number) => {
      const row = signedIn.find((item) => item.email === `bench-${index + 1}@example.org`);
      if (!row) throw new Error(`bench-${index + 1} has no chat`);
      return row;
    };
    // The reader of the scale measurement keeps the same 200 messages in its chat throughout.
    const readerRow = of(49);
    await seedChat(database.prisma, readerRow.chat_id, 200);
    await seedReader(
      database.prisma,
      { userId: readerRow.user_id, profileId: readerRow.profile_id },
      { chats: 9, journalEntries: 1_000 },
    );
    await seedCheckIns(
      database.prisma,
      signedIn.map((row) => ({ userId: row.user_id, profileId: row.profile_id })),
    );
    await seedMessages(database.sql, 10_000, readerRow.chat_id);
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
    const chatIds = clients.map((_, index) => of(index).chat_id);
    const profileIds = clients.map((_, index) => of(index).profile_id);

    if (chosen.has("landing")) await landing(app);
    if (chosen.has("dashboard")) await dashboard(app, clients, profileIds);
    if (chosen.has("profile-save")) await profileSave(app, clients, profileIds, database);
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
    if (chosen.has("scale"))
      await scale(app, { client: clients[49]!, chatId: chatIds[49]!, profileId: profileIds[49]! }, database);
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
