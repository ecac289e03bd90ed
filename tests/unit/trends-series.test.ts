// The 30-day trends: one entry per Vienna day, exercises counted on the Vienna date they were
// finished, and the before/after effect per exercise.
import { describe, expect, it } from "vitest";

import { buildTrends, type SessionFact, TREND_DAYS } from "@/lib/trends/series";
import { lastDays, shiftDay } from "@/lib/calendar/day-column";

const session = (exerciseId: string, completedAt: string, before: number, after: number): SessionFact => ({
  exerciseId,
  completedAt: new Date(completedAt),
  energyBefore: before,
  energyAfter: after,
});

describe("calendar days", () => {
  it("shift across months, leap days and years", () => {
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2028-03-01", -1)).toBe("2028-02-29");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("list the last days oldest first, ending today", () => {
    expect(lastDays("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("buildTrends", () => {
  it("has one entry per day for the last 30 days, the last one today, empty without data", () => {
    const trends = buildTrends("2026-03-30", [], []);
    expect(trends.days).toHaveLength(TREND_DAYS);
    expect(trends.days[0]?.day).toBe("2026-03-01");
    expect(trends.days.at(-1)?.day).toBe("2026-03-30");
    expect(trends.days.every((day) => day.state === null && day.energy === null && day.exercises === 0)).toBe(
      true,
    );
    expect(trends).toMatchObject({ checkIns: 0, sessions: 0, averageEnergy: null, effects: [] });
  });

  it("places check-ins on their day and averages their energy, ignoring older ones", () => {
    const trends = buildTrends(
      "2026-03-30",
      [
        { day: "2026-03-30", state: "gestärkt", energy: 4 },
        { day: "2026-03-10", state: "müde", energy: 1 },
        { day: "2026-02-28", state: "unruhig", energy: 5 },
      ],
      [],
    );
    expect(trends.days.at(-1)).toMatchObject({ state: "gestärkt", energy: 4 });
    expect(trends.days.find((day) => day.day === "2026-03-10")).toMatchObject({ state: "müde", energy: 1 });
    expect(trends.checkIns).toBe(2);
    expect(trends.averageEnergy).toBe(2.5);
  });

  it("counts sessions on the Vienna date they were finished", () => {
    const trends = buildTrends(
      "2026-03-30",
      [],
      [
        // 23:30 UTC on the 29th is already the 30th in Vienna (UTC+2 in summer time).
        session("box-atmung", "2026-03-29T23:30:00Z", 2, 4),
        session("box-atmung", "2026-03-30T08:00:00Z", 3, 4),
        session("lichtdusche", "2026-03-29T12:00:00Z", 2, 3),
        // Before the period: the 28th of February in Vienna.
        session("lichtdusche", "2026-02-28T22:30:00Z", 1, 5),
      ],
    );
    expect(trends.days.at(-1)?.exercises).toBe(2);
    expect(trends.days.at(-2)?.exercises).toBe(1);
    expect(trends.sessions).toBe(3);
    expect(trends.averageEnergy).toBeNull();
  });

  it("averages before and after per exercise and puts the most helpful first", () => {
    const trends = buildTrends(
      "2026-03-30",
      [],
      [
        session("lichtdusche", "2026-03-20T10:00:00Z", 3, 3),
        session("box-atmung", "2026-03-21T10:00:00Z", 2, 4),
        session("box-atmung", "2026-03-22T10:00:00Z", 3, 4),
        session("box-atmung", "2026-03-23T10:00:00Z", 2, 5),
      ],
    );
    expect(trends.effects).toEqual([
      {
        exerciseId: "box-atmung",
        title: "Box-Atmung",
        sessions: 3,
        averageBefore: 2.3,
        averageAfter: 4.3,
        averageChange: 2,
      },
      {
        exerciseId: "lichtdusche",
        title: "Lichtdusche",
        sessions: 1,
        averageBefore: 3,
        averageAfter: 3,
        averageChange: 0,
      },
    ]);
  });
});
