// The impulse library and the daily choice (spec: impulse module, "über 200 Impulse").
import { describe, expect, it } from "vitest";

import { impulses } from "@/content/impulses";
import { IMPULSE_TOPICS } from "@/lib/analysis/links";
import { impulseOfTheDay, randomImpulse, wisdomOfTheDay } from "@/lib/impulses/daily";
import { viennaDate } from "@/lib/calendar/vienna-time";
import { EnergyState } from "@/prisma/generated/client/enums";

const STATES = Object.values(EnergyState);

function consecutiveDates(start: string, count: number): string[] {
  const first = Date.parse(`${start}T12:00:00Z`);
  return Array.from({ length: count }, (_, day) =>
    new Date(first + day * 86_400_000).toISOString().slice(0, 10),
  );
}

describe("impulse library", () => {
  it("has at least 200 impulses with unique ids and unique texts", () => {
    expect(impulses.length).toBeGreaterThanOrEqual(200);
    expect(new Set(impulses.map((impulse) => impulse.id)).size).toBe(impulses.length);
    expect(new Set(impulses.map((impulse) => impulse.text.toLowerCase())).size).toBe(impulses.length);
  });

  it.each(STATES)("has at least 25 impulses for the state %s", (state) => {
    expect(impulses.filter((impulse) => impulse.state === state).length).toBeGreaterThanOrEqual(25);
  });

  it("tags every impulse with a valid state and topic and uses every topic", () => {
    for (const impulse of impulses) {
      expect(STATES).toContain(impulse.state);
      expect(IMPULSE_TOPICS).toContain(impulse.topic);
    }
    expect(new Set(impulses.map((impulse) => impulse.topic))).toEqual(new Set(IMPULSE_TOPICS));
  });

  it("gives every impulse a text and a context of one or two sentences", () => {
    for (const impulse of impulses) {
      expect(impulse.text.trim().length).toBeGreaterThan(10);
      const sentences = impulse.context.split(/(?<=[.!?…])\s+/).filter((part) => part.length > 0);
      expect(sentences.length, impulse.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, impulse.id).toBeLessThanOrEqual(2);
      expect(impulse.author === null || impulse.author.trim().length > 0).toBe(true);
    }
  });
});

describe("impulseOfTheDay", () => {
  it("stays the same all day for a user, date and state", () => {
    const first = impulseOfTheDay("user-1", "2026-03-30", "unruhig");
    expect(impulseOfTheDay("user-1", "2026-03-30", "unruhig")).toEqual(first);
    expect(first.state).toBe("unruhig");
  });

  it("changes across days: at least 20 different impulses in 30 days", () => {
    for (const state of STATES) {
      const chosen = consecutiveDates("2026-03-01", 30).map(
        (date) => impulseOfTheDay("user-1", date, state).id,
      );
      expect(new Set(chosen).size).toBeGreaterThanOrEqual(20);
    }
  });

  it("mostly gives different users different impulses on the same day", () => {
    const users = Array.from({ length: 20 }, (_, index) => `user-${index}`);
    const chosen = users.map((user) => impulseOfTheDay(user, "2026-06-14", "müde").id);
    expect(new Set(chosen).size).toBeGreaterThanOrEqual(10);
  });

  it("rejects a date that is not YYYY-MM-DD", () => {
    expect(() => impulseOfTheDay("user-1", "30.03.2026", "harmonisch")).toThrow();
  });
});

describe("randomImpulse", () => {
  it("returns an impulse of the state, never the excluded one", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const current = impulseOfTheDay("user-1", "2026-03-30", "blockiert");
      const next = randomImpulse(seed, "blockiert", current.id);
      expect(next.state).toBe("blockiert");
      expect(next.id).not.toBe(current.id);
    }
  });

  it("is deterministic for a seed and varies between seeds", () => {
    expect(randomImpulse("seed-1", "gestärkt")).toEqual(randomImpulse("seed-1", "gestärkt"));
    const ids = Array.from({ length: 10 }, (_, index) => randomImpulse(`seed-${index}`, "gestärkt").id);
    expect(new Set(ids).size).toBeGreaterThan(3);
  });
});

describe("wisdomOfTheDay", () => {
  it("is a quote, the same for everyone on a day, and changes from day to day", () => {
    const today = wisdomOfTheDay("2026-03-30");
    expect(today.author).not.toBeNull();
    expect(wisdomOfTheDay("2026-03-30")).toEqual(today);
    const week = consecutiveDates("2026-03-30", 7).map((date) => wisdomOfTheDay(date).id);
    expect(new Set(week).size).toBe(7);
  });
});

describe("viennaDate", () => {
  it("uses the calendar date in Vienna, across daylight saving time", () => {
    expect(viennaDate(new Date("2026-03-29T22:30:00Z"))).toBe("2026-03-30");
    expect(viennaDate(new Date("2026-06-14T21:59:00Z"))).toBe("2026-06-14");
    expect(viennaDate(new Date("2026-06-14T22:00:00Z"))).toBe("2026-06-15");
    expect(viennaDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});
