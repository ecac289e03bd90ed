import { impulses, type Impulse } from "@/content/impulses";
import { stableHash } from "@/lib/impulses/stable-hash";
import type { EnergyState } from "@/prisma/generated/client/enums";

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a calendar date "YYYY-MM-DD". */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${date}"`);
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

function impulsesFor(state: EnergyState): readonly Impulse[] {
  const pool = impulses.filter((impulse) => impulse.state === state);
  if (pool.length === 0) throw new Error(`No impulses for state "${state}"`);
  return pool;
}

/** A fixed shuffle of `pool`, different for every `key`. */
function shuffled(pool: readonly Impulse[], key: string): Impulse[] {
  return pool
    .map((impulse) => ({ impulse, rank: stableHash(`${key}|${impulse.id}`) }))
    .sort((a, b) => a.rank - b.rank || a.impulse.id.localeCompare(b.impulse.id))
    .map(({ impulse }) => impulse);
}

function at(pool: readonly Impulse[], index: number): Impulse {
  const impulse = pool[((index % pool.length) + pool.length) % pool.length];
  if (!impulse) throw new Error("Empty impulse pool");
  return impulse;
}

/**
 * The same impulse all day for a user, date (Europe/Vienna) and state. Each user walks through
 * their own shuffle of the state's impulses one day at a time, so nothing repeats until the whole
 * pool has been shown; hashing the date alone would repeat within a few weeks.
 */
export function impulseOfTheDay(userId: string, date: string, state: EnergyState): Impulse {
  const order = shuffled(impulsesFor(state), `${userId}|${state}`);
  return at(order, dayNumber(date) + stableHash(`${userId}|${state}`));
}

/** For "Neuer Impuls": a different impulse of the state for each seed, never `excludeId`. */
export function randomImpulse(seed: string, state: EnergyState, excludeId?: string): Impulse {
  const pool = impulsesFor(state);
  const candidates = pool.filter((impulse) => impulse.id !== excludeId);
  return at(candidates.length > 0 ? candidates : pool, stableHash(`${seed}|${state}`));
}

const quotes = impulses.filter((impulse) => impulse.author !== null);
const wisdomOrder = shuffled(quotes, "weisheit");

/** One quote per calendar day, the same for everyone. */
export function wisdomOfTheDay(date: string): Impulse {
  return at(wisdomOrder, dayNumber(date));
}
