import { standardWords } from "@/lib/language/colloquial";
import {
  EMOJI_WORDS,
  foldCharacter,
  foldDigraphs,
  isInvisible,
  isPictographic,
  squeezeRepeats,
  undoLeetspeak,
} from "@/lib/language/fold";
import { stem } from "@/lib/language/stem";

/** One word of a message, in the shapes the detectors compare. */
export interface Token {
  /** Folded, colloquial forms read as standard German: "Müüüde" → "mude", "nimmer" → "nicht", "mehr". */
  readonly word: string;
  /** Snowball stem of `word`. */
  readonly stem: string;
  /** Written with a capital letter: in German, usually a noun. */
  readonly capital: boolean;
  /** Position in the message. */
  readonly index: number;
  readonly sentence: number;
  readonly clause: number;
  /** The span of the original text this word came from. */
  readonly start: number;
  readonly end: number;
}

export interface Sentence {
  readonly first: number;
  /** Exclusive. */
  readonly last: number;
  readonly question: boolean;
}

export interface GermanText {
  readonly original: string;
  readonly tokens: readonly Token[];
  readonly sentences: readonly Sentence[];
}

const SENTENCE_END = new Set([".", "!", "?", ";", "\n", "…", "。"]);
/** Parentheses do not end a clause: "meine Tochter (14) hat …" is one. */
const CLAUSE_BREAK = new Set([",", ":", '"', "„", "“", "”", "«", "»", "–", "—", "/", "|", "*"]);
const JOINERS = new Set(["-", "‐", "‑", "_"]);
const DIGIT = /[0-9]/;
const SUBORDINATORS = new Set([
  "dass",
  "weil",
  "wenn",
  "obwohl",
  "nachdem",
  "bevor",
  "sobald",
  "falls",
  "ob",
  "aber",
  "sondern",
  "denn",
  "sodass",
  "wahrend",
  "solange",
]);

interface Draft {
  word: string;
  capital: boolean;
  start: number;
  end: number;
  sentence: number;
  clause: number;
}

/**
 * A text read on its own, with what reading it after other texts needs: a line break ends its last
 * sentence, and the next text's sentences and clauses are numbered on from there.
 */
export interface GermanPart {
  readonly text: GermanText;
  /** Per token: its clause before conjunctions split clauses, and the splits before it. */
  readonly clauses: readonly number[];
  readonly splits: readonly number[];
  /** Sentences with a question mark, including one the next text would start. */
  readonly questions: ReadonlySet<number>;
  /** Where the sentence, clause and split numbers of a text after this one start. */
  readonly next: { readonly sentence: number; readonly clause: number; readonly split: number };
}

/**
 * Reads a message as words, sentences and clauses. Invisible characters vanish inside words
 * ("um\u200bbringen"), hyphenated words join ("Schlaf-Tabletten"), emoji that stand for a word
 * become that word, decimal numbers stay whole ("39,5" → "39.5").
 */
export function readGerman(original: string): GermanText {
  return readGermanPart(original).text;
}

