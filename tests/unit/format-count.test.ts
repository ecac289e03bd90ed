import { describe, expect, it } from "vitest";

import { formatCount } from "@/lib/format-count";

describe("formatCount", () => {
  const german = new Intl.NumberFormat("de-DE");

  it.each([0, 7, 42, 999, 1000, 2000, 4000, 12_345, 100_000, 1_234_567, -1, -1000, -98_765])(
    "writes %d as Intl.NumberFormat('de-DE') does",
    (value) => {
      expect(formatCount(value)).toBe(german.format(value));
    },
  );

  it("drops a fraction instead of rounding it", () => {
    expect(formatCount(1999.9)).toBe("1.999");
  });
});
