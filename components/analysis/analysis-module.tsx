"use client";

import { ArrowLeft } from "lucide-react";
import { useSearchParams } from "next/navigation";

import { AnalysisOverview } from "@/components/analysis/analysis-overview";
import { FamilyView } from "@/components/analysis/family-view";
import { SummaryPdfDialog } from "@/components/analysis/summary-pdf-dialog";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { Button } from "@/components/ui/button";
import { analysisMessages } from "@/messages/analysis";
import { dashboardMessages } from "@/messages/dashboard";

/** The analysis module; `?ansicht=familie` shows the family analysis instead (spec §2). */
export function AnalysisModule() {
  const { navigate } = useDashboard();
  const family = useSearchParams().get("ansicht") === "familie";
  if (family) {
    return (
      <ModuleFrame
        title={analysisMessages.family.title}
        actions={
          <Button variant="outline" size="sm" onClick={() => navigate("analysis")}>
            <ArrowLeft aria-hidden="true" />
            {analysisMessages.family.back}
          </Button>
        }
      >
        <p className="mb-6 text-sm text-muted-foreground">{analysisMessages.family.intro}</p>
        <FamilyView />
      </ModuleFrame>
    );
  }
  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.analysis} actions={<SummaryPdfDialog />}>
      <AnalysisOverview />
    </ModuleFrame>
  );
}
