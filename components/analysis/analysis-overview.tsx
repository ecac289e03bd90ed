"use client";

import dynamic from "next/dynamic";

import { AnalysisActions } from "@/components/analysis/analysis-actions";
import { AnalysisEmpty } from "@/components/analysis/analysis-empty";
import { LinkedJournalEntries } from "@/components/analysis/linked-journal-entries";
import { PatternList } from "@/components/analysis/pattern-list";
import { RecommendationList } from "@/components/analysis/recommendation-list";
import { RedFlagNotice } from "@/components/analysis/red-flag-notice";
import { StateSummary } from "@/components/analysis/state-summary";
import { useAnalysisOverview } from "@/components/analysis/use-analysis-overview";
import { useStartAnalysis } from "@/components/analysis/use-start-analysis";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { analysisMessages } from "@/messages/analysis";

// The chart loads after the analysis text, which is what the screen is for.
// next/dynamic, not lazyComponent: the server renders it (an analysis with a trend), and
// next/dynamic sends its code with the page, so it hydrates with the page and a choice made before
// that is not lost.
const StateTrendChart = dynamic(() =>
  import("@/components/analysis/state-trend-chart").then((m) => m.StateTrendChart),
);

/** The analysis of the active profile: red flags first, then state, patterns, recommendations, trend. */
export function AnalysisOverview() {
  const { profile } = useDashboard();
  const { status, reload, retry } = useAnalysisOverview(profile.id);
  const { starting, start } = useStartAnalysis(reload);
  const actions = <AnalysisActions starting={starting} onStart={() => void start()} />;

  if (status.kind === "loading") {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={analysisMessages.loading}>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (status.kind === "error") {
    return (
      <div role="alert" className="space-y-3 rounded-xl border p-6 text-center">
        <p className="font-semibold">{status.error.title}</p>
        <p className="text-sm text-muted-foreground">{status.error.message}</p>
        <Button variant="outline" onClick={retry}>
          {analysisMessages.retry}
        </Button>
      </div>
    );
  }

  const { latest, history } = status.overview;
  if (!latest) {
    return (
      <div className="space-y-6">
        <AnalysisEmpty />
        {actions}
      </div>
    );
  }
  return (
    <div className="space-y-8" aria-busy={starting}>
      <RedFlagNotice redFlags={latest.redFlags} />
      <StateSummary analysis={latest} />
      {actions}
      <PatternList patterns={latest.patterns} />
      <LinkedJournalEntries entries={latest.journalEntries} />
      {latest.recommendations.length > 0 ? <RecommendationList items={latest.recommendations} /> : null}
      <StateTrendChart history={history} />
    </div>
  );
}
