import type { NegationMode } from "@/lib/analysis/knowledge-base/types";
import {
  normalizeKeyword,
  phraseAround,
  wholeWords,
  wordsAfter,
  wordsBefore,
  type NormalizedText,
} from "@/lib/analysis/normalize-text";

export interface KeywordMatcher {
  pattern: RegExp;
  excludes: readonly string[];
  ignoreWhenFollowedBy: readonly string[];
  negation: NegationMode;
}

export interface KeywordRules {
  keywords: readonly string[];
  excludes?: readonly string[];
  ignoreWhenFollowedBy?: readonly string[];
  negation?: NegationMode;
}

const COMPLAINT_NEGATIONS = [
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keinerlei",
  "ohne",
  "nie",
  "niemals",
];
const STRICT_NEGATIONS = [...COMPLAINT_NEGATIONS, "nicht", "kaum", "wenig", "selten", "weniger"];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "*" at the start: may begin inside a word; "$" at the end: must end the word. */
function keywordSource(keyword: string): string {
  const anywhere = keyword.startsWith("*");
  const wholeWordEnd = keyword.endsWith("$");
  const body = normalizeKeyword(keyword.replace(/^\*/, "").replace(/\$$/, ""));
  return `${anywhere ? "" : "(?<![a-z0-9])"}${escapeRegExp(body)}${wholeWordEnd ? "(?![a-z0-9])" : ""}`;
}

export function compileKeywords(rules: KeywordRules): KeywordMatcher {
  // Longer keywords first, so "wenn ich gestresst bin" wins over "wenn ich gestresst".
  const alternatives = [...rules.keywords]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map(keywordSource)
    .filter((source) => source.length > 0);
  return {
    pattern: new RegExp(alternatives.length > 0 ? alternatives.join("|") : "(?!)", "g"),
    excludes: (rules.excludes ?? []).map(normalizeKeyword),
    ignoreWhenFollowedBy: (rules.ignoreWhenFollowedBy ?? []).map(normalizeKeyword),
    negation: rules.negation ?? "complaint",
  };
}

/** Words that start a new clause: a negation beyond them belongs to something else. */
const CLAUSE_WORDS = ["und", "aber", "doch", "weil", "dass", "wenn", "obwohl", "sondern", "oder"];
/** "nicht mehr", "kaum mehr": what was true is no longer ("Ich kann nicht mehr abschalten"). */
const NO_LONGER = ["nicht mehr", "kaum mehr", "nie mehr", "keine mehr", "nicht laenger"];

/** `words`, read away from the match (nearest first), up to the nearest clause word. */
function sameClause(words: readonly string[]): string[] {
  const index = words.findIndex((word) => CLAUSE_WORDS.includes(word));
  return index === -1 ? [...words] : words.slice(0, index);
}

/** Whether the words, in reading order, say "no longer". */
const saysNoLonger = (words: readonly string[]) =>
  NO_LONGER.some((phrase) => ` ${words.join(" ")} `.includes(` ${phrase} `));

function isNegated(text: string, start: number, end: number, mode: NegationMode): boolean {
  if (mode === "none") return false;
  const negations = mode === "strict" ? STRICT_NEGATIONS : COMPLAINT_NEGATIONS;
  if (wordsBefore(text, start, 2).some((word) => negations.includes(word))) return true;
  // "Entspannt bin ich nicht mehr", "Die Kopfschmerzen sind nicht mehr da".
  if (saysNoLonger(sameClause(wordsAfter(text, end, 7)))) return true;
  // "Ich kann nicht mehr so richtig entspannt sein": for a resource only, since a complaint
  // that is "nicht mehr so stark" is still there.
  return mode === "strict" && saysNoLonger(sameClause(wordsBefore(text, start, 5).reverse()).reverse());
}

const CHANGE_WORDS = ["geworden", "werden", "wird", "wurde", "als"];
const DEGREE_WORDS = ["immer", "etwas", "viel", "deutlich", "noch", "bisschen", "wesentlich"];

/**
 * "ruhiger geworden", "etwas ruhiger als früher": a comparison says something changed (the house
 * got quieter), not that someone is calm. `matchEnd`: where the keyword itself ended.
 */
function isComparison(text: string, start: number, end: number, matchEnd: number): boolean {
  if (end <= matchEnd || !text.slice(start, end).endsWith("er")) return false;
  const [next = ""] = wordsAfter(text, end, 1);
  const [previous = ""] = wordsBefore(text, start, 1);
  return CHANGE_WORDS.includes(next) || DEGREE_WORDS.includes(previous);
}

function isFollowedBy(text: string, end: number, phrases: readonly string[]): boolean {
  const rest = text.slice(end).trimStart();
  return phrases.some((phrase) => rest === phrase || rest.startsWith(`${phrase} `));
}

/** Every distinct phrase in `text` that matches, in the user's spelling, in order of appearance. */
export function findKeywords(text: NormalizedText, matcher: KeywordMatcher): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const match of text.text.matchAll(matcher.pattern)) {
    const [start, end] = wholeWords(text.text, match.index, match.index + match[0].length);
    const words = text.text.slice(start, end);
    if (matcher.excludes.some((exclude) => words.startsWith(exclude))) continue;
    if (isNegated(text.text, start, end, matcher.negation)) continue;
    // Resources (strict negation) are states; a comparison only says that something changed.
    const matchEnd = match.index + match[0].length;
    if (matcher.negation === "strict" && isComparison(text.text, start, end, matchEnd)) continue;
    if (isFollowedBy(text.text, end, matcher.ignoreWhenFollowedBy)) continue;
    if (seen.has(words)) continue;
    seen.add(words);
    found.push(phraseAround(text, start, end));
  }
  return found;
}
