/**
 * Finds words that are one typing error away from a known word: a letter missing, added, swapped
 * with its neighbour or replaced ("umbrignen", "Tabeltten", "selbsmord"). It indexes every known
 * word with each of its letters deleted once, the symmetric-delete method, so a lookup costs one
 * probe per letter of the typed word instead of a comparison with every known word.
 */
export class TypoIndex<T> {
  private readonly byVariant = new Map<string, Set<{ word: string; value: T }>>();

  constructor(private readonly minimumLength: number) {}

  add(word: string, value: T): void {
    if (word.length < this.minimumLength) return;
    for (const variant of deletions(word)) {
      const values = this.byVariant.get(variant) ?? new Set<{ word: string; value: T }>();
      values.add({ word, value });
      this.byVariant.set(variant, values);
    }
  }

  /** Values whose word is exactly one edit away from `typed`. */
  find(typed: string): T[] {
    if (typed.length < this.minimumLength - 1) return [];
    const found = new Set<T>();
    for (const variant of deletions(typed)) {
      for (const { word, value } of this.byVariant.get(variant) ?? []) {
        // Shared deletions also pair words two edits apart ("verstehen", "erstechen"): check.
        if (word !== typed && withinOneEdit(word, typed)) found.add(value);
      }
    }
    return [...found];
  }
}

/** The word itself and the word with each letter deleted once. */
function deletions(word: string): string[] {
  const variants = [word];
  for (let index = 0; index < word.length; index += 1) {
    variants.push(word.slice(0, index) + word.slice(index + 1));
  }
  return variants;
}

/** Optimal string alignment distance, capped: anything above `max` returns max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
    }
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/**
 * editDistance(a, b, 1) <= 1 without the table: equal, or one letter replaced, added, dropped, or
 * swapped with its neighbour, around the first place the two differ. The typo lookups ask this of
 * every long word of every message.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  if (a.length > b.length) return a.slice(at + 1) === b.slice(at);
  if (a.length < b.length) return a.slice(at) === b.slice(at + 1);
  if (a.slice(at + 1) === b.slice(at + 1)) return true;
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Whether `word` starts with `part`, allowing one typing error ("suizitgedanken" for "suizid…"). */
export function startsWithNearly(word: string, part: string): boolean {
  if (word.startsWith(part)) return true;
  for (const length of [part.length - 1, part.length, part.length + 1]) {
    if (length <= 0 || length > word.length) continue;
    if (withinOneEdit(word.slice(0, length), part)) return true;
  }
  return false;
}
