"use client";

import { useCallback, useEffect, useState } from "react";

import type { ActionError } from "@/lib/errors";
import { analysisMessages } from "@/messages/analysis";
import { actionMessages } from "@/messages/common";
import { getAnalysisOverview } from "@/server/actions/analysis";
import type { AnalysisOverview } from "@/server/analysis/overview";

export type OverviewStatus =
  | { kind: "loading" }
  | { kind: "ready"; overview: AnalysisOverview }
  | { kind: "error"; error: Pick<ActionError, "title" | "message"> };

/** When the action itself cannot be reached (offline, server restart). */
const unreachable = { title: actionMessages.unexpectedTitle, message: analysisMessages.loadFailed };

/**
 * Loads the profile's latest analysis and history through a server action. `reload` keeps the
 * current data on screen until the new data arrives; `retry` shows the loading state again.
 */
export function useAnalysisOverview(profileId: string) {
  const [status, setStatus] = useState<OverviewStatus>({ kind: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getAnalysisOverview({ profileId })
      .then((result) => {
        if (cancelled) return;
        setStatus(result.ok ? { kind: "ready", overview: result.data } : { kind: "error", error: result });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", error: unreachable });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setGeneration((value) => value + 1);
  }, []);
  return { status, reload, retry };
}
