// 'Dein Monat' (issue 15): days of this month with a check-in, an exercise or a journal entry,
// counted as Europe/Vienna calendar days, with the weekly goal over ISO weeks (Monday first).
import { describe, expect, it } from "vitest";

import {
  activeDays,
  isoWeek,
  monthDays,
  monthRhythm,
  rhythmRange,
  weekStart,
} from "@/lib/dashboard/month-rhythm";
import { calendarCaption, dayLabel, headline, WEEKDAYS, weekLine } from "@/lib/dashboard/month-rhythm-copy";

const rhythm = (today: string, days: string[], goal: number | null = null) =>
  monthRhythm(today, new Set(days), goal);

describe("Vienna calendar days", () => {
  it("counts an entry at 23:30 UTC on 31 October as 1 November", () => {
    const days = activeDays([], [new Date("2026-10-31T23:30:00Z")]);
    expect([...days]).toEqual(["2026-11-01"]);
    expect(rhythm("2026-11-15", [...days]).count).toBe(1);
    expect(rhythm("2026-10-31", [...days]).count).toBe(0);
  });

  it("moves the day boundary with daylight saving time in March", () => {
    // Clocks go forward on 29 March 2026: Vienna is UTC+1 before, UTC+2 after.
    expect([...activeDays([], [new Date("2026-03-28T22:59:00Z")])]).toEqual(["2026-03-28"]);
    expect([...activeDays([], [new Date("2026-03-28T23:00:00Z")])]).toEqual(["2026-03-29"]);
    expect([...activeDays([], [new Date("2026-03-29T21:59:00Z")])]).toEqual(["2026-03-29"]);
    expect([...activeDays([], [new Date("2026-03-29T22:00:00Z")])]).toEqual(["2026-03-30"]);
    // The last evening of March in summer time is already April.
    expect([...activeDays([], [new Date("2026-03-31T22:30:00Z")])]).toEqual(["2026-04-01"]);
  });

  it("moves the day boundary back in October", () => {
    // Clocks go back on 25 October 2026.
    expect([...activeDays([], [new Date("2026-10-24T22:00:00Z")])]).toEqual(["2026-10-25"]);
    expect([...activeDays([], [new Date("2026-10-25T22:59:00Z")])]).toEqual(["2026-10-25"]);
    expect([...activeDays([], [new Date("2026-10-25T23:00:00Z")])]).toEqual(["2026-10-26"]);
  });

  it("reads entries from Vienna midnight of the month's first day (or this week's Monday)", () => {
    expect(rhythmRange("2026-11-15")).toEqual({
      firstDay: "2026-11-01",
      from: new Date("2026-10-31T23:00:00Z"),
      to: new Date("2026-11-15T23:00:00Z"),
    });
    // 1 November 2026 is a Sunday: its week began on Monday 26 October, in winter time already.
    expect(rhythmRange("2026-11-01")).toEqual({
      firstDay: "2026-10-26",
      from: new Date("2026-10-25T23:00:00Z"),
      to: new Date("2026-11-01T23:00:00Z"),
    });
    // In summer time Vienna's midnight is 22:00 UTC.
    expect(rhythmRange("2026-07-10").from).toEqual(new Date("2026-06-30T22:00:00Z"));
  });
});

