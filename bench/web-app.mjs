// The signed-in app for `npm run bench:web` (issue 14): a seeded user on the
// bench's own database, their session cookie, the screens Lighthouse measures
// with their script budgets, and the INP of moving between two modules.
import { execFileSync } from "node:child_process";

import { hash } from "@node-rs/argon2";
import { chromium } from "@playwright/test";
import pg from "pg";

const EMAIL = "bench-web@example.org";
const PASSWORD = "Bench-Web-Passwort-1";
const HEALTH_CONSENT_VERSION = "2026-11-24";

/** Signed-out sign-in ≤ 90 KB script, the dashboard ≤ 150 KB, every other module ≤ 60 KB more. */
export const SIGN_IN_SCRIPT_KB = 90;
export const DASHBOARD_SCRIPT_KB = 150;
export const MODULE_EXTRA_SCRIPT_KB = 60;

export const screens = [
  { key: "signIn", label: "/app signed out", path: "/app", signedIn: false, scriptKb: SIGN_IN_SCRIPT_KB },
  {
    key: "dashboard",
    label: "dashboard",
    path: "/app/uebersicht",
    signedIn: true,
    scriptKb: DASHBOARD_SCRIPT_KB,
  },
  { key: "chat", label: "chat", path: "/app/coach", signedIn: true, extraKb: MODULE_EXTRA_SCRIPT_KB },
  {
    key: "journal",
    label: "journal",
    path: "/app/tagebuch",
    signedIn: true,
    extraKb: MODULE_EXTRA_SCRIPT_KB,
  },
  {
    key: "exercises",
    label: "exercises",
    path: "/app/uebungen",
    signedIn: true,
    extraKb: MODULE_EXTRA_SCRIPT_KB,
  },
];

/** A fresh database for the bench, migrated; returns its URL. */
export function prepareDatabase(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  execFileSync(
    "node",
    [
      "--input-type=module",
      "-e",
      `import pg from "pg";
       const client = new pg.Client(${JSON.stringify(baseUrl)});
       await client.connect();
       await client.query('DROP DATABASE IF EXISTS "${name}" WITH (FORCE)');
       await client.query('CREATE DATABASE "${name}"');
       await client.end();`,
    ],
    { stdio: "inherit" },
  );
  execFileSync("npm", ["run", "db:migrate", "--silent"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  return url.toString();
}

/** A confirmed user who consented to health data, with an active person profile and one analysis. */
export async function seedUser(databaseUrl) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const {
      rows: [user],
    } = await client.query(
      `INSERT INTO users (email, password_hash, email_verified_at, health_consent_at, health_consent_version)
       VALUES ($1, $2, now(), now(), $3) RETURNING id`,
      [EMAIL, passwordHash, HEALTH_CONSENT_VERSION],
    );
    const {
      rows: [profile],
    } = await client.query(
      `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active, stress_level,
                             current_symptoms, emotional_concerns)
       VALUES ($1, $1, 'human', 'Mara', 'weiblich', 38, true, 6, ARRAY['nackenverspannung'],
               'Ich grüble abends viel und komme schwer zur Ruhe.')
       RETURNING id`,
      [user.id],
    );
    await client.query(
      `INSERT INTO analyses (profile_id, overall_state, engine_version, detail)
       VALUES ($1, 'müde', 'bench', '{}'::jsonb)`,
      [profile.id],
    );
  } finally {
    await client.end();
  }
}

/** fetch, once more when a kept-alive socket was closed by the server while Lighthouse ran. */
async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** Signs in as next-auth's client does; returns the Cookie header of the session. */
export async function sessionCookie(origin) {
  const cookies = new Map();
  const remember = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetchAgain(`${origin}/api/auth/csrf`);
  remember(csrf);
  const { csrfToken } = await csrf.json();
  const signedIn = await fetchAgain(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header(), origin },
    body: new URLSearchParams({ csrfToken, email: EMAIL, password: PASSWORD, json: "true" }),
  });
  remember(signedIn);
  if (![...cookies.keys()].some((name) => name.includes("session-token")))
    throw new Error("bench:web could not sign in the seeded user");
  return header();
}

/**
 * Moving between two modules with the bottom navigation, in Chromium at 4× CPU
 * throttling: the Interaction to Next Paint (Event Timing, as web-vitals takes
 * it) and the time until the new module's title shows. `moves` alternate
 * between Analyse and Tagebuch after the links had time to prefetch.
 */
export async function measureNavigation(origin, cookie, moves = 6) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "de-AT" });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const index = pair.indexOf("=");
        // next-auth's __Secure- cookies; Chromium counts http://localhost as a secure origin.
        const { hostname } = new URL(origin);
        return {
          name: pair.slice(0, index),
          value: pair.slice(index + 1),
          domain: hostname,
          path: "/",
          secure: true,
        };
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__interactions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.interactionId) window.__interactions.push(entry.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true });
    });
    await page.goto(`${origin}/app/analyse`, { waitUntil: "networkidle" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const nav = page.getByRole("navigation", { name: "Module" });
    const shownMs = [];
    for (let move = 0; move < moves; move += 1) {
      const [name, title] = move % 2 === 0 ? ["Tagebuch", "Tagebuch"] : ["Analyse", "Deine Analyse"];
      await page.waitForTimeout(1_500); // prefetching in the background, as a person reads
      const started = await page.evaluate(() => performance.now());
      await nav.getByRole("link", { name }).click();
      await page.locator("#modul-titel", { hasText: title }).waitFor();
      shownMs.push(Math.round((await page.evaluate(() => performance.now())) - started));
    }
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => window.__interactions);
    // Event Timing reports nothing under 16 ms; INP is then below that.
    const inpMs = durations.length > 0 ? Math.max(...durations) : 16;
    return { cpuThrottling: 4, moves, inpMs, interactions: durations, shownMs };
  } finally {
    await browser.close();
  }
}
