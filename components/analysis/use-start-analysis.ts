"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { analysisMessages } from "@/messages/analysis";
import { actionMessages } from "@/messages/common";
import { startAnalysis } from "@/server/actions/analysis";

/** Spec §9: starting a new analysis takes 2 s; a faster engine still lets the moment register. */
export const MIN_ANALYSIS_MS = 2_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** 'Neue Analyse starten': computes a fresh analysis, then reloads the module and the dashboard. */
export function useStartAnalysis(onCreated: () => void) {
  const { profile, refresh } = useDashboard();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const [result] = await Promise.all([startAnalysis({ profileId: profile.id }), wait(MIN_ANALYSIS_MS)]);
      if (!result.ok) {
        toast.error(result.title, { description: result.message });
        return;
      }
      toast.success(analysisMessages.toasts.created, {
        description: formatMessage(analysisMessages.toasts.createdText, {
          state: ENERGY_STATE_LABELS[result.data.overallState],
        }),
      });
      onCreated();
      refresh();
    } catch {
      toast.error(actionMessages.unexpectedTitle, { description: actionMessages.unexpected });
    } finally {
      setStarting(false);
    }
  };
  return { starting, start };
}
