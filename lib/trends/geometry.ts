// Geometry of the 30-day chart: where each day, energy value and exercise bar goes in the SVG.
// Pure functions of the data, so they are tested without a browser.

export interface ChartLayout {
  width: number;
  /** Space on the left for the energy scale. */
  left: number;
  right: number;
  top: number;
  /** Height of the energy plot (values 1 to 5). */
  energyHeight: number;
  /** Space between the energy plot and the exercise bars. */
  gap: number;
  /** Height of the tallest exercise bar. */
  barsHeight: number;
  /** Space below the bars for the dates. */
  axis: number;
}

export const CHART_LAYOUT: ChartLayout = {
  width: 640,
  left: 28,
  right: 8,
  top: 10,
  energyHeight: 130,
  gap: 18,
  barsHeight: 44,
  axis: 20,
};

export const ENERGY_LEVELS = [1, 2, 3, 4, 5] as const;

export interface DayFacts {
  day: string;
  energy: number | null;
  exercises: number;
}

export interface EnergyPoint {
  day: string;
  index: number;
  x: number;
  y: number;
  energy: number;
}

export function chartHeight(layout: ChartLayout): number {
  return layout.top + layout.energyHeight + layout.gap + layout.barsHeight + layout.axis;
}

/** Width of one day's slot. */
export function slotWidth(count: number, layout: ChartLayout): number {
  return (layout.width - layout.left - layout.right) / Math.max(1, count);
}

/** The centre of day `index` of `count`. */
export function dayX(index: number, count: number, layout: ChartLayout): number {
  return layout.left + (index + 0.5) * slotWidth(count, layout);
}

/** Energy 5 at the top of the plot, 1 at its bottom. */
export function energyY(energy: number, layout: ChartLayout): number {
  const clamped = Math.min(5, Math.max(1, energy));
  return layout.top + ((5 - clamped) / 4) * layout.energyHeight;
}

/** The baseline the exercise bars stand on. */
export function barsBaseline(layout: ChartLayout): number {
  return layout.top + layout.energyHeight + layout.gap + layout.barsHeight;
}

/** A day's bar height: the busiest day fills the band; a day with exercises is always visible. */
export function barHeight(count: number, busiest: number, layout: ChartLayout): number {
  if (count <= 0 || busiest <= 0) return 0;
  return Math.max(4, (count / busiest) * layout.barsHeight);
}

/** The days with a check-in, as points of the energy line. */
export function energyPoints(days: readonly DayFacts[], layout: ChartLayout): EnergyPoint[] {
  return days.flatMap((entry, index) =>
    entry.energy === null
      ? []
      : [
          {
            day: entry.day,
            index,
            energy: entry.energy,
            x: dayX(index, days.length, layout),
            y: energyY(entry.energy, layout),
          },
        ],
  );
}

/** An SVG path through the points; days without a check-in are bridged. */
export function linePath(points: readonly Pick<EnergyPoint, "x" | "y">[]): string {
  return points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join(" ");
}

/** Which days get a date under the axis: every `every`-th counted back from the last, which is today. */
export function labelledDays(count: number, every = 7): number[] {
  const indices: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) indices.unshift(index);
  return indices;
}
