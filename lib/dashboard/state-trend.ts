import { resolveEnergyState } from "@/lib/analysis/energy-state";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** Rows of the trend chart, top to bottom: from most resourced to most drained. */
export const TREND_ROWS: readonly EnergyState[] = [
  "gestärkt",
  "harmonisch",
  "unruhig",
  "überreizt",
  "blockiert",
  "müde",
];

/** How many analyses the chart shows at most: the most recent ones. */
export const TREND_LIMIT = 12;

export interface TrendEntry {
  id: string;
  overallState: string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface TrendPoint {
  id: string;
  state: EnergyState;
  createdAt: string;
  x: number;
  y: number;
}

export interface TrendBox {
  width: number;
  height: number;
  /** Space kept free on every side, so dots are not cut off. */
  padding: number;
}

/** The y coordinate of a state's row. */
export function rowY(state: EnergyState, box: TrendBox): number {
  const step = (box.height - 2 * box.padding) / (TREND_ROWS.length - 1);
  return box.padding + TREND_ROWS.indexOf(state) * step;
}

/**
 * The latest analyses as chart points, oldest on the left. Entries may arrive in any order;
 * unknown states count as harmonisch, like everywhere else (spec §4).
 */
export function trendPoints(entries: readonly TrendEntry[], box: TrendBox): TrendPoint[] {
  const recent = [...entries]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .slice(-TREND_LIMIT);
  const usable = box.width - 2 * box.padding;
  return recent.map((entry, index) => {
    const state = resolveEnergyState(entry.overallState);
    const x = recent.length === 1 ? box.width / 2 : box.padding + (index / (recent.length - 1)) * usable;
    return { id: entry.id, state, createdAt: entry.createdAt, x, y: rowY(state, box) };
  });
}

/** An SVG polyline `points` attribute through the chart points. */
export function trendLine(points: readonly TrendPoint[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(" ");
}
