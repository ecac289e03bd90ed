// Spec §4: a birth date sets the age in full years, minus one while this
// year's birthday is still to come.
import { describe, expect, it } from "vitest";

import { ageFromBirthDate, isRealisticBirthDate } from "@/lib/profile/age";
import { calendarDateOf, parseCalendarDate } from "@/lib/profile/calendar-date";

const day = (iso: string) => {
  const parsed = parseCalendarDate(iso);
  if (!parsed) throw new Error(`not a date: ${iso}`);
  return parsed;
};

describe("age from a birth date", () => {
  it.each([
    ["1990-05-17", "2026-05-16", 35, "the day before the birthday"],
    ["1990-05-17", "2026-05-17", 36, "on the birthday"],
    ["1990-05-17", "2026-05-18", 36, "the day after the birthday"],
    ["1990-05-17", "2026-04-30", 35, "an earlier month"],
    ["1990-05-17", "2026-06-01", 36, "a later month"],
    ["1990-12-31", "2026-01-01", 35, "new year's day"],
    ["2000-02-29", "2025-02-28", 24, "a leap-day birthday before 1 March"],
    ["2000-02-29", "2025-03-01", 25, "a leap-day birthday on 1 March"],
    ["2000-02-29", "2024-02-29", 24, "a leap-day birthday in a leap year"],
    ["2026-06-15", "2026-06-15", 0, "born today"],
  ])("born %s, on %s: %i (%s)", (birth, today, age) => {
    expect(ageFromBirthDate(birth, day(today))).toBe(age);
  });

  it("has no age for something that is not a date", () => {
    expect(ageFromBirthDate("17.05.1990", day("2026-06-15"))).toBeNull();
    expect(ageFromBirthDate("1990-13-01", day("2026-06-15"))).toBeNull();
  });
});

describe("realistic birth dates", () => {
  const today = day("2026-06-15");
  it.each([
    ["2026-06-15", true],
    ["2026-06-16", false],
    ["1906-06-15", true],
    ["1906-06-14", false],
    ["2023-02-29", false],
  ])("%s → %s", (birth, realistic) => {
    expect(isRealisticBirthDate(birth, today)).toBe(realistic);
  });
});

describe("calendar dates", () => {
  it("reads the local calendar day of a moment", () => {
    expect(calendarDateOf(new Date(2026, 0, 2, 23, 59))).toEqual({ year: 2026, month: 1, day: 2 });
  });

  it.each(["2024-02-29", "0099-01-01"])("parses %s", (iso) => {
    expect(parseCalendarDate(iso)).not.toBeNull();
  });

  it.each(["2023-02-29", "2026-04-31", "2026-1-1", "", "2026-06-15T00:00"])("refuses %j", (text) => {
    expect(parseCalendarDate(text)).toBeNull();
  });
});