describe("counting the month", () => {
  it("counts each day once, whatever and however much was done", () => {
    const days = activeDays(
      ["2026-11-03", "2026-11-05"],
      [new Date("2026-11-03T08:00:00Z"), new Date("2026-11-03T18:00:00Z"), new Date("2026-11-10T12:00:00Z")],
    );
    expect(rhythm("2026-11-20", [...days]).count).toBe(3);
  });

  it("counts only this month's days: last month's and next month's stay out", () => {
    const month = rhythm("2026-12-02", ["2026-11-30", "2026-12-01", "2026-12-02", "2027-01-01"]);
    expect(month.count).toBe(2);
    expect(month.month).toBe(12);
  });

  it("has an empty month", () => {
    const month = rhythm("2026-02-14", []);
    expect(month.count).toBe(0);
    expect(month.weeks.flat().filter((day) => day?.active)).toEqual([]);
    expect(headline(month)).toBe("Noch kein Eintrag im Februar");
  });

  it("uses the singular for one day and Austrian month names", () => {
    expect(headline(rhythm("2026-11-20", ["2026-11-02"]))).toBe("1 Tag im November");
    expect(headline(rhythm("2026-11-20", ["2026-11-02", "2026-11-09"]))).toBe("2 Tage im November");
    expect(headline(rhythm("2026-01-20", ["2026-01-02"]))).toBe("1 Tag im Jänner");
  });

  it("lays the month out in weeks from Monday, with today and the marked days", () => {
    // November 2026 begins on a Sunday and ends on a Monday: six rows.
    const month = rhythm("2026-11-18", ["2026-11-01", "2026-11-18"]);
    expect(month.weeks).toHaveLength(6);
    expect(month.weeks.every((week) => week.length === 7)).toBe(true);
    expect(month.weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(month.weeks[0]?.[6]).toMatchObject({ day: "2026-11-01", date: 1, active: true, today: false });
    expect(month.weeks[5]?.[0]).toMatchObject({ day: "2026-11-30", future: true, active: false });
    const today = month.weeks.flat().find((day) => day?.today);
    expect(today).toMatchObject({ day: "2026-11-18", active: true, future: false });
    expect(calendarCaption(month)).toBe("November 2026");
    expect(dayLabel("2026-11-03")).toBe("3. November");
    expect(WEEKDAYS.map((day) => day.long)).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
  });

  it("knows months of 28, 29, 30 and 31 days", () => {
    expect(monthDays("2026-02-10")).toHaveLength(28);
    expect(monthDays("2028-02-10")).toHaveLength(29);
    expect(monthDays("2026-04-30")).toHaveLength(30);
    expect(monthDays("2026-12-31")).toHaveLength(31);
    expect(monthDays("2026-12-31").at(-1)).toBe("2026-12-31");
  });
});

describe("the weekly goal", () => {
  it("uses ISO weeks that begin on Monday", () => {
    expect(weekStart("2026-11-18")).toBe("2026-11-16");
    expect(weekStart("2026-11-16")).toBe("2026-11-16");
    expect(weekStart("2026-11-22")).toBe("2026-11-16");
    expect(isoWeek("2027-01-01")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("counts this week's days, also those of last month", () => {
    // Wednesday 2 December 2026: its week began on Monday 30 November; Sunday 29 November is last week.
    const month = rhythm("2026-12-02", ["2026-11-29", "2026-11-30", "2026-12-01"], 3);
    expect(month.week).toEqual({ done: 2, goal: 3 });
    expect(month.count).toBe(1);
    // A new week starts from nothing on Monday, and the month's count is unaffected.
    const monday = rhythm("2026-12-07", ["2026-12-01", "2026-12-02", "2026-12-03"], 3);
    expect(monday.week).toEqual({ done: 0, goal: 3 });
    expect(monday.count).toBe(3);
  });

  it("reads gently: progress, a reached goal, or nothing at all without a goal", () => {
    expect(weekLine(rhythm("2026-11-18", ["2026-11-16", "2026-11-17"], 3))).toBe(
      "Diese Woche: 2 von 3 Tagen",
    );
    expect(weekLine(rhythm("2026-11-18", [], 1))).toBe("Diese Woche: 0 von 1 Tag");
    expect(weekLine(rhythm("2026-11-18", ["2026-11-16"], 1))).toBe(
      "Diese Woche: 1 Tag – dein Wochenziel ist erreicht.",
    );
    expect(weekLine(rhythm("2026-11-18", ["2026-11-16", "2026-11-17", "2026-11-18"], 2))).toBe(
      "Diese Woche: 3 Tage – dein Wochenziel ist erreicht.",
    );
    expect(weekLine(rhythm("2026-11-18", ["2026-11-16"], null))).toBeNull();
  });

  it("treats a goal outside 1–7 as no goal", () => {
    expect(rhythm("2026-11-18", [], 0).week.goal).toBeNull();
    expect(rhythm("2026-11-18", [], 8).week.goal).toBeNull();
    expect(rhythm("2026-11-18", [], 2.5).week.goal).toBeNull();
    expect(rhythm("2026-11-18", [], 7).week.goal).toBe(7);
  });
});
