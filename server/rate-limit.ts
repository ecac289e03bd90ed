import "server-only";

import { createHash } from "node:crypto";

import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

import { analysisRateLimit } from "@/config/plans";
import { env } from "@/env";
import { SIGN_IN_LOCK_MINUTES } from "@/lib/auth/sign-in-error";
import { PIN_ATTEMPTS, PIN_LOCK_MINUTES } from "@/lib/journal-lock/timing";
import { db } from "@/server/db";

// Abuse protection on rate-limiter-flexible's PostgreSQL store (the
// rate_limits table), so limits hold across all app instances.

function store() {
  const { sql } = db();
  return { query: (query: { text: string; values?: unknown[] }) => sql.query(query.text, query.values) };
}

interface LimitDefinition {
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  /** Once the points are used up, the key stays blocked this long (seconds). */
  blockDuration?: number;
}

export const limits = {
  /** 5 failed sign-ins per e-mail in 15 minutes lock that e-mail for 15 minutes. */
  signInFailuresByEmail: {
    keyPrefix: "signin-email",
    points: 5,
    duration: SIGN_IN_LOCK_MINUTES * 60,
    blockDuration: SIGN_IN_LOCK_MINUTES * 60,
  },
  signInFailuresByIp: { keyPrefix: "signin-ip", points: 50, duration: 15 * 60, blockDuration: 15 * 60 },
  /** SIGNUP_LIMIT_PER_HOUR sign-ups per IP address and hour (default 10). */
  get signUpByIp(): LimitDefinition {
    return { keyPrefix: "signup-ip", points: env().SIGNUP_LIMIT_PER_HOUR, duration: 60 * 60 };
  },
  resetByIp: { keyPrefix: "reset-ip", points: 10, duration: 60 * 60 },
  resetByEmail: { keyPrefix: "reset-email", points: 3, duration: 60 * 60 },
  /**
   * Mails nobody asked for by address: the notice to an account's owner after a sign-up with its
   * address, and a fresh confirmation link after a sign-in before confirming. Over the limit they
   * are silently not sent; the answer stays the same.
   */
  accountMailByEmail: { keyPrefix: "account-mail", points: 3, duration: 60 * 60 },
  /** 'Neue Analyse starten' per profile (config/plans.ts). */
  analysesByProfile: {
    keyPrefix: "analysis-profile",
    points: analysisRateLimit.perProfile,
    duration: analysisRateLimit.windowSeconds,
  },
  /** The data download per account: a full read of everything it holds, so not in a loop. */
  exportsByUser: { keyPrefix: "export-user", points: 10, duration: 60 * 60 },
  /**
   * PINs of one profile's journal lock: the 10th wrong one in 15 minutes blocks the PIN entry for
   * 15 minutes (server/journal-lock/pin-attempts.ts blocks it at once; the window only bounds the count).
   */
  journalPinByProfile: {
    keyPrefix: "journal-pin",
    points: PIN_ATTEMPTS,
    duration: PIN_LOCK_MINUTES * 60,
    blockDuration: PIN_LOCK_MINUTES * 60,
  },
} satisfies Record<string, LimitDefinition>;

type Registry = typeof globalThis & { __resonanzLimiters?: Map<string, RateLimiterPostgres> };
const registry = globalThis as Registry;

function limiter(definition: LimitDefinition): RateLimiterPostgres {
  registry.__resonanzLimiters ??= new Map();
  const key = `${definition.keyPrefix}`;
  let instance = registry.__resonanzLimiters.get(key);
  if (!instance) {
    instance = new RateLimiterPostgres({
      storeClient: store(),
      storeType: "client",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      ...definition,
    });
    registry.__resonanzLimiters.set(key, instance);
  }
  return instance;
}

/** Forgets the limiters (they hold the database they were created with); tests use it. */
export function resetLimiters(): void {
  registry.__resonanzLimiters = undefined;
}

/**
 * rate_limits.key holds 255 characters, prefix included; a longer key (a
 * 254-character e-mail address) is stored as its SHA-256 instead.
 */
const storedKey = (key: string) =>
  key.length <= 200 ? key : `sha256:${createHash("sha256").update(key).digest("base64url")}`;

// A null key is a request without a client address (only outside an HTTP
// server, see server/client-address.ts): it is not counted, rather than
// sharing one bucket with every other such request.

export interface Consumption {
  /** False when this event went over the limit: the caller refuses it. */
  allowed: boolean;
  /** How long until the key accepts events again (the block, or the rest of the window). */
  retryAfterMs: number;
  /** Events the key still accepts in this window after this one. */
  remaining: number;
}

/**
 * Counts one event against `key` before the work it limits is done, in one
 * atomic statement, so that events arriving at the same time cannot all pass
 * a check that none of them has counted yet. Going over the limit blocks the
 * key for the definition's block duration.
 */
export async function consume(definition: LimitDefinition, rawKey: string | null): Promise<Consumption> {
  if (rawKey === null) return { allowed: true, retryAfterMs: 0, remaining: definition.points };
  try {
    const state = await limiter(definition).consume(storedKey(rawKey), 1);
    return { allowed: true, retryAfterMs: state.msBeforeNext, remaining: state.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterMs: rejection.msBeforeNext, remaining: 0 };
    throw rejection;
  }
}

/** Counts one event against `key`; false when this event exceeded the limit. */
export async function hit(definition: LimitDefinition, key: string | null): Promise<boolean> {
  return (await consume(definition, key)).allowed;
}

/** Gives back the point `consume` took, for an event that turned out not to count. */
export async function refund(definition: LimitDefinition, key: string | null): Promise<void> {
  if (key !== null) await limiter(definition).reward(storedKey(key), 1);
}

/** Blocks `key` for the definition's block duration now, as if it had gone over the limit. */
export async function block(definition: LimitDefinition, key: string): Promise<void> {
  await limiter(definition).block(storedKey(key), definition.blockDuration ?? definition.duration);
}

export async function clear(definition: LimitDefinition, key: string): Promise<void> {
  await limiter(definition).delete(storedKey(key));
}
