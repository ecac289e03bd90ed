// The one place that reads process.env. Every variable is optional in
// development: without DATABASE_URL the app runs on the embedded PGlite database
// under DATA_DIR, and a development secret is created and kept there too.
// Production refuses to start without NEXTAUTH_SECRET, DATABASE_URL, a public
// origin (SITE_URL or NEXTAUTH_URL) and SMTP_URL, and with a test double's URL.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "@/lib/validations/zod";

/** Empty strings count as unset, as in `.env` files with `KEY=`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
});

const httpUrl = z.string().refine((value) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: optional(z.string()),
  SITE_URL: optional(httpUrl),
  NEXTAUTH_URL: optional(httpUrl),
  NEXTAUTH_SECRET: optional(z.string().min(32)),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_OAUTH_BASE: optional(httpUrl),
  SMTP_URL: optional(z.string().refine((value) => /^smtps?:\/\//.test(value))),
  MAIL_FROM: optional(z.string()),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_PRICE_MONTHLY: optional(z.string()),
  STRIPE_PRICE_YEARLY: optional(z.string()),
  STRIPE_API_BASE: optional(httpUrl),
  PROFILE_WEBHOOK_URL: optional(httpUrl),
  PROFILE_WEBHOOK_SECRET: optional(z.string()),
  AI_BASE_URL: optional(httpUrl),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  JOB_WORKER: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["on", "off"]).default("on"),
  ),
  /** Sign-ups per IP address and hour (abuse protection). */
  SIGNUP_LIMIT_PER_HOUR: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number().int().positive().default(10),
  ),
  /** Reverse proxies in front of the app that append to X-Forwarded-For (nginx: 1). */
  TRUST_PROXY_HOPS: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number().int().min(0).max(10).default(0),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** What each variable means, for the one-line startup errors. */
const expectations: Partial<Record<keyof Env, string>> = {
  DATABASE_URL: "postgresql://user:password@host:5432/database",
  SITE_URL: "https://example.org",
  NEXTAUTH_URL: "https://example.org",
  NEXTAUTH_SECRET: "at least 32 characters, e.g. `openssl rand -base64 32`",
  SMTP_URL: "smtp://user:password@host:587",
  STRIPE_API_BASE: "http(s)://host:port",
  GOOGLE_OAUTH_BASE: "http(s)://host:port",
  PROFILE_WEBHOOK_URL: "https://…",
  AI_BASE_URL: "https://…/v1",
  JOB_WORKER: "on or off",
  SIGNUP_LIMIT_PER_HOUR: "a positive whole number",
  TRUST_PROXY_HOPS: "the number of reverse proxies in front of the app, 0–10",
};

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue?.path[0] ?? "environment") as keyof Env;
    const expected = expectations[key] ? ` (${expectations[key]})` : "";
    throw new EnvError(`${key} ist ungültig / ${key} is invalid${expected}.`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Points an SDK at a local test double; a public server must talk to the real service. */
const TEST_DOUBLES = ["STRIPE_API_BASE", "GOOGLE_OAUTH_BASE"] as const;

const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "::1" || host === "[::1]" || host.startsWith("127.");
};

const refuse = (german: string, english: string) =>
  new EnvError(`Resonanz startet nicht: ${german} / Resonanz will not start: ${english}`);

/**
 * Checks what a production server needs before it accepts requests: without a
 * public origin its mails would link to localhost, and without SMTP_URL they
 * would not be sent at all. A test double is refused unless the server only
 * serves this machine (the browser and system tests run production builds there).
 */
export function assertProductionEnv(value: Env): void {
  if (value.NODE_ENV !== "production") return;
  const missing: [german: string, english: string][] = [];
  if (!value.NEXTAUTH_SECRET) missing.push(["NEXTAUTH_SECRET", "NEXTAUTH_SECRET"]);
  if (!value.DATABASE_URL) missing.push(["DATABASE_URL", "DATABASE_URL"]);
  if (!value.SITE_URL && !value.NEXTAUTH_URL)
    missing.push(["SITE_URL (oder NEXTAUTH_URL)", "SITE_URL (or NEXTAUTH_URL)"]);
  if (!value.SMTP_URL) missing.push(["SMTP_URL", "SMTP_URL"]);
  if (missing.length > 0) {
    const list = (names: string[], and: string) =>
      names.length > 1 ? `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}` : (names[0] ?? "");
    throw refuse(
      `${list(
        missing.map(([german]) => german),
        "und",
      )} ${missing.length > 1 ? "müssen" : "muss"} in Produktion gesetzt sein.`,
      `${list(
        missing.map(([, english]) => english),
        "and",
      )} must be set in production.`,
    );
  }
  const origin = value.SITE_URL ?? value.NEXTAUTH_URL ?? "";
  const double = TEST_DOUBLES.find((key) => value[key]);
  if (double && !isLoopback(origin)) {
    throw refuse(
      `${double} ist nur für Tests und in Produktion nicht erlaubt.`,
      `${double} is for tests only and not allowed in production.`,
    );
  }
}

export function dataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DATA_DIR ?? ".data");
}

/**
 * NEXTAUTH_SECRET, or in development a random secret created once and kept
 * in DATA_DIR, so sessions survive restarts without any configuration.
 */
export function authSecret(): string {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  assertProductionEnv(env());
  const file = path.join(dataDir(), "dev-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process created it first; use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/** The public origin: SITE_URL, else NEXTAUTH_URL, else the local dev server. */
export function siteUrl(): string {
  return (env().SITE_URL ?? env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
