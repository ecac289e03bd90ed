// Walking a JSON value recursively (findNul, zod) overflows the stack on a few
// kilobytes of nested arrays. Inputs are measured here first, without
// recursion, and anything nested deeper than any form of the app is refused.

/** Deeper than any input the app's pages send (the profile is three levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays or objects more than `max` levels deep. */
export function exceedsDepth(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
