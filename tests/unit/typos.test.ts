// The typo lookups of the crisis net and the red flags use withinOneEdit instead of the table of
// editDistance: the answer must be the same for every pair of words.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { editDistance, withinOneEdit } from "@/lib/language/typos";

/** Short words over few letters, so that near misses (swaps, doubled letters) are common. */
const word = fc.string({ unit: fc.constantFrom("a", "b", "e", "n", "ü", "ß"), maxLength: 9 });

describe("withinOneEdit", () => {
  it("answers as editDistance(a, b, 1) <= 1 does", () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneEdit(a, b)).toBe(editDistance(a, b, 1) <= 1);
      }),
      { numRuns: 20_000 },
    );
  });

  it("answers as editDistance does for a word and its single edits", () => {
    fc.assert(
      fc.property(word, fc.nat(10), fc.constantFrom("a", "b", "x"), (a, at, letter) => {
        const i = Math.min(at, a.length);
        const edits = [
          a.slice(0, i) + letter + a.slice(i),
          a.slice(0, i) + a.slice(i + 1),
          a.slice(0, i) + letter + a.slice(i + 1),
          a.slice(0, i) + a.slice(i + 1, i + 2) + a.slice(i, i + 1) + a.slice(i + 2),
        ];
        for (const b of edits) expect(withinOneEdit(a, b)).toBe(editDistance(a, b, 1) <= 1);
      }),
      { numRuns: 5_000 },
    );
  });
});
