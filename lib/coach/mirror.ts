import { normalizeText } from "@/lib/analysis/normalize-text";
import { SECOND_PERSON, SHARED_WITH_THIRD_PERSON } from "@/lib/coach/verb-forms";

/**
 * Reflective listening: the user's own words from the user's side, "Die Arbeit laugt mich aus" →
 * "die Arbeit laugt dich aus", "Warum bin ich so unruhig?" → "warum du so unruhig bist". Returns
 * null whenever the sentence cannot be turned around safely; the reply then names the topic instead.
 */
export interface Mirror {
  kind: "statement" | "question";
  /** Lower-case start, no final punctuation. */
  text: string;
}

const MAX_WORDS = 16;
const MIN_WORDS = 3;

const PRONOUNS: Readonly<Record<string, string>> = { ich: "du", mich: "dich", mir: "dir" };
/** Clauses addressing the coach or speaking for several people are not mirrored. */
const OTHER_PERSON = /^(?:du|dich|dir|dein\w*|euch|euer|eure\w*|wir|uns|unser\w*)$/;
const COORDINATORS = new Set(["und", "aber", "oder", "denn", "doch", "sondern"]);
const SUBORDINATORS = new Set([
  "weil",
  "dass",
  "wenn",
  "ob",
  "obwohl",
  "da",
  "als",
  "nachdem",
  "bevor",
  "sobald",
  "seit",
  "seitdem",
  "während",
  "damit",
  "bis",
  "falls",
  "sodass",
  "wie",
  "was",
  "warum",
  "wieso",
  "weshalb",
  "wo",
  "wofür",
  "womit",
  "worüber",
]);
const RELATIVE_PRONOUNS = new Set(["der", "die", "das", "den", "dem", "denen"]);
const QUESTION_WORDS = new Set([
  "warum",
  "wieso",
  "weshalb",
  "was",
  "wie",
  "wann",
  "wo",
  "wohin",
  "woher",
  "wozu",
  "wofür",
  "womit",
  "woran",
  "worüber",
  "wer",
  "wem",
  "wen",
]);
const TWO_WORD_QUESTIONS = /^(?:welche[rsnm]?|wie (?:lange|oft|viel|viele|sehr|genau|schnell))$/;
const FINITE_VERBS = new Set([
  ...Object.keys(SECOND_PERSON),
  ...Object.values(SECOND_PERSON),
  "ist",
  "sind",
  "hat",
  "haben",
  "kann",
  "können",
  "soll",
  "sollen",
  "muss",
  "darf",
  "gibt",
  "hilft",
  "helfen",
  "wird",
  "werden",
  "macht",
  "bringt",
  "liegt",
  "kommt",
  "geht",
  "spürt",
  "merkt",
  "braucht",
  "hängt",
  "bedeutet",
  "sollte",
  "könnten",
  "sollten",
  "wäre",
]);
const PARTICLES = new Set([
  "ab",
  "an",
  "auf",
  "aus",
  "ein",
  "fest",
  "her",
  "hin",
  "los",
  "mit",
  "nach",
  "raus",
  "rein",
  "runter",
  "um",
  "vor",
  "weg",
  "weiter",
  "zu",
  "zurück",
  "zusammen",
]);
/** Sentence-initial words that are not nouns, so they lose their capital letter mid-sentence. */
const LOWERCASE_STARTS = new Set([
  ...SUBORDINATORS,
  ...QUESTION_WORDS,
  ...RELATIVE_PRONOUNS,
  ...COORDINATORS,
  ...FINITE_VERBS,
  "ein",
  "eine",
  "einen",
  "einem",
  "einer",
  "des",
  "er",
  "sie",
  "es",
  "man",
  "ihr",
  "ihre",
  "sein",
  "seine",
  "alles",
  "nichts",
  "jeden",
  "jede",
  "jeder",
  "diese",
  "dieser",
  "dieses",
  "diesen",
  "jetzt",
  "heute",
  "gestern",
  "abends",
  "morgens",
  "nachts",
  "tagsüber",
  "immer",
  "oft",
  "manchmal",
  "ständig",
  "schon",
  "noch",
  "gerade",
  "irgendwie",
  "eigentlich",
  "einfach",
  "so",
  "auch",
  "nur",
  "total",
  "echt",
  "wirklich",
  "meistens",
  "häufig",
  "selten",
  "früher",
  "neulich",
  "letztens",
  "seitdem",
  "deshalb",
  "trotzdem",
  "danach",
  "vorher",
  "später",
  "bald",
  "zurzeit",
  "momentan",
  "derzeit",
  "in",
  "im",
  "am",
  "an",
  "auf",
  "bei",
  "beim",
  "mit",
  "nach",
  "von",
  "vor",
  "zu",
  "zum",
  "zur",
  "für",
  "über",
  "unter",
  "gegen",
  "ohne",
  "seit",
  "dann",
  "dort",
  "hier",
  "nicht",
  "kein",
  "keine",
  "welche",
  "welcher",
  "welches",
  "welchen",
]);
/** Lower-case words ending in "t" that are not verbs, for telling a clause from a fragment. */
const NOT_VERBS = new Set([
  "gut",
  "selbst",
  "oft",
  "meist",
  "erst",
  "fast",
  "zuletzt",
  "bereits",
  "trotzdem",
  "recht",
  "nicht",
  "jetzt",
  "mit",
  "seit",
  "nebst",
]);
const LEADING_FILLERS =
  /^(?:(?:hallo|hi|hey|servus|also|naja|na ja|hm+|ok|okay|ja|nein|ehrlich gesagt|übrigens)[\s,!.]*)+/i;

