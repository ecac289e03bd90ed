"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/app/toast";

import { useProModal } from "@/components/billing/pro-modal-context";
import type { ActionErrorCode } from "@/lib/errors";
import { analysisMessages } from "@/messages/analysis";
import { actionMessages } from "@/messages/common";
import { getFamilyAnalysis } from "@/server/actions/analysis";
import type { FamilyAnalysisView } from "@/server/analysis/family";

export type FamilyStatus =
  | { kind: "loading" }
  | { kind: "ready"; family: FamilyAnalysisView }
  | { kind: "error"; code: ActionErrorCode; title: string; message: string };

const unreachable = {
  code: "unexpected",
  title: actionMessages.unexpectedTitle,
  message: analysisMessages.loadFailed,
} as const;

/**
 * Runs the family analysis when the view opens. Its refusals are the spec's §8 toasts; the Pro
 * one also opens the Pro modal.
 */
export function useFamilyAnalysis(): FamilyStatus {
  const { openProModal } = useProModal();
  const [status, setStatus] = useState<FamilyStatus>({ kind: "loading" });

  useEffect(() => {
    let cancelled = false;
    getFamilyAnalysis({})
      .then((result) => {
        if (cancelled) return;
        if (result.ok) {
          setStatus({ kind: "ready", family: result.data });
          return;
        }
        toast.error(result.title, { description: result.message });
        if (result.code === "pro_required") openProModal();
        setStatus({ kind: "error", code: result.code, title: result.title, message: result.message });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", ...unreachable });
      });
    return () => {
      cancelled = true;
    };
  }, [openProModal]);
  return status;
}
