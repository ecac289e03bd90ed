import { formatDateTime } from "@/lib/dashboard/format-date";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_DESCRIPTIONS, ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { analysisMessages } from "@/messages/analysis";
import type { AnalysisView } from "@/server/analysis/overview";

const t = analysisMessages.state;

/** The overall state, the engine's summary and where the text came from. */
export function StateSummary({ analysis }: { analysis: AnalysisView }) {
  return (
    <section
      aria-labelledby="gesamtzustand-titel"
      data-state={analysis.overallState}
      className="space-y-3 rounded-xl border bg-gradient-to-br from-aura-from/30 to-aura-to/30 p-5"
    >
      <p id="gesamtzustand-titel" className="text-sm font-medium text-muted-foreground">
        {t.title}
      </p>
      <p className="font-display text-3xl font-semibold">{ENERGY_STATE_LABELS[analysis.overallState]}</p>
      {/* The summary explains the state itself; rows without one get the state's short description. */}
      <p className="leading-relaxed">
        {analysis.summary ?? ENERGY_STATE_DESCRIPTIONS[analysis.overallState]}
      </p>
      <p className="text-xs text-muted-foreground">
        {formatMessage(t.createdAt, { date: formatDateTime(analysis.createdAt) })}
      </p>
      {analysis.rephrased ? <p className="text-xs text-muted-foreground">{t.rephrased}</p> : null}
    </section>
  );
}
