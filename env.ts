// The one place that reads process.env. Every variable is optional in
// development: without DATABASE_URL the app runs on the embedded PGlite database
// under DATA_DIR, and a development secret is created and kept there too.
// Production refuses to start without NEXTAUTH_SECRET, DATA_ENCRYPTION_KEY, DATABASE_URL,
// a public origin (SITE_URL or NEXTAUTH_URL) and SMTP_URL, and with a test double's URL.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { siteConfig } from "@/config/site";
import { fullLengthPrivateKey, generateVapidKeyPair, type VapidKeyPair } from "@/lib/push/vapid-keys";
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

/** 32 random bytes in base64, e.g. `openssl rand -base64 32`. */
const base64Key = z.string().refine((value) => {
  const bytes = Buffer.from(value, "base64");
  return bytes.length === 32 && bytes.toString("base64").replace(/=+$/, "") === value.replace(/=+$/, "");
});

/** base64url without padding, decoding to exactly `bytes` bytes (a VAPID key). */
const base64UrlBytes = (bytes: number, first?: number) =>
  z.string().refine((value) => {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
    const decoded = Buffer.from(value, "base64url");
    return decoded.length === bytes && (first === undefined || decoded[0] === first);
  });

const days = (fallback: number) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number().int().positive().max(3650).default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: optional(z.string()),
  SITE_URL: optional(httpUrl),
  NEXTAUTH_URL: optional(httpUrl),
  NEXTAUTH_SECRET: optional(z.string().min(32)),
  /** The master key that protects the keyring of key-encryption keys (server/crypto). */
  DATA_ENCRYPTION_KEY: optional(base64Key),
  /** The keyring file; default DATA_DIR/keyring.json. */
  DATA_ENCRYPTION_KEYRING: optional(z.string()),
  /** A new key-encryption key every this many days. */
  KEY_ROTATION_DAYS: days(30),
  /** How long the operator keeps database backups; older key-encryption keys are destroyed after it. */
  BACKUP_RETENTION_DAYS: days(30),
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
  /** Web Push (issue 15): the VAPID key pair, an uncompressed P-256 public key and its private key. */
  VAPID_PUBLIC_KEY: optional(base64UrlBytes(65, 0x04)),
  VAPID_PRIVATE_KEY: optional(base64UrlBytes(32)),
  /** Who the push services may contact about our pushes: mailto: or https:. */
  VAPID_SUBJECT: optional(
    z.string().refine((value) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(value)),
  ),
  /** Tests only: a local push service double that may be on a loopback address and speak HTTP. */
  PUSH_SERVICE_TEST_ORIGIN: optional(httpUrl),
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
  DATA_ENCRYPTION_KEY: "32 random bytes in base64, e.g. `openssl rand -base64 32`",
  KEY_ROTATION_DAYS: "a whole number of days",
  BACKUP_RETENTION_DAYS: "a whole number of days",
  SMTP_URL: "smtp://user:password@host:587",
  STRIPE_API_BASE: "http(s)://host:port",
  GOOGLE_OAUTH_BASE: "http(s)://host:port",
  PROFILE_WEBHOOK_URL: "https://…",
  VAPID_PUBLIC_KEY: "an uncompressed P-256 public key, base64url (npx web-push generate-vapid-keys)",
  VAPID_PRIVATE_KEY: "a P-256 private key, base64url (npx web-push generate-vapid-keys)",
  VAPID_SUBJECT: "mailto:… or https://…",
  PUSH_SERVICE_TEST_ORIGIN: "http(s)://127.0.0.1:port",
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
const TEST_DOUBLES = ["STRIPE_API_BASE", "GOOGLE_OAUTH_BASE", "PUSH_SERVICE_TEST_ORIGIN"] as const;

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
  if (!value.DATA_ENCRYPTION_KEY) missing.push(["DATA_ENCRYPTION_KEY", "DATA_ENCRYPTION_KEY"]);
  if (!value.DATABASE_URL) missing.push(["DATABASE_URL", "DATABASE_URL"]);
  if (!value.SITE_URL && !value.NEXTAUTH_URL)
    missing.push(["SITE_URL (oder NEXTAUTH_URL)", "SITE_URL (or NEXTAUTH_URL)"]);
  if (!value.SMTP_URL) missing.push(["SMTP_URL", "SMTP_URL"]);
  // Push is optional, but a half-configured key pair would fail at 8:00 rather than at start-up.
  const vapid = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;
  if (vapid.some((key) => value[key]))
    for (const key of vapid)
      if (!value[key]) missing.push([`${key} (für Web Push)`, `${key} (for Web Push)`]);
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

/** A random development value created once in DATA_DIR/`name`, so it survives restarts. */
function developmentValue(name: string, encoding: "base64" | "base64url"): string {
  assertProductionEnv(env());
  const file = path.join(dataDir(), name);
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString(encoding), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process created it first; use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * NEXTAUTH_SECRET, or in development a random secret created once and kept
 * in DATA_DIR, so sessions survive restarts without any configuration.
 */
export function authSecret(): string {
  return env().NEXTAUTH_SECRET ?? developmentValue("dev-secret", "base64url");
}

/** DATA_ENCRYPTION_KEY as 32 bytes; in development one created once in DATA_DIR. */
export function dataEncryptionKey(): Buffer {
  return Buffer.from(env().DATA_ENCRYPTION_KEY ?? developmentValue("dev-data-key", "base64"), "base64");
}

/** Where the keyring of key-encryption keys is kept. */
export function keyringPath(): string {
  return path.resolve(
    /* turbopackIgnore: true */ process.cwd(),
    env().DATA_ENCRYPTION_KEYRING ?? path.join(dataDir(), "keyring.json"),
  );
}

/** The public origin: SITE_URL, else NEXTAUTH_URL, else the local dev server. */
export function siteUrl(): string {
  return (env().SITE_URL ?? env().NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}

export interface VapidDetails extends VapidKeyPair {
  subject: string;
}

/** A development VAPID key pair created once in DATA_DIR/dev-vapid.json. */
function developmentVapidKeys(): VapidKeyPair {
  assertProductionEnv(env());
  const file = path.join(dataDir(), "dev-vapid.json");
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(generateVapidKeyPair()), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as VapidKeyPair;
  // A pair stored before the private key was padded to 32 bytes works again.
  const privateKey = fullLengthPrivateKey(Buffer.from(keys.privateKey, "base64url")).toString("base64url");
  return { publicKey: keys.publicKey, privateKey };
}

/**
 * The VAPID keys that sign our pushes: from the environment, in development a pair created once in
 * DATA_DIR. null in production without them: then the switch is hidden and nothing is pushed.
 */
export function vapidDetails(): VapidDetails | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, NODE_ENV } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY && VAPID_SUBJECT)
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
  if (NODE_ENV === "production") return null;
  return { ...developmentVapidKeys(), subject: VAPID_SUBJECT ?? `mailto:${siteConfig.supportEmail}` };
}
