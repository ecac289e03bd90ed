// Generators of hostile input for the fuzz tests: wrong types, huge strings,
// unicode (NUL, right-to-left and zero-width characters), nulls, extra keys,
// HTML and SQL payloads, deep nesting, out-of-range numbers, unknown enum
// values, and near-valid objects with one field broken.
import fc from "fast-check";

/** Arrays nested `depth` levels deep (20 KB of "[[[…]]]" is 10,000 levels). */
export function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** Characters that are invisible or turn the text around. */
export const invisible = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u202E", "\u202D", "\u2067"];

/** Numbers no field accepts. */
export const outOfRange = [-1, 0, 6, 101, 3_601, 2 ** 31, -(2 ** 53), 2 ** 53 + 2, 1e21, 1e308, -1e308, 0.5];

/** Words that look like an enum value but are none. */
export const unknownEnumValues = [
  "nicht-vorhanden",
  "HARMONISCH",
  "Monthly",
  "admin",
  "pro",
  "müde ",
  "lösch",
];

export const payloads = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "${process.exit(1)}",
  "{{7*7}}",
  "\u0000",
  "\u202E\u202D",
  "👩‍👩‍👧‍👦🐕‍🦺🐈‍⬛",
  "ä".repeat(5_000),
  "x".repeat(100_000),
  "   ",
  "",
  "null",
  "__proto__",
  "constructor",
];

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...payloads),
  fc.constantFrom(...outOfRange, ...unknownEnumValues),
  fc
    .tuple(fc.constantFrom(...invisible, "\u0000"), fc.constantFrom("Hallo", "مرحبا", "שלום", ""))
    .map(([mark, word]) => `${mark}${word}${mark}`),
  fc.integer({ min: 2, max: 12_000 }).map(deeplyNested),
  fc.constantFrom(null, undefined, true, false, 0, -1, 1e308, Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.bigInt().map((value) => value.toString()),
  fc
    .date({ noInvalidDate: false })
    .map((date) => (Number.isNaN(date.getTime()) ? "invalid" : date.toISOString())),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.anything(), { maxKeys: 5 }),
  fc.uuid(),
);

/** A valid example with one field replaced, removed or an extra key added. */
export function nearValid(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const replace = fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ["value"])), weirdValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  const remove = fc.constantFrom(...(keys.length > 0 ? keys : ["value"])).map((key) => {
    const copy: Record<string, unknown> = { ...valid };
    delete copy[key];
    return copy;
  });
  const extra = fc
    .tuple(fc.constantFrom("isAdmin", "userId", "id", "__proto__", "role", "plan", "extra"), weirdValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(replace, replace, remove, extra);
}

/** Anything at all, or something close to a valid input. */
export function badInput(valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  return valid
    ? fc.oneof(fc.anything(), weirdValue, nearValid(valid), nearValid(valid))
    : fc.oneof(fc.anything(), weirdValue);
}
