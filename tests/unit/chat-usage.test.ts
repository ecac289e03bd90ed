// The Free limit counts coach replies per calendar day in Europe/Vienna, across daylight saving.
import { describe, expect, it } from "vitest";

import { allowance, coachDay } from "@/server/chat/usage";

describe("coachDay", () => {
  it("follows Vienna's midnight in winter (UTC+1)", () => {
    expect(coachDay(new Date("2026-01-20T22:59:59Z"))).toBe("2026-01-20");
    expect(coachDay(new Date("2026-01-20T23:00:00Z"))).toBe("2026-01-21");
  });

  it("follows Vienna's midnight in summer (UTC+2)", () => {
    expect(coachDay(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(coachDay(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });

  it("stays on the same day across the change to summer time", () => {
    // 29 March 2026: 02:00 becomes 03:00 in Vienna.
    expect(coachDay(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29");
    expect(coachDay(new Date("2026-03-29T21:30:00Z"))).toBe("2026-03-29");
    expect(coachDay(new Date("2026-03-29T22:30:00Z"))).toBe("2026-03-30");
  });
});

describe("allowance", () => {
  it("counts down from 3 on Free and never below 0", () => {
    expect(allowance("free", 0)).toEqual({ remaining: 3, limit: 3 });
    expect(allowance("free", 2)).toEqual({ remaining: 1, limit: 3 });
    expect(allowance("free", 3)).toEqual({ remaining: 0, limit: 3 });
    expect(allowance("free", 7)).toEqual({ remaining: 0, limit: 3 });
  });

  it("has no limit on Pro", () => {
    expect(allowance("pro", 50)).toBeNull();
  });
});
