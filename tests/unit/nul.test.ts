import { describe, expect, it } from "vitest";

import { findNul } from "@/lib/validations/nul";

describe("findNul", () => {
  it("finds NUL in a string at any depth and names its path", () => {
    expect(findNul("Ma\u0000ra")).toBe("_");
    expect(findNul({ name: "Mara", tags: ["a", { deep: "<b>\u0000</b>" }] })).toBe("tags.1.deep");
    expect(findNul([["x", "\u0000"]])).toBe("0.1");
  });

  it("finds nothing in clean input, whatever else it holds", () => {
    expect(findNul({ text: "Grüße 👋 <script>\t\n", count: 2, none: null, date: new Date(0) })).toBeNull();
    expect(findNul(undefined)).toBeNull();
    expect(findNul(JSON.parse('{"__proto__": {"x": "y"}}'))).toBeNull();
  });

  it("looks into an own __proto__ key", () => {
    expect(findNul(JSON.parse('{"__proto__": {"x": "\\u0000"}}'))).toBe("__proto__.x");
  });
});
