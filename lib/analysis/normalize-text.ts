/**
 * German free text in one searchable shape, so that "Rückenschmerzen", "Rueckenschmerzen" and
 * "RÜCKENSCHMERZEN" all read "rueckenschmerzen". Every output character remembers where it came
 * from, so a match can be shown to the user in their own spelling.
 */
export interface NormalizedText {
  /** Lower-case a–z and 0–9, words separated by one space, sentence ends as a "." word. */
  readonly text: string;
  /** For each character of `text`, the index of the original character it came from. */
  readonly sourceIndex: readonly number[];
  readonly original: string;
}

const SPELLED_OUT: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const SENTENCE_END = /[.!?;\n]/;
const WORD_CHAR = /[a-z0-9]/;
const DIGIT = /[0-9]/;

function foldCharacter(character: string): string {
  const lower = character.toLowerCase();
  return SPELLED_OUT[lower] ?? lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** A decimal separator between digits ("39,5") stays part of the number. */
function isDecimalSeparator(original: string, index: number): boolean {
  const character = original[index];
  if (character !== "," && character !== ".") return false;
  return DIGIT.test(original[index - 1] ?? "") && DIGIT.test(original[index + 1] ?? "");
}

export function normalizeText(original: string): NormalizedText {
  const out: string[] = [];
  const sourceIndex: number[] = [];
  const push = (character: string, from: number) => {
    out.push(character);
    sourceIndex.push(from);
  };
  const pushSpace = (from: number) => {
    if (out.length > 0 && out[out.length - 1] !== " ") push(" ", from);
  };

  for (let index = 0; index < original.length; index += 1) {
    const character = original[index] ?? "";
    if (isDecimalSeparator(original, index)) {
      push(",", index);
      continue;
    }
    if (SENTENCE_END.test(character)) {
      if (out.length > 0 && out[out.length - 2] !== ".") {
        pushSpace(index);
        push(".", index);
        push(" ", index);
      }
      continue;
    }
    for (const folded of foldCharacter(character)) {
      if (WORD_CHAR.test(folded)) push(folded, index);
      else pushSpace(index);
    }
  }
  while (out.length > 0 && (out[out.length - 1] === " " || out[out.length - 1] === ".")) {
    out.pop();
    sourceIndex.pop();
  }
  return { text: out.join(""), sourceIndex, original };
}

/** Normalises a keyword written in ordinary German ("Rücken") to the searchable form. */
export function normalizeKeyword(keyword: string): string {
  return normalizeText(keyword).text;
}

/** The original text behind `text.slice(start, end)`, trimmed of surrounding punctuation. */
export function originalFragment(normalized: NormalizedText, start: number, end: number): string {
  const from = normalized.sourceIndex[start];
  const to = normalized.sourceIndex[end - 1];
  if (from === undefined || to === undefined) return "";
  return normalized.original
    .slice(from, to + 1)
    .replace(/\s+/g, " ")
    .trim();
}

/** Widens [start, end) in the normalised text to whole words. */
export function wholeWords(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from > 0 && WORD_CHAR.test(text[from - 1] ?? "")) from -= 1;
  while (to < text.length && WORD_CHAR.test(text[to] ?? "")) to += 1;
  return [from, to];
}

/** The words right before `position` in the same sentence, nearest last. */
export function wordsBefore(text: string, position: number, count: number): string[] {
  const head = text.slice(0, position);
  const sentenceStart = head.lastIndexOf(" . ");
  const words = head
    .slice(sentenceStart === -1 ? 0 : sentenceStart + 3)
    .split(" ")
    .filter((word) => word.length > 0);
  return words.slice(-count);
}
