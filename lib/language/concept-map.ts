import type { Occurrence } from "@/lib/language/lexicon";
import type { GermanText, Token } from "@/lib/language/tokens";

export type Window = "clause" | "sentence" | "message";

export interface Found<C extends string = string> extends Occurrence<C> {
  readonly sentence: number;
  readonly clause: number;
}

/** Words that negate what follows them closely ("nicht", "kein", "nie", "ohne"). */
const NEGATORS = new Set([
  "nicht",
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keinerlei",
  "nie",
  "niemals",
  "ohne",
  "keinesfalls",
  // "ich will mir nichts antun", and the same in dialect: "nix", "nüt", "nischt", "keene", "koa".
  "nichts",
  "nix",
  "nüx",
  "nüt",
  "nischt",
  "keene",
  "keen",
  "koa",
  "koane",
]);
/** "nicht nur", "nicht mal": not a negation of the next word. */
const NOT_NEGATING_AFTER = new Set(["nur", "mal", "einmal", "bloss", "umsonst", "ohne", "so", "ganz"]);
/** How far back a negation is looked for, past the words in SKIPPED_BEFORE_NEGATION. */
const NEGATION_REACH = 3;
/** Words a negation reaches past: "nicht mich umbringen", "keine ganzen Tabletten". */
const SKIPPED_BEFORE_NEGATION = new Set([
  "mich",
  "mir",
  "sich",
  "dich",
  "dir",
  "uns",
  "es",
  "das",
  "die",
  "der",
  "den",
  "dem",
  "ein",
  "eine",
  "einen",
  "mehr",
  "so",
  "ganz",
  "ganzen",
  "einfach",
  "wirklich",
  "richtig",
  "wieder",
]);

/**
 * The concepts found in a text, with the questions detectors ask of them: what is near this
 * occurrence, is it negated, is it in the newest message.
 */
export class ConceptMap<C extends string> {
  private readonly byConcept = new Map<C, Found<C>[]>();
  private readonly tokens: readonly Token[];

  constructor(
    readonly text: GermanText,
    occurrences: readonly Occurrence<C>[],
    /** Character offset where the newest message starts (0 for a single text). */
    private readonly lastStart = 0,
  ) {
    this.tokens = text.tokens;
    for (const occurrence of occurrences) {
      const token = this.tokens[occurrence.from];
      if (!token) continue;
      const found = { ...occurrence, sentence: token.sentence, clause: token.clause };
      const list = this.byConcept.get(occurrence.concept);
      if (list) list.push(found);
      else this.byConcept.set(occurrence.concept, [found]);
    }
  }

  all(concept: C): readonly Found<C>[] {
    return this.byConcept.get(concept) ?? [];
  }

  has(concept: C): boolean {
    return this.all(concept).length > 0;
  }

  token(index: number): Token | undefined {
    return this.tokens[index];
  }

  /**
   * The occurrence of `concept` nearest to `anchor` in the same clause, sentence or text, not
   * negated: in "[Ich war heute am Grab.] Wir sehen uns bald", "bald" and not "heute" goes with it.
   */
  near(anchor: Found<C>, concept: C, window: Window): Found<C> | undefined {
    let nearest: Found<C> | undefined;
    for (const found of this.all(concept)) {
      if (found === anchor || !this.together(anchor, found, window) || this.isNegated(found)) continue;
      if (!nearest || distance(anchor, found) < distance(anchor, nearest)) nearest = found;
    }
    return nearest;
  }

  together(a: Found<C>, b: Found<C>, window: Window): boolean {
    if (window === "clause") return a.clause === b.clause;
    if (window === "sentence") return a.sentence === b.sentence;
    return true;
  }

  inClause(anchor: Found<C>, concepts: C | readonly C[]): boolean {
    const list = typeof concepts === "string" ? [concepts] : concepts;
    return list.some((concept) => this.all(concept).some((found) => found.clause === anchor.clause));
  }

  inSentence(anchor: Found<C>, concepts: readonly C[]): boolean {
    return concepts.some((concept) => this.all(concept).some((found) => found.sentence === anchor.sentence));
  }

  inLastMessage(concepts: readonly C[]): boolean {
    return concepts.some((concept) => this.all(concept).some((found) => this.isInLastMessage(found)));
  }

  /** In the messages before the newest one ("[Halbmarathon angemeldet] morgen ist es so weit"). */
  inEarlierMessages(concepts: readonly C[]): boolean {
    return concepts.some((concept) => this.all(concept).some((found) => !this.isInLastMessage(found)));
  }

  isInLastMessage(found: Found<C>): boolean {
    return (this.tokens[found.to]?.start ?? -1) >= this.lastStart;
  }

  /**
   * A negating word shortly before the occurrence, in its clause, or between the words of a
   * phrase without being one of them ("der war noch nicht tot" is not "war tot").
   */
  isNegated(found: Found<C>): boolean {
    const first = this.tokens[found.from];
    if (!first) return false;
    for (let index = found.from + 1; index < found.to; index += 1) {
      if (!found.words.includes(index) && NEGATORS.has(this.tokens[index]?.word ?? "")) return true;
    }
    // The nearest content word before it decides; pronouns and articles are skipped ("nicht mich umbringen").
    for (let index = found.from - 1; index >= Math.max(0, found.from - NEGATION_REACH); index -= 1) {
      const token = this.tokens[index];
      if (!token || token.clause !== first.clause) return false;
      if (NEGATORS.has(token.word)) {
        const next = this.tokens[index + 1];
        return !(next && NOT_NEGATING_AFTER.has(next.word));
      }
      if (!SKIPPED_BEFORE_NEGATION.has(token.word)) return false;
    }
    return false;
  }

  /** The words of the text from `from` to `to` (inclusive), folded. */
  words(from: number, to: number): string[] {
    return this.tokens.slice(from, to + 1).map((token) => token.word);
  }

  clauseTokens(clause: number): Token[] {
    return this.tokens.filter((token) => token.clause === clause);
  }
}

/** Words between two occurrences (0 when they overlap). */
function distance(a: Found, b: Found): number {
  return Math.max(0, a.from - b.to, b.from - a.to);
}
