// Where the 30-day chart draws things: inside the chart, in the right order, nothing invisible.
import { describe, expect, it } from "vitest";

import {
  barHeight,
  barsBaseline,
  CHART_LAYOUT as L,
  chartHeight,
  dayX,
  energyPoints,
  energyY,
  labelledDays,
  linePath,
} from "@/lib/trends/geometry";

describe("trend geometry", () => {
  it("puts higher energy higher up, 5 at the top and 1 at the bottom of the plot", () => {
    expect(energyY(5, L)).toBe(L.top);
    expect(energyY(1, L)).toBe(L.top + L.energyHeight);
    for (const level of [1, 2, 3, 4]) expect(energyY(level + 1, L)).toBeLessThan(energyY(level, L));
    expect(energyY(9, L)).toBe(energyY(5, L));
    expect(energyY(0, L)).toBe(energyY(1, L));
  });

  it("spreads 30 days left to right inside the chart", () => {
    const xs = Array.from({ length: 30 }, (_, index) => dayX(index, 30, L));
    expect(xs[0]).toBeGreaterThan(L.left);
    expect(xs.at(-1)).toBeLessThan(L.width - L.right);
    for (let index = 1; index < xs.length; index += 1) expect(xs[index]).toBeGreaterThan(xs[index - 1] ?? 0);
  });

  it("scales bars to the busiest day and keeps a single exercise visible", () => {
    expect(barHeight(0, 3, L)).toBe(0);
    expect(barHeight(3, 3, L)).toBe(L.barsHeight);
    expect(barHeight(1, 100, L)).toBeGreaterThanOrEqual(4);
    expect(barHeight(2, 4, L)).toBeCloseTo(L.barsHeight / 2);
    expect(barsBaseline(L)).toBeLessThan(chartHeight(L));
    expect(barsBaseline(L) - L.barsHeight).toBeGreaterThan(energyY(1, L));
  });

  it("draws the energy line only through days with a check-in", () => {
    const days = [
      { day: "2026-03-01", energy: 2, exercises: 0 },
      { day: "2026-03-02", energy: null, exercises: 1 },
      { day: "2026-03-03", energy: 4, exercises: 0 },
    ];
    const points = energyPoints(days, L);
    expect(points.map((point) => point.day)).toEqual(["2026-03-01", "2026-03-03"]);
    expect(points[1]?.index).toBe(2);
    expect(linePath(points)).toBe(`M${points[0]?.x} ${points[0]?.y} L${points[1]?.x} ${points[1]?.y}`);
    expect(linePath([])).toBe("");
  });

  it("labels today and every seventh day before it", () => {
    expect(labelledDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(1)).toEqual([0]);
  });
});