function splitSentences(message: string): string[] {
  return message
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function pickSentence(sentences: readonly string[], focus: string | undefined): string | undefined {
  if (focus) {
    const withFocus = sentences.find((sentence) => normalizeText(sentence).text.includes(focus));
    if (withFocus) return withFocus;
  }
  return sentences.find((sentence) => sentence.split(/\s+/).length >= MIN_WORDS);
}

function secondPersonVerb(word: string): string | undefined {
  return SECOND_PERSON[word.toLowerCase()];
}

/** Index of the verb that belongs to the "ich" at `index`, or -1. */
function verbOf(words: readonly string[], index: number, subordinate: boolean): number {
  const next = words[index + 1]?.toLowerCase() ?? "";
  const previous = words[index - 1]?.toLowerCase() ?? "";
  if (secondPersonVerb(next)) return index + 1;
  if (subordinate && secondPersonVerb(words[words.length - 1] ?? "")) return words.length - 1;
  if (secondPersonVerb(previous) && !COORDINATORS.has(previous)) return index - 1;
  return -1;
}

/** Turns one clause to the second person; null if a verb cannot be conjugated safely. */
function shiftClause(clause: readonly string[], position: number): string[] | null {
  const lower = clause.map((word) => word.toLowerCase());
  if (lower.some((word) => OTHER_PERSON.test(word))) return null;
  const first = lower[0] ?? "";
  const subordinate = SUBORDINATORS.has(first) || (position > 0 && RELATIVE_PRONOUNS.has(first));
  const words = [...clause];

  for (const [index, word] of lower.entries()) {
    if (word !== "ich") continue;
    const plural = COORDINATORS.has(lower[index + 1] ?? "");
    if (plural) continue;
    const verb = verbOf(words, index, subordinate);
    if (verb === -1) return null;
    words[verb] = secondPersonVerb(words[verb] ?? "") ?? "";
    // "ich bin müde und kann nicht schlafen": the second verb shares the subject.
    for (let next = verb + 1; next < words.length - 1; next += 1) {
      const candidate = secondPersonVerb(words[next + 1] ?? "");
      if (COORDINATORS.has(lower[next] ?? "") && candidate) words[next + 1] = candidate;
    }
  }

  // "Kann nicht schlafen": a verb without a subject, only when unmistakably first person.
  const leadingVerb = secondPersonVerb(first);
  if (position === 0 && leadingVerb && !lower.includes("ich") && !SHARED_WITH_THIRD_PERSON.has(first)) {
    words.splice(0, 1, "du", leadingVerb);
  }

  return words.map((word) => {
    const key = word.toLowerCase();
    if (PRONOUNS[key]) return PRONOUNS[key];
    if (/^mein(?:e|en|em|er|es|s)?$/.test(key)) return `dein${key.slice(4)}`;
    return word;
  });
}

/** Moves the finite verb to the end: "warum bist du so müde" → "warum du so müde bist". */
function toIndirectQuestion(words: readonly string[]): string[] | null {
  const lower = words.map((word) => word.toLowerCase());
  const first = lower[0] ?? "";
  let verbIndex: number;
  let prefix: string[];
  if (QUESTION_WORDS.has(first)) {
    const twoWords = TWO_WORD_QUESTIONS.test(`${first} ${lower[1] ?? ""}`) || TWO_WORD_QUESTIONS.test(first);
    // Nouns are capitalised, so the verb is the first lower-case word: "Wie viele Stunden Schlaf brauche ich".
    verbIndex = words.findIndex((word, index) => index >= (twoWords ? 2 : 1) && word === word.toLowerCase());
    prefix = words.slice(0, verbIndex);
  } else if (FINITE_VERBS.has(first)) {
    verbIndex = 0;
    prefix = ["ob"];
  } else {
    return null;
  }
  const verb = words[verbIndex];
  if (verbIndex < 0 || verb === undefined || OTHER_PERSON.test(verb)) return null;
  const rest = words.slice(verbIndex + 1);
  const last = rest[rest.length - 1]?.toLowerCase();
  if (rest.length > 1 && last !== undefined && PARTICLES.has(last)) {
    return [...prefix, ...rest.slice(0, -1), `${last}${verb.toLowerCase()}`];
  }
  return [...prefix, ...rest, verb.toLowerCase()];
}

/** "Meistens um die Arbeit" is an answer, not a sentence to mirror: it needs a finite verb. */
function hasFiniteVerb(words: readonly string[]): boolean {
  return words.some((word, index) => {
    if (index === 0 && word !== word.toLowerCase()) return FINITE_VERBS.has(word.toLowerCase());
    if (word !== word.toLowerCase()) return false;
    return (
      FINITE_VERBS.has(word) ||
      (word.endsWith("t") && word.length > 3 && !NOT_VERBS.has(word) && !LOWERCASE_STARTS.has(word))
    );
  });
}

function lowercaseStart(text: string): string {
  const [first = "", ...rest] = text.split(" ");
  const lowered = first.toLowerCase();
  return [LOWERCASE_STARTS.has(lowered) || lowered === "du" ? lowered : first, ...rest].join(" ");
}

function clean(sentence: string): string | null {
  const trimmed = sentence
    .replace(LEADING_FILLERS, "")
    .replace(/[\s.!?…:;,)-]+$/u, "")
    .trim();
  // Quotes, brackets, emoji and the like: too easy to garble.
  if (!/^[\p{L}\d\s,'’-]+$/u.test(trimmed)) return null;
  return trimmed;
}

export function mirrorMessage(message: string, focus?: string): Mirror | null {
  const sentence = pickSentence(splitSentences(message), focus);
  if (!sentence) return null;
  const question = sentence.trimEnd().endsWith("?");
  const cleaned = clean(sentence);
  if (!cleaned) return null;

  const clauses = cleaned
    .split(/\s*,\s*|\s+-\s+/)
    .map((clause) => clause.split(/\s+/).filter((word) => word.length > 0))
    .filter((clause) => clause.length > 0);
  const wordCount = clauses.reduce((sum, clause) => sum + clause.length, 0);
  if (wordCount < MIN_WORDS || wordCount > MAX_WORDS) return null;

  const firstClause = clauses[0] ?? [];
  if (SUBORDINATORS.has(firstClause[0]?.toLowerCase() ?? "") && !question) return null;
  if (!hasFiniteVerb(clauses.flat())) return null;

  const shifted: string[][] = [];
  for (const [position, clause] of clauses.entries()) {
    const result = shiftClause(clause, position);
    if (!result) return null;
    shifted.push(result);
  }

  let kind: Mirror["kind"] = "statement";
  if (question) {
    // "Was kann ich tun, was hilft mir?" → "was du tun kannst, was dir hilft"
    for (const [position, clause] of shifted.entries()) {
      const opensQuestion = position === 0 || QUESTION_WORDS.has(clause[0]?.toLowerCase() ?? "");
      const indirect = opensQuestion ? toIndirectQuestion(clause) : null;
      if (!indirect) {
        // A question that cannot be turned into an indirect one is not mirrored at all.
        if (position === 0) return null;
        continue;
      }
      shifted[position] = indirect;
      if (position === 0) kind = "question";
    }
  }
  return { kind, text: lowercaseStart(shifted.map((clause) => clause.join(" ")).join(", ")) };
}
