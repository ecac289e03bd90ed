import { remembered } from "@/lib/language/text-memo";

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

/** The text in its searchable shape; a reply reads each text once (withTextMemo). */
export function normalizeText(original: string): NormalizedText {
  return normalized(original);
}

const normalized = remembered((original: string) => original, normalize);

function normalize(original: string): NormalizedText {
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

/** The words right after `position` in the same sentence, nearest first. */
export function wordsAfter(text: string, position: number, count: number): string[] {
  const tail = text.slice(position);
  const sentenceEnd = tail.indexOf(" . ");
  return (sentenceEnd === -1 ? tail : tail.slice(0, sentenceEnd))
    .split(" ")
    .filter((word) => word.length > 0)
    .slice(0, count);
}

const CLAUSE_BOUNDARY = /[.,;:!?()\n–—"„“”]/;
const PHRASE_WORDS_EACH_SIDE = 4;
/** Words that open the next clause; a phrase stops before them. */
const CLAUSE_OPENERS = new Set(["und", "aber", "doch", "weil", "dass", "wenn", "obwohl", "sondern", "oder"]);

/**
 * The phrase around `text.slice(start, end)` in the user's own words: the clause it stands in,
 * at most four words either side, so "verspannter" is quoted as „Nacken ist verspannter“.
 * A noun (capitalised inside a sentence) stands on its own and is quoted alone.
 */
export function phraseAround(normalized: NormalizedText, start: number, end: number): string {
  const fragment = originalFragment(normalized, start, end);
  const first = fragment.charAt(0);
  const { original } = normalized;
  let from = normalized.sourceIndex[start] ?? 0;
  const opensSentence = /(^|[.!?\n]\s*)$/.test(original.slice(0, from).trimEnd());
  if (first !== first.toLowerCase() && !opensSentence) return fragment;
  let to = (normalized.sourceIndex[end - 1] ?? original.length - 1) + 1;
  for (let words = 0; words < PHRASE_WORDS_EACH_SIDE; words += 1) {
    const before = original.slice(0, from).match(/(\S+)\s*$/);
    if (!before?.[1] || CLAUSE_BOUNDARY.test(before[1].slice(-1))) break;
    if (CLAUSE_OPENERS.has(before[1].toLowerCase())) break;
    from -= before[0].length;
  }
  for (let words = 0; words < PHRASE_WORDS_EACH_SIDE; words += 1) {
    if (CLAUSE_BOUNDARY.test(original.charAt(to))) break;
    const after = original.slice(to).match(/^\s*([^\s.,;:!?()–—"„“”]+)/);
    if (!after?.[1] || CLAUSE_OPENERS.has(after[1].toLowerCase())) break;
    to += after[0].length;
  }
  return original.slice(from, to).replace(/\s+/g, " ").trim();
}
