// PostgreSQL text cannot hold the NUL character (U+0000), and nothing a person
// types needs it. Inputs holding it anywhere are refused with a German field
// error before they reach the database, instead of failing there.

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The dotted path of the first string in `value` that holds NUL, at any depth
 * of arrays and plain objects ("_" for `value` itself), or null.
 */
export function findNul(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "_" : null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : value !== null && typeof value === "object" && isPlainObject(value)
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    const found = findNul(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
