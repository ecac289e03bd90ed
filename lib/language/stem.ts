import { stemmer } from "@orama/stemmers/german";

/**
 * The Snowball German stemmer ("Tabletten", "Tablette" → "tablett"), over folded words. Stems are
 * cached: a chat uses a few thousand distinct words, and stemming is the costliest step per word.
 */
const cache = new Map<string, string>();

/**
 * Words the stemmer would merge with an unrelated word that a detector looks for: "Messer" and
 * "messen" (both "mess"), "Leber" and "Leben", "Laster" and "Last".
 * These keep a stem of their own, also at the end of a compound ("Küchenmesser").
 */
const OWN_STEMS: readonly (readonly [RegExp, string])[] = [
  [/messer(?:e|en|n|s|es|ern)?$/, "messer"],
  [/leber(?:e|en|n|s)?$/, "leber"],
  [/^laster(?:e|en|n|s|es)?$/, "laster"],
];
const CACHE_LIMIT = 50_000;

export function stem(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const result = /^[a-z]+$/.test(word) ? (ownStem(word) ?? stemmer(word)) : word;
  cache.set(word, result);
  return result;
}

function ownStem(word: string): string | null {
  for (const [ending, kept] of OWN_STEMS) {
    const match = ending.exec(word);
    if (match) return word.slice(0, match.index) + kept;
  }
  return null;
}
