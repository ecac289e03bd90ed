import { normalizeText } from "@/lib/analysis/normalize-text";

/** One sentence of a message, folded for the rules: " ich schlafe seit der trennung schlecht ". */
export interface MemorySentence {
  /** Lower-case a–z and 0–9 (ä → ae), words separated by one space, padded with a space each side. */
  words: string;
  question: boolean;
}

/** Longer sentences are not read: a durable statement is short, and the rules stay linear and cheap. */
export const MAX_SENTENCE_CHARACTERS = 240;

/** The sentences of a text, in order; a sentence ending in '?' is a question. */
export function sentencesOf(text: string): MemorySentence[] {
  const pieces = text.match(/[^.!?;\n]+[.!?;\n]*/g) ?? [];
  return pieces
    .map((piece) => ({ words: ` ${normalizeText(piece).text} `, question: piece.includes("?") }))
    .filter((sentence) => sentence.words.trim().length > 0);
}

/** Up to six words between two parts of a pattern ("ich schlafe [seit der trennung] schlecht"). */
export const GAP = "((?: [a-z0-9]+){0,6}?)";

/** A negation anywhere in the words: such a sentence is not a fact ("keine Rückenschmerzen mehr"). */
export const NEGATION = / (?:nicht|nichts|kein|keine|keinen|keinem|keiner|nie|niemals|nimmer) /;

/**
 * Words that make a statement uncertain, passing or about the past; such a sentence is not stored
 * (when in doubt, nothing).
 */
export const DOUBT = new RegExp(
  ` (?:${[
    "vielleicht",
    "eventuell",
    "wahrscheinlich",
    "wuerde",
    "wuerdest",
    "waere",
    "waeren",
    "koennte",
    "falls",
    "ob",
    "glaube",
    "glaub",
    "denke",
    "frueher",
    "damals",
    "heute",
    "gestern",
    "vorhin",
    "gerade",
    "eben",
    "neulich",
    "letzte nacht",
    "diese nacht",
    "diese woche",
    "heute nacht",
    "traeume",
    "traeumte",
    "hoffentlich",
    "angeblich",
    "sagt",
    "sagen",
    "meint",
    "fragt",
    "frage mich",
    "wenn ich waere",
  ].join("|")}) `,
);

/** A German list: "A", "A und B", "A, B und C". */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1) ?? ""}`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first entry of a table whose pattern holds, with its value. */
export function firstOf<T>(words: string, table: readonly (readonly [RegExp, T])[]): T | null {
  for (const [pattern, value] of table) if (pattern.test(words)) return value;
  return null;
}

/** Every entry whose pattern holds, in the order they appear in the words, each value once. */
export function allOf<T>(words: string, table: readonly (readonly [RegExp, T])[]): T[] {
  const found: { at: number; value: T }[] = [];
  for (const [pattern, value] of table) {
    const match = pattern.exec(words);
    if (match && !found.some((entry) => entry.value === value)) found.push({ at: match.index, value });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.value);
}
