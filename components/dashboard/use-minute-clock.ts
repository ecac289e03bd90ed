"use client";

import { useSyncExternalStore } from "react";

/** Spec §4: the greeting (and with it the avatar's day mode) is re-evaluated every 60 s. */
export const CLOCK_INTERVAL_MS = 60_000;

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, CLOCK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}

// The minute, not the millisecond, so the snapshot stays equal between ticks.
const currentMinute = () => Math.floor(Date.now() / CLOCK_INTERVAL_MS);

/**
 * The browser's current time, refreshed every minute; null while rendering on the server, where
 * the visitor's time of day is unknown.
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore<number | null>(subscribe, currentMinute, () => null);
  return minute === null ? null : new Date(minute * CLOCK_INTERVAL_MS);
}
