import { describe, expect, it } from "vitest";

import {
  rowY,
  TREND_LIMIT,
  TREND_ROWS,
  trendLine,
  trendPoints,
  type TrendBox,
} from "@/lib/dashboard/state-trend";

const box: TrendBox = { width: 200, height: 100, padding: 10 };

const entry = (id: string, day: number, overallState: string) => ({
  id,
  overallState,
  createdAt: new Date(Date.UTC(2026, 0, day, 9)).toISOString(),
});

describe("trendPoints", () => {
  it("puts the oldest analysis on the left and the newest on the right", () => {
    const points = trendPoints(
      [entry("c", 3, "müde"), entry("a", 1, "gestärkt"), entry("b", 2, "unruhig")],
      box,
    );
    expect(points.map((point) => point.id)).toEqual(["a", "b", "c"]);
    expect(points.map((point) => point.x)).toEqual([10, 100, 190]);
  });

  it("places each state on its own row, from gestärkt at the top to müde at the bottom", () => {
    const points = trendPoints([entry("a", 1, "gestärkt"), entry("b", 2, "müde")], box);
    expect(points[0]?.y).toBe(box.padding);
    expect(points[1]?.y).toBe(box.height - box.padding);
    const ys = TREND_ROWS.map((state) => rowY(state, box));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(TREND_ROWS.length);
  });

  it("centres a single analysis", () => {
    const [point] = trendPoints([entry("a", 1, "harmonisch")], box);
    expect(point?.x).toBe(box.width / 2);
  });

  it("counts an unknown state as harmonisch", () => {
    const [point] = trendPoints([entry("a", 1, "verwirrt")], box);
    expect(point?.state).toBe("harmonisch");
    expect(point?.y).toBe(rowY("harmonisch", box));
  });

  it(`shows only the latest ${TREND_LIMIT} analyses`, () => {
    const entries = Array.from({ length: TREND_LIMIT + 3 }, (_, index) =>
      entry(`id-${index}`, index + 1, "müde"),
    );
    const points = trendPoints(entries, box);
    expect(points).toHaveLength(TREND_LIMIT);
    expect(points[0]?.id).toBe("id-3");
    expect(points.at(-1)?.id).toBe(`id-${TREND_LIMIT + 2}`);
  });

  it("returns nothing for no analyses", () => {
    expect(trendPoints([], box)).toEqual([]);
    expect(trendLine([])).toBe("");
  });

  it("joins the points into a polyline", () => {
    const points = trendPoints([entry("a", 1, "gestärkt"), entry("b", 2, "müde")], box);
    expect(trendLine(points)).toBe("10,10 190,90");
  });
});
