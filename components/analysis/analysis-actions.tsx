"use client";

import { BookHeart, Loader2, PencilLine, RefreshCw, Users } from "lucide-react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { analysisMessages } from "@/messages/analysis";

const t = analysisMessages.actions;

/** Start a new analysis, revise the answers, go to the journal or the family analysis. */
export function AnalysisActions({ starting, onStart }: { starting: boolean; onStart: () => void }) {
  const { navigate, openWizard } = useDashboard();
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onStart} disabled={starting}>
        {starting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        {starting ? t.starting : t.start}
      </Button>
      <Button variant="outline" onClick={() => openWizard("edit")} disabled={starting}>
        <PencilLine aria-hidden="true" />
        {t.revise}
      </Button>
      <Button variant="outline" onClick={() => navigate("journal")}>
        <BookHeart aria-hidden="true" />
        {t.journal}
      </Button>
      <Button variant="ghost" onClick={() => navigate("analysis", { ansicht: "familie" })}>
        <Users aria-hidden="true" />
        {t.family}
      </Button>
    </div>
  );
}
