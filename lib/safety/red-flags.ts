import {
  normalizeText,
  originalFragment,
  wholeWords,
  wordsBefore,
  type NormalizedText,
} from "@/lib/analysis/normalize-text";
import { RED_FLAG_RULES, type RedFlagRule, type RedFlagSpecies } from "@/lib/safety/red-flag-rules";

export type RedFlagAudience = "arzt" | "tierarzt";

export interface RedFlagMatch {
  id: string;
  audience: RedFlagAudience;
  title: string;
  message: string;
  /** The fragment of the user's text that matched, in the user's spelling. */
  matched: string;
}

const SPECIES_WORDS: readonly (readonly [RedFlagSpecies, RegExp])[] = [
  ["katze", /\b(?:katze|katzen|kater|kitten|kaetzchen|mieze)\w*/],
  ["hund", /\b(?:hund|hunde|hundes|welpe|welpen|ruede|huendin)\b/],
  ["pferd", /\b(?:pferd|pony|ponys|stute|wallach|hengst|fohlen|esel)\w*/],
  ["kaninchen", /\b(?:kaninchen|hase|hasen|zwergkaninchen|meerschwein|chinchilla|degu)\w*/],
];

function speciesIn(normalized: string): RedFlagSpecies[] {
  return SPECIES_WORDS.filter(([, pattern]) => pattern.test(normalized)).map(([species]) => species);
}

/** The declared species wins; without one ("andere", empty), the text itself may name the animal. */
function resolveSpecies(animalType: string | null | undefined, text: NormalizedText): RedFlagSpecies[] {
  const declared = speciesIn(normalizeText(animalType ?? "").text);
  return declared.length > 0 ? declared : speciesIn(text.text);
}

function appliesToSpecies(rule: RedFlagRule, species: readonly RedFlagSpecies[]): boolean {
  if (!rule.species) return true;
  if (species.length === 0) return rule.whenSpeciesUnknown === true;
  return rule.species.some((candidate) => species.includes(candidate));
}

const NEGATIONS = new Set([
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keinerlei",
  "ohne",
  "nie",
  "niemals",
]);

/** "keine Atemnot", "ohne Blut im Stuhl", "nicht bewusstlos" describe the absence of a sign. */
function isNegated(text: string, position: number): boolean {
  const before = wordsBefore(text, position, 2);
  if (before[before.length - 1] === "nicht") return true;
  return before.some((word) => NEGATIONS.has(word));
}

const GLOBAL_PATTERNS = new Map<RegExp, RegExp>(
  RED_FLAG_RULES.flatMap((rule) => rule.patterns).map((pattern) => [
    pattern,
    new RegExp(pattern.source, "g"),
  ]),
);

function firstMatch(rule: RedFlagRule, text: NormalizedText): string | null {
  for (const pattern of rule.patterns) {
    const global = GLOBAL_PATTERNS.get(pattern) ?? new RegExp(pattern.source, "g");
    for (const match of text.text.matchAll(global)) {
      if (isNegated(text.text, match.index)) continue;
      const [start, end] = wholeWords(text.text, match.index, match.index + match[0].length);
      return originalFragment(text, start, end);
    }
  }
  return null;
}

/**
 * Finds signs that need a doctor or vet now. `subject` decides the audience; `animalType` enables
 * species-specific signs (e.g. a cat that cannot urinate). Results keep the order of the rule list.
 */
export function detectRedFlags(
  text: string,
  subject: "human" | "animal",
  animalType?: string | null,
): RedFlagMatch[] {
  const normalized = normalizeText(text);
  if (normalized.text.length === 0) return [];
  const species = subject === "animal" ? resolveSpecies(animalType, normalized) : [];

  const found: { rule: RedFlagRule; matched: string }[] = [];
  for (const rule of RED_FLAG_RULES) {
    if (rule.subject !== subject || !appliesToSpecies(rule, species)) continue;
    const matched = firstMatch(rule, normalized);
    if (matched !== null) found.push({ rule, matched });
  }

  const superseded = new Set(found.flatMap(({ rule }) => rule.supersedes ?? []));
  return found
    .filter(({ rule }) => !superseded.has(rule.id))
    .map(({ rule, matched }) => ({
      id: rule.id,
      audience: rule.audience,
      title: rule.title,
      message: rule.message,
      matched,
    }));
}
