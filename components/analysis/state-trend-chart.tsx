import { formatDateTime, formatShortDate } from "@/lib/dashboard/format-date";
import { TREND_ROWS, rowY, trendLine, trendPoints, type TrendBox } from "@/lib/dashboard/state-trend";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { analysisMessages } from "@/messages/analysis";
import type { HistoryEntry } from "@/server/analysis/overview";

const t = analysisMessages.trend;

// Drawn at about its natural size on phones; on wide screens it stops growing at max-w-md.
const LABEL_WIDTH = 84;
const BOX: TrendBox = { width: 256, height: 132, padding: 10 };
const AXIS_HEIGHT = 18;
/** Up to this many points every date fits under the chart; beyond it only the first and the last. */
const ALL_DATES_UP_TO = 6;

/** The first and last dates align with the chart's edges, so neither is cut off. */
function dateAnchor(index: number, count: number): "start" | "middle" | "end" {
  if (count < 2) return "middle";
  if (index === 0) return "start";
  return index === count - 1 ? "end" : "middle";
}

/** A small chart of the state from analysis to analysis, and the same as a list. */
export function StateTrendChart({ history }: { history: readonly HistoryEntry[] }) {
  const points = trendPoints(history, BOX);
  return (
    <section aria-labelledby="verlauf-titel" className="space-y-3">
      <div className="space-y-1">
        <h2 id="verlauf-titel" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{points.length > 1 ? t.description : t.first}</p>
      </div>
      <div className="rounded-xl border bg-card p-3">
        <svg
          role="img"
          aria-label={points.length === 1 ? t.chartSingle : formatMessage(t.chart, { count: points.length })}
          viewBox={`0 0 ${LABEL_WIDTH + BOX.width} ${BOX.height + AXIS_HEIGHT}`}
          className="mx-auto w-full max-w-md"
        >
          {TREND_ROWS.map((state) => (
            <g key={state}>
              <line
                x1={LABEL_WIDTH}
                x2={LABEL_WIDTH + BOX.width}
                y1={rowY(state, BOX)}
                y2={rowY(state, BOX)}
                className="stroke-border"
                strokeDasharray="3 4"
              />
              <text
                x={LABEL_WIDTH - 8}
                y={rowY(state, BOX)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {ENERGY_STATE_LABELS[state]}
              </text>
            </g>
          ))}
          <g transform={`translate(${LABEL_WIDTH} 0)`}>
            {points.length > 1 ? (
              <polyline points={trendLine(points)} fill="none" className="stroke-primary" strokeWidth={2} />
            ) : null}
            {points.map((point, index) => (
              <g key={point.id} data-trend-point={point.state}>
                <circle cx={point.x} cy={point.y} r={5} className="fill-primary stroke-card" strokeWidth={2}>
                  <title>{`${formatDateTime(point.createdAt)}: ${ENERGY_STATE_LABELS[point.state]}`}</title>
                </circle>
                {points.length <= ALL_DATES_UP_TO || index === 0 || index === points.length - 1 ? (
                  <text
                    x={point.x}
                    y={BOX.height + AXIS_HEIGHT - 4}
                    textAnchor={dateAnchor(index, points.length)}
                    className="fill-muted-foreground text-[10px]"
                  >
                    {formatShortDate(point.createdAt)}
                  </text>
                ) : null}
              </g>
            ))}
          </g>
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t.history}</summary>
        <ol aria-label={t.history} className="mt-2 space-y-1 text-muted-foreground">
          {history.map((entry) => (
            <li key={entry.id}>
              {formatMessage(t.entry, {
                date: formatDateTime(entry.createdAt),
                state: ENERGY_STATE_LABELS[entry.overallState],
              })}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
