import type { NegationMode } from "@/lib/analysis/knowledge-base/types";
import {
  normalizeKeyword,
  originalFragment,
  wholeWords,
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

function isNegated(text: string, position: number, mode: NegationMode): boolean {
  if (mode === "none") return false;
  const negations = mode === "strict" ? STRICT_NEGATIONS : COMPLAINT_NEGATIONS;
  return wordsBefore(text, position, 2).some((word) => negations.includes(word));
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
    if (isNegated(text.text, start, matcher.negation)) continue;
    if (isFollowedBy(text.text, end, matcher.ignoreWhenFollowedBy)) continue;
    if (seen.has(words)) continue;
    seen.add(words);
    found.push(originalFragment(text, start, end));
  }
  return found;
}
