"use client";

import { useCallback, useEffect, useState } from "react";

import { getTodayCheckIn, type TodayCheckIn } from "@/server/actions/check-ins";

export type TodayStatus =
  { kind: "loading" } | { kind: "ready"; today: TodayCheckIn | null } | { kind: "error"; message: string };

/** Today's check-in of the profile; `set` shows a freshly saved one without reloading. */
export function useTodayCheckIn(profileId: string, unreachable: string) {
  const [status, setStatus] = useState<TodayStatus>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    getTodayCheckIn({ profileId })
      .then((result) => {
        if (cancelled) return;
        setStatus(
          result.ok ? { kind: "ready", today: result.data } : { kind: "error", message: result.message },
        );
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", message: unreachable });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, attempt, unreachable]);
  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setAttempt((value) => value + 1);
  }, []);
  const set = useCallback((today: TodayCheckIn) => setStatus({ kind: "ready", today }), []);
  return { status, retry, set };
}
