import { STATE_STYLES } from "@/components/trends/state-styles";
import { formatDayLong, formatDayShort } from "@/components/trends/format-day";
import {
  barHeight,
  barsBaseline,
  CHART_LAYOUT as L,
  chartHeight,
  dayX,
  ENERGY_LEVELS,
  energyPoints,
  energyY,
  labelledDays,
  linePath,
  slotWidth,
} from "@/lib/trends/geometry";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { checkInMessages } from "@/messages/check-in";
import type { TrendDay } from "@/lib/trends/series";

const t = checkInMessages.trends;

function dayTitle(entry: TrendDay): string {
  const details = [
    entry.state && entry.energy !== null
      ? formatMessage(t.dayEnergy, { state: ENERGY_STATE_LABELS[entry.state], energy: entry.energy })
      : null,
    entry.exercises > 0 ? formatMessage(t.dayExercises, { count: entry.exercises }) : null,
  ].filter((part) => part !== null);
  return formatMessage(t.dayTitle, {
    date: formatDayLong(entry.day),
    details: details.length > 0 ? details.join(", ") : t.dayNothing,
  });
}

/**
 * The last 30 days in one hand-drawn SVG: check-in energy as a line, each day's state as a
 * coloured marker on it, and the exercises done as bars below. `label` describes it in words.
 */
export function TrendsChart({ days, label }: { days: readonly TrendDay[]; label: string }) {
  const points = energyPoints(days, L);
  const busiest = Math.max(0, ...days.map((entry) => entry.exercises));
  const baseline = barsBaseline(L);
  const barWidth = Math.max(3, slotWidth(days.length, L) * 0.55);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${L.width} ${chartHeight(L)}`}
      className="w-full overflow-visible"
    >
      {ENERGY_LEVELS.map((level) => (
        <g key={level}>
          <line
            x1={L.left}
            x2={L.width - L.right}
            y1={energyY(level, L)}
            y2={energyY(level, L)}
            className="stroke-border"
            strokeDasharray={level === 1 || level === 5 ? undefined : "3 4"}
          />
          <text
            x={L.left - 8}
            y={energyY(level, L)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted-foreground text-[10px]"
          >
            {level}
          </text>
        </g>
      ))}
      <line x1={L.left} x2={L.width - L.right} y1={baseline} y2={baseline} className="stroke-border" />

      {days.map((entry, index) => {
        const height = barHeight(entry.exercises, busiest, L);
        return (
          <g key={entry.day} data-day={entry.day} data-exercises={entry.exercises}>
            <title>{dayTitle(entry)}</title>
            {/* A full-height transparent slot, so the day's tooltip shows wherever it is hovered. */}
            <rect
              x={dayX(index, days.length, L) - slotWidth(days.length, L) / 2}
              y={L.top}
              width={slotWidth(days.length, L)}
              height={baseline - L.top}
              className="fill-transparent"
            />
            {height > 0 ? (
              <rect
                x={dayX(index, days.length, L) - barWidth / 2}
                y={baseline - height}
                width={barWidth}
                height={height}
                rx={2}
                className="fill-accent-foreground/60"
              />
            ) : null}
          </g>
        );
      })}

      {points.length > 1 ? (
        <path d={linePath(points)} fill="none" className="stroke-primary" strokeWidth={2} />
      ) : null}
      {points.map((point) => {
        const state = days[point.index]?.state;
        return (
          <circle
            key={point.day}
            data-check-in={point.day}
            cx={point.x}
            cy={point.y}
            r={5.5}
            strokeWidth={1.5}
            className={`stroke-foreground/40 ${state ? STATE_STYLES[state].fill : "fill-primary"}`}
          />
        );
      })}

      {labelledDays(days.length).map((index) => {
        const entry = days[index];
        return entry ? (
          <text
            key={entry.day}
            x={dayX(index, days.length, L)}
            y={chartHeight(L) - 4}
            textAnchor="middle"
            className="fill-muted-foreground text-[10px]"
          >
            {formatDayShort(entry.day)}
          </text>
        ) : null;
      })}
    </svg>
  );
}
