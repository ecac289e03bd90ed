"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** A little past each whole second, so a tick never lands just before the change it is for. */
const TICK_MARGIN_MS = 5;

/**
 * A count-up timer with pause and resume that stops at `totalSeconds` and then calls `onFinish`.
 * Elapsed time is measured against performance.now(), so a throttled background tab or a fast
 * test clock cannot make it drift.
 */
export function useExerciseTimer(totalSeconds: number, onFinish: () => void) {
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);
  // Seconds banked before the current run, and when the current run began.
  const banked = useRef(0);
  const runStartedAt = useRef<number | null>(null);
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);

  const now = useCallback(() => {
    const since = runStartedAt.current;
    return banked.current + (since === null ? 0 : (performance.now() - since) / 1000);
  }, []);

  const start = useCallback(() => {
    if (runStartedAt.current !== null) return;
    runStartedAt.current = performance.now();
    setRunning(true);
  }, []);

  const pause = useCallback(() => {
    if (runStartedAt.current === null) return;
    banked.current = Math.min(totalSeconds, now());
    runStartedAt.current = null;
    setElapsed(banked.current);
    setRunning(false);
  }, [now, totalSeconds]);

  useEffect(() => {
    if (!running) return;
    // The count-down, the steps and the breathing cue all change on whole seconds, so the timer
    // wakes once per second, right after the next one begins.
    const untilNextSecond = () => 1000 - ((now() * 1000) % 1000) + TICK_MARGIN_MS;
    let timeout = 0;
    const tick = () => {
      const current = now();
      if (current < totalSeconds) {
        setElapsed(current);
        timeout = window.setTimeout(tick, untilNextSecond());
        return;
      }
      banked.current = totalSeconds;
      runStartedAt.current = null;
      setElapsed(totalSeconds);
      setRunning(false);
      finish.current();
    };
    timeout = window.setTimeout(tick, untilNextSecond());
    return () => window.clearTimeout(timeout);
  }, [running, now, totalSeconds]);

  /** Whole seconds spent so far, pauses excluded. */
  const spentSeconds = useCallback(() => Math.round(Math.min(totalSeconds, now())), [now, totalSeconds]);

  return { elapsed, running, start, pause, toggle: running ? pause : start, spentSeconds };
}
