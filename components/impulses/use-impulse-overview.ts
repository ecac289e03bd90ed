"use client";

import { useCallback, useEffect, useState } from "react";

import { impulseMessages } from "@/messages/impulses";
import { getImpulseOverview } from "@/server/actions/impulses";
import type { ImpulseOverview } from "@/server/impulses/overview";

export type ImpulseOverviewStatus =
  { kind: "loading" } | { kind: "ready"; overview: ImpulseOverview } | { kind: "error"; message: string };

/** The impulse and wisdom of the day and the reminder setting, from the server. */
export function useImpulseOverview(profileId: string) {
  const [status, setStatus] = useState<ImpulseOverviewStatus>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    getImpulseOverview({ profileId })
      .then((result) => {
        if (cancelled) return;
        setStatus(
          result.ok ? { kind: "ready", overview: result.data } : { kind: "error", message: result.message },
        );
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", message: impulseMessages.loadFailed });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, attempt]);
  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setAttempt((value) => value + 1);
  }, []);
  return { status, retry };
}
