/**
 * Character-level cleaning of user text before it is read: invisible characters vanish, look-alike
 * letters from other scripts become Latin, and every letter is folded to lower-case ASCII
 * ("Ü" → "u", "ß" → "ss"), so that "Müde", "MUEDE" and "mude" read the same.
 */

/** Zero-width characters, bidi controls, soft hyphens and variation selectors: removed, never a break. */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff]/u;

/** Cyrillic and Greek letters that look like Latin ones ("Тablеtten" with a Cyrillic Т and е). */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  ɡ: "g",
  ь: "b",
  п: "n",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ϲ: "c",
  ς: "c",
};

const FOLDED: Readonly<Record<string, string>> = {
  ä: "a",
  ö: "o",
  ü: "u",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
};

/** Emoji that stand for a word people would otherwise write; every other emoji separates words. */
export const EMOJI_WORDS: Readonly<Record<string, string>> = {
  "💊": "tabletten",
  "🔪": "messer",
  "🗡": "messer",
  "🪢": "strick",
  "🔫": "pistole",
  "🩸": "blut",
  "⚰": "sarg",
  "🪦": "grab",
  "🚆": "zug",
  "🚂": "zug",
  "🚄": "zug",
  "🚇": "ubahn",
  "🌉": "bruecke",
  "🔥": "feuer",
  // Laughter and joy: they mark a message as light-hearted ("ich sterbe 😂"), never a crisis alone.
  "😂": "haha",
  "🤣": "haha",
  "😹": "haha",
  "😆": "haha",
  "😅": "haha",
  // Irony and annoyance: "spring ich aus dem Fenster 🙄" is not meant.
  "🙄": "haha",
  "🤦": "haha",
  "😤": "haha",
  "😾": "haha",
  "🙈": "haha",
  "😜": "haha",
  "😝": "haha",
  "🤪": "haha",
  "😌": "freude",
  "😄": "freude",
  "😁": "freude",
  "😊": "freude",
  "🙂": "freude",
  "🥰": "freude",
  "😍": "freude",
  "🥳": "freude",
  "🎉": "freude",
  "💍": "freude",
  "✈": "freude",
  "💪": "freude",
  // Holidays, music and treats: "noch 3 Tage Schule und dann Sommerferien 🌞".
  "🌞": "freude",
  "☀": "freude",
  "🌕": "freude",
  "🏖": "freude",
  "🌴": "freude",
  "🎸": "freude",
  "🎶": "freude",
  "🎵": "freude",
  "🍕": "freude",
  "🎂": "freude",
  "🍻": "freude",
  "🥂": "freude",
  "🍦": "freude",
};

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1f3fb}-\u{1f3ff}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export type CharacterClass = "invisible" | "word" | "emoji" | "other";

export function isInvisible(character: string): boolean {
  return INVISIBLE.test(character);
}

export function isPictographic(character: string): boolean {
  return PICTOGRAPHIC.test(character);
}

/**
 * One character folded to lower-case ASCII letters and digits. Returns "" for characters that are
 * not letters or digits (the caller treats them as separators).
 */
export function foldCharacter(character: string): string {
  const compatible = character.normalize("NFKC");
  let out = "";
  for (const part of compatible) {
    const lower = part.toLowerCase();
    const mapped = HOMOGLYPHS[lower] ?? FOLDED[lower] ?? lower;
    for (const piece of mapped.normalize("NFD")) {
      if (/[a-z0-9]/.test(piece)) out += piece;
      else if (LETTER_OR_DIGIT.test(piece) && !/\p{M}/u.test(piece)) out += piece === "ı" ? "i" : "";
    }
  }
  return out;
}

/** Digits written for letters inside a word ("t0t", "umbr1ngen"); numbers such as "10mg" stay. */
const LEET: Readonly<Record<string, string>> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };

export function undoLeetspeak(word: string): string {
  if (!/[a-z]/.test(word) || !/[0-9]/.test(word)) return word;
  return word.replace(/(?<=[a-z])[013457](?=[a-z])/g, (digit) => LEET[digit] ?? digit);
}

/**
 * Umlauts typed as digraphs ("muede", "Bruecke") read like the umlaut itself, which folding has
 * already turned into the bare vowel. A vowel before them ("Feuer", "bauen") keeps the pair.
 */
export function foldDigraphs(word: string): string {
  return word.replace(/(?<![aeiouq])([aou])e/g, "$1");
}

/** Letters stretched for emphasis: vowels ("neeein") to one, consonants ("allllle") to two. */
export function squeezeRepeats(word: string): string {
  return word.replace(/([aeiouy])\1{2,}/g, "$1").replace(/([^aeiouy0-9])\1{2,}/g, "$1$1");
}
