"use client";

import { useState } from "react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ExerciseEffects } from "@/components/trends/exercise-effects";
import { formatAverage } from "@/components/trends/format-day";
import { STATE_DOT_OUTLINE, STATE_STYLES } from "@/components/trends/state-styles";
import { TrendsChart } from "@/components/trends/trends-chart";
import { TrendsHeading, TrendsSkeleton } from "@/components/trends/trends-heading";
import { TrendsTable } from "@/components/trends/trends-table";
import { useTrends } from "@/components/trends/use-trends";
import { Button } from "@/components/ui/button";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { checkInMessages } from "@/messages/check-in";
import { EnergyState } from "@/prisma/generated/client/enums";
import type { Trends } from "@/lib/trends/series";

const t = checkInMessages.trends;

function summary(trends: Trends): string {
  return trends.averageEnergy === null
    ? formatMessage(t.summaryNoCheckIns, { sessions: trends.sessions })
    : formatMessage(t.summary, {
        checkIns: trends.checkIns,
        energy: formatAverage(trends.averageEnergy),
        sessions: trends.sessions,
      });
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-0.5 w-4 rounded bg-primary" />
        {t.legend.energy}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-3 w-2 rounded-sm bg-accent-foreground/60" />
        {t.legend.exercises}
      </li>
      {Object.values(EnergyState).map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${STATE_DOT_OUTLINE} ${STATE_STYLES[state].dot}`}
          />
          {ENERGY_STATE_LABELS[state]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The 30-day trends: a sentence, the chart with its legend and table, and the before/after
 * effect of the exercises. Without any entry it invites the first check-in instead.
 */
export function TrendsPanel({
  version = 0,
  onCheckIn,
}: {
  /** Bump to reload, e.g. after a check-in. */
  version?: number;
  /** Where the empty state's button leads; without it the empty state is text only. */
  onCheckIn?: () => void;
}) {
  const { profile } = useDashboard();
  const [retries, setRetries] = useState(0);
  const status = useTrends(profile.id, version + retries);
  return (
    <section aria-labelledby="verlauf-30-titel" className="space-y-4" data-trends={status.kind}>
      <TrendsHeading />
      {status.kind === "loading" ? <TrendsSkeleton /> : null}
      {status.kind === "error" ? (
        <div role="alert" className="space-y-2 rounded-xl border p-4 text-sm">
          <p>{status.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => setRetries((value) => value + 1)}>
            {t.retry}
          </Button>
        </div>
      ) : null}
      {status.kind === "ready" && status.trends.checkIns === 0 && status.trends.sessions === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed p-5 text-sm">
          <p>{t.empty}</p>
          {onCheckIn ? (
            <Button variant="outline" size="sm" onClick={onCheckIn}>
              {t.emptyAction}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status.kind === "ready" && (status.trends.checkIns > 0 || status.trends.sessions > 0) ? (
        <div className="space-y-4">
          <p className="text-sm">{summary(status.trends)}</p>
          <div className="space-y-3 rounded-xl border bg-card p-3">
            <TrendsChart days={status.trends.days} label={`${t.chart}. ${summary(status.trends)}`} />
            <Legend />
          </div>
          <TrendsTable days={status.trends.days} />
          <ExerciseEffects effects={status.trends.effects} />
        </div>
      ) : null}
    </section>
  );
}