/** readGerman, with what joinGermanParts needs. */
export function readGermanPart(original: string): GermanPart {
  const drafts: Draft[] = [];
  let sentence = 0;
  let clause = 0;
  let word = "";
  let start = -1;
  let end = -1;
  const questions = new Set<number>();

  const flush = () => {
    if (word.length > 0) {
      const first = original.slice(start, start + 2);
      const capital = /^\p{Lu}/u.test(first) && !/^\p{Lu}{2}/u.test(original.slice(start, end));
      drafts.push({ word, capital, start, end, sentence, clause });
    }
    word = "";
    start = -1;
  };
  const endSentence = () => {
    flush();
    if (drafts.length > 0 && drafts[drafts.length - 1]?.sentence === sentence) {
      sentence += 1;
      clause += 1;
    }
  };
  const endClause = () => {
    flush();
    if (drafts.length > 0 && drafts[drafts.length - 1]?.clause === clause) clause += 1;
  };

  const characters = Array.from(original);
  let offset = 0;
  for (let position = 0; position < characters.length; position += 1) {
    const character = characters[position] ?? "";
    const at = offset;
    offset += character.length;
    const previous = characters[position - 1] ?? "";
    const next = characters[position + 1] ?? "";

    if (isInvisible(character)) continue;
    if ((character === "," || character === ".") && DIGIT.test(previous) && DIGIT.test(next) && word) {
      word += ".";
      end = offset;
      continue;
    }
    // "im 10. Stock": an ordinal number, not the end of a sentence.
    if (
      character === "." &&
      DIGIT.test(previous) &&
      next === " " &&
      /[\p{L}]/u.test(characters[position + 2] ?? "")
    ) {
      flush();
      continue;
    }
    if (SENTENCE_END.has(character)) {
      if (character === "?") questions.add(sentence);
      endSentence();
      continue;
    }
    if (CLAUSE_BREAK.has(character) || (JOINERS.has(character) && (previous === " " || next === " "))) {
      endClause();
      continue;
    }
    if (JOINERS.has(character) && word) continue;
    if (isPictographic(character)) {
      flush();
      const meaning = EMOJI_WORDS[character];
      if (meaning) drafts.push({ word: meaning, capital: false, start: at, end: offset, sentence, clause });
      continue;
    }
    const folded = foldCharacter(character);
    if (folded === "") {
      flush();
      continue;
    }
    if (word === "") start = at;
    word += folded;
    end = offset;
  }
  flush();
  // A line break after the text would end its last sentence, as endSentence does.
  const open = drafts.length > 0 && drafts[drafts.length - 1]?.sentence === sentence;

  const tokens: Token[] = [];
  const clauses: number[] = [];
  const splits: number[] = [];
  let clauseShift = 0;
  let previousClause = -1;
  for (const draft of drafts) {
    // A subordinate or contrasting clause starts at its conjunction, with or without a comma.
    if (SUBORDINATORS.has(draft.word) && draft.clause === previousClause) clauseShift += 1;
    previousClause = draft.clause;
    const cleaned = /^[0-9.]+$/.test(draft.word)
      ? draft.word
      : squeezeRepeats(foldDigraphs(undoLeetspeak(draft.word)));
    for (const part of standardWords(cleaned)) {
      tokens.push({
        word: part,
        stem: stem(part),
        capital: draft.capital,
        index: tokens.length,
        sentence: draft.sentence,
        clause: draft.clause * 1000 + clauseShift,
        start: draft.start,
        end: draft.end,
      });
      clauses.push(draft.clause);
      splits.push(clauseShift);
    }
  }
  return {
    text: { original, tokens, sentences: sentencesOf(tokens, questions) },
    clauses,
    splits,
    questions,
    next: {
      sentence: sentence + (open ? 1 : 0),
      clause: clause + (open ? 1 : 0),
      split: clauseShift,
    },
  };
}

/**
 * The texts joined by line breaks, exactly as readGerman(texts.join("\n")) reads them: a text
 * read once can be read again with others (the crisis net reads each message with those before it).
 */
export function joinGermanParts(parts: readonly GermanPart[]): GermanText {
  const tokens: Token[] = [];
  const questions = new Set<number>();
  let start = 0;
  let sentence = 0;
  let clause = 0;
  let split = 0;
  for (const part of parts) {
    part.text.tokens.forEach((token, index) => {
      tokens.push({
        ...token,
        index: tokens.length,
        sentence: token.sentence + sentence,
        clause: ((part.clauses[index] ?? 0) + clause) * 1000 + (part.splits[index] ?? 0) + split,
        start: token.start + start,
        end: token.end + start,
      });
    });
    for (const question of part.questions) questions.add(question + sentence);
    start += part.text.original.length + 1;
    sentence += part.next.sentence;
    clause += part.next.clause;
    split += part.next.split;
  }
  const original = parts.map((part) => part.text.original).join("\n");
  return { original, tokens, sentences: sentencesOf(tokens, questions) };
}

function sentencesOf(tokens: readonly Token[], questions: ReadonlySet<number>): Sentence[] {
  const sentences: Sentence[] = [];
  for (const token of tokens) {
    const current = sentences[sentences.length - 1];
    if (current && tokens[current.first]?.sentence === token.sentence) {
      sentences[sentences.length - 1] = { ...current, last: token.index + 1 };
    } else {
      sentences.push({ first: token.index, last: token.index + 1, question: questions.has(token.sentence) });
    }
  }
  return sentences;
}

/** The user's own words behind tokens [from, to], for showing what was recognised. */
export function fragment(text: GermanText, from: number, to: number): string {
  const first = text.tokens[from];
  const last = text.tokens[to];
  if (!first || !last) return "";
  return text.original.slice(first.start, last.end).replace(/\s+/g, " ").trim();
}
