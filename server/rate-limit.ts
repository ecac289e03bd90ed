import "server-only";

import { createHash } from "node:crypto";

import { RateLimiterPostgres, type RateLimiterRes } from "rate-limiter-flexible";

import { env } from "@/env";
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
  signInFailuresByEmail: { keyPrefix: "signin-email", points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  signInFailuresByIp: { keyPrefix: "signin-ip", points: 50, duration: 15 * 60, blockDuration: 15 * 60 },
  /** SIGNUP_LIMIT_PER_HOUR sign-ups per IP address and hour (default 10). */
  get signUpByIp(): LimitDefinition {
    return { keyPrefix: "signup-ip", points: env().SIGNUP_LIMIT_PER_HOUR, duration: 60 * 60 };
  },
  resetByIp: { keyPrefix: "reset-ip", points: 10, duration: 60 * 60 },
  resetByEmail: { keyPrefix: "reset-email", points: 3, duration: 60 * 60 },
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

/** True while `key` has used up its points (it stays so for the block duration). */
export async function isLimited(definition: LimitDefinition, key: string): Promise<boolean> {
  const state = await limiter(definition).get(storedKey(key));
  return state !== null && state.consumedPoints >= definition.points;
}

/** Counts one event against `key`; returns false when this event exceeded the limit. */
export async function hit(definition: LimitDefinition, rawKey: string): Promise<boolean> {
  const instance = limiter(definition);
  const key = storedKey(rawKey);
  const state = (await instance.penalty(key, 1)) as RateLimiterRes;
  if (state.consumedPoints >= definition.points && definition.blockDuration) {
    await instance.block(key, definition.blockDuration);
  }
  return state.consumedPoints <= definition.points;
}

export async function clear(definition: LimitDefinition, key: string): Promise<void> {
  await limiter(definition).delete(storedKey(key));
}
