/** Free-text profile fields need at least this many words (spec §5, §9). */
export const MIN_WORDS = 5;

/** A word is a whitespace-separated token (spec §5). */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return text.split(/\s+/).filter((token) => token.length > 0).length;
}

export const hasEnoughWords = (text: string | null | undefined): boolean => countWords(text) >= MIN_WORDS;
