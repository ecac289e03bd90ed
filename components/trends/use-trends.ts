"use client";

import { useEffect, useState } from "react";

import type { ActionError } from "@/lib/errors";
import { checkInMessages } from "@/messages/check-in";
import { actionMessages } from "@/messages/common";
import { getTrends } from "@/server/actions/exercises";
import type { Trends } from "@/lib/trends/series";

export type TrendsStatus =
  | { kind: "loading" }
  | { kind: "ready"; trends: Trends }
  | { kind: "error"; error: Pick<ActionError, "title" | "message"> };

const unreachable = { title: actionMessages.unexpectedTitle, message: checkInMessages.trends.loadFailed };

/**
 * The profile's last 30 days. A new `version` reloads in the background, keeping the current
 * chart on screen until the new data arrives.
 */
export function useTrends(profileId: string, version: number): TrendsStatus {
  const [status, setStatus] = useState<TrendsStatus>({ kind: "loading" });
  useEffect(() => {
    let cancelled = false;
    getTrends({ profileId })
      .then((result) => {
        if (!cancelled)
          setStatus(result.ok ? { kind: "ready", trends: result.data } : { kind: "error", error: result });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", error: unreachable });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, version]);
  return status;
}
