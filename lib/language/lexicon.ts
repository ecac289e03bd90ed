import { standardWords } from "@/lib/language/colloquial";
import { foldCharacter, foldDigraphs } from "@/lib/language/fold";
import { verbForms } from "@/lib/language/morphology";
import { stem } from "@/lib/language/stem";
import type { GermanText, Token } from "@/lib/language/tokens";
import { startsWithNearly, TypoIndex } from "@/lib/language/typos";

/**
 * Word lists ("concepts") written in ordinary German, compiled into fast matchers over a message.
 * The notation is meant to be read and edited by a clinician or vet, not a programmer:
 *
 * | Written            | Matches                                                                       |
 * | ------------------ | ----------------------------------------------------------------------------- |
 * | `Tablette`         | a noun (capitalised): every inflection, and as the end of a compound ("Schlaftabletten") |
 * | `Bahn -Laufbahn`   | the same, except the compounds named after a minus                            |
 * | `tot`              | an adjective, adverb or other word: every inflection ("tote", "toten")        |
 * | `vergiften`        | a verb: every conjugation and the participle ("vergiftet")                    |
 * | `um\|bringen`      | a separable verb, also "umzubringen", "umgebracht" and "bringe … um"          |
 * | `=ich`             | exactly this word                                                             |
 * | `suizid*`          | every word that starts like this                                              |
 * | `*suizid*`         | every word that contains this                                                 |
 * | `das Leben nehmen` | all these words close together in one clause, in any order                    |
 * | `will nicht mehr $`| the same, and the last word ends its clause ("Ich will nicht mehr.")          |
 * | `^nicht mehr da sein` | in this order, at most one word between neighbours                          |
 * | `^^nicht mehr leben` | in this order, side by side                                                 |
 *
 * Entries are read like messages, so colloquial forms in them mean what they mean in a message.
 * Nouns, adjectives and verbs of seven letters or more in the concepts a detector names as
 * typo-tolerant are also found with one typing error ("umbrignen", "Tabeltten").
 */
export type Lexicon<C extends string> = Readonly<Record<C, readonly string[]>>;

export interface Occurrence<C extends string> {
  readonly concept: C;
  /** First and last token of the match (inclusive). */
  readonly from: number;
  readonly to: number;
  /** The tokens that make up the match; a phrase may have other words between them. */
  readonly words: readonly number[];
}

type Item =
  | { kind: "exact"; word: string }
  | { kind: "stem"; stem: string; compound: boolean; except: readonly string[]; forms: readonly string[] }
  | { kind: "prefix"; text: string }
  | { kind: "contains"; text: string }
  | { kind: "verb"; joined: ReadonlySet<string>; detached: ReadonlySet<string>; particle: string | null };

interface Entry<C extends string> {
  concept: C;
  items: Item[];
  source: string;
  /** The match must end its clause. */
  clauseEnd: boolean;
  /** The words of the phrase follow each other, at most one word apart ("^nicht mehr da sein"). */
  tight: boolean;
  /** The words of the phrase stand right next to each other ("^^nicht mehr leben"). */
  adjacent: boolean;
  typos: boolean;
}

const TYPO_MIN = 7;
const COMPOUND_MIN = 4;
const NOUN_ENDINGS = ["", "e", "en", "n", "s", "es", "ern"];
/** Compound heads this long are matched in words written in lower case too. */
const SAFE_HEAD = 7;
/** How far apart the words of a phrase may be. */
const PHRASE_SPREAD = 6;

function fold(text: string): string {
  return foldDigraphs(Array.from(text).map(foldCharacter).join(""));
}

/** One written word as a message would read it: folded and, if colloquial, replaced. */
function readWord(written: string): string[] {
  const folded = fold(written);
  return standardWords(folded);
}

function isVerb(word: string): boolean {
  return (
    word.includes("|") ||
    (/^[a-zäöüß]+$/.test(word) &&
      /(?:[^e]en|[^aeiou](?:el|er)n|[aeiouäöü]hn|tun)$/.test(word) &&
      word.length > 3)
  );
}

function parseItem(written: string, except: readonly string[]): Item[] {
  if (written.startsWith("=")) return [{ kind: "exact", word: fold(written.slice(1)) }];
  if (written.startsWith("*") && written.endsWith("*"))
    return [{ kind: "contains", text: fold(written.slice(1, -1)) }];
  if (written.endsWith("*")) return [{ kind: "prefix", text: fold(written.slice(0, -1)) }];
  if (isVerb(written)) {
    const forms = verbForms(written.split("|").map(fold).join("|"));
    const joined = new Set([...forms.joined].filter((form) => !except.includes(form)));
    const detached = new Set([...forms.detached].filter((form) => !except.includes(form)));
    return [{ kind: "verb", joined, detached, particle: forms.particle }];
  }
  const noun = /^\p{Lu}/u.test(written);
  return readWord(written).map((word) => ({
    kind: "stem",
    stem: stem(word),
    compound: noun,
    except: [],
    // Snowball leaves short words alone ("Ader", "Adern"): their inflected forms are listed too.
    forms: noun ? [...new Set(NOUN_ENDINGS.map((ending) => stem(word + ending)))] : [stem(word)],
  }));
}

function parseEntry<C extends string>(concept: C, source: string, typos: boolean): Entry<C> {
  const clauseEnd = source.trim().endsWith(" $");
  const adjacent = source.trim().startsWith("^^");
  const tight = source.trim().startsWith("^");
  const parts = source
    .replace(/ \$$/, "")
    .replace(/^\^{1,2}/, "")
    .trim()
    .split(/\s+/);
  const exceptWords = parts.filter((part) => part.startsWith("-")).map((part) => fold(part.slice(1)));
  const items = parts.filter((part) => !part.startsWith("-")).flatMap((part) => parseItem(part, exceptWords));
  const [only] = items;
  if (exceptWords.length > 0 && items.length === 1 && only?.kind === "stem") {
    items[0] = { ...only, except: exceptWords.map(stem) };
  }
  return { concept, items, source, clauseEnd, tight, adjacent, typos };
}

/**
 * Whether the writer capitalises nouns, per line (a chat's messages are joined by line breaks, and
 * one may be typed in lower case and the next not): some word inside a sentence starts with a capital.
 */
function nounsCapitalised(text: GermanText): boolean[] {
  const { tokens, original } = text;
  const lines = tokens.map((token, index) => {
    const before = tokens[index - 1];
    return before ? original.slice(before.end, token.start).includes("\n") : true;
  });
  const lineOf: number[] = [];
  lines.forEach((starts, index) => lineOf.push((lineOf[index - 1] ?? -1) + (starts ? 1 : 0)));
  const capitalisedLines = new Set<number>();
  tokens.forEach((token, index) => {
    if (token.capital && index > 0 && !lines[index] && tokens[index - 1]?.sentence === token.sentence)
      capitalisedLines.add(lineOf[index] ?? 0);
  });
  return tokens.map((_, index) => capitalisedLines.has(lineOf[index] ?? 0));
}

/** Each word follows the one before it, with at most one other word between them. */
function inOrderAndClose(spans: readonly [number, number][], gap: number): boolean {
  return spans.every(
    ([start], index) =>
      index === 0 || (start > (spans[index - 1]?.[1] ?? 0) && start - (spans[index - 1]?.[1] ?? 0) <= gap),
  );
}

/** Words after which a separable particle may still stand at the end of its clause. */
const CLAUSE_CONTINUERS = new Set([
  "und",
  "oder",
  "aber",
  "weil",
  "dass",
  "wenn",
  "damit",
  "sonst",
  "denn",
  "dann",
  "bevor",
  "ich",
  "es",
  "echt",
  "wirklich",
  "heute",
  "morgen",
  "jetzt",
  "bald",
  "einfach",
  "fr",
  "kein",
  "ernsthaft",
  "gleich",
  "sofort",
  "nachher",
  "safe",
  "digga",
  "alter",
]);

/** "bringe mich um." or "bring mich um und …", but not "um 8 Uhr" or "um den Verstand". */
function endsClause(tokens: readonly Token[], index: number): boolean {
  const particle = tokens[index];
  const next = tokens[index + 1];
  if (!particle) return false;
  return !next || next.clause !== particle.clause || CLAUSE_CONTINUERS.has(next.word);
}

/** The particle of a separable verb written apart ("bringe … um"), later in the same clause. */
function particleAfter(tokens: readonly Token[], at: number, particle: string): number | null {
  const token = tokens[at];
  if (!token) return null;
  for (let index = at + 1; index < tokens.length && index <= at + 10; index += 1) {
    const candidate = tokens[index];
    if (!candidate || candidate.clause !== token.clause) return null;
    if (candidate.word === particle && endsClause(tokens, index)) return index;
  }
  return null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** One-word entries, indexed by what a token must look like to match them. */
class WordIndex<C extends string> {
  private readonly byWord = new Map<string, Entry<C>[]>();
  private readonly byStem = new Map<string, Entry<C>[]>();
  private readonly byHead = new Map<string, Entry<C>[]>();
  private readonly byDetached = new Map<string, Entry<C>[]>();
  private readonly prefixes: Entry<C>[] = [];
  private readonly contains: Entry<C>[] = [];
  /** The prefixes and contained parts of typo-tolerant concepts, looked at in that order. */
  private readonly typoPrefixes: Entry<C>[] = [];
  private readonly typoContains: Entry<C>[] = [];
  private readonly typos = new TypoIndex<Entry<C>>(TYPO_MIN);
  private longestHead = 0;

  add(entry: Entry<C>, item: Item): void {
    switch (item.kind) {
      case "exact":
        push(this.byWord, item.word, entry);
        return;
      case "verb":
        for (const form of item.joined) {
          push(this.byWord, form, entry);
          if (entry.typos) this.typos.add(form, entry);
        }
        for (const form of item.detached) push(this.byDetached, form, entry);
        return;
      case "stem":
        for (const form of item.forms) push(this.byStem, form, entry);
        if (entry.typos) this.typos.add(item.stem, entry);
        if (item.compound && item.stem.length >= COMPOUND_MIN) {
          push(this.byHead, item.stem, entry);
          this.longestHead = Math.max(this.longestHead, item.stem.length);
        }
        return;
      case "prefix":
        this.prefixes.push(entry);
        if (entry.typos) this.typoPrefixes.push(entry);
        return;
      case "contains":
        this.contains.push(entry);
        if (entry.typos) this.typoContains.push(entry);
        return;
    }
  }

  /**
   * Entries this token matches, and for separable verbs the particle's position. When the writer
   * capitalises nouns, a short noun matches only capitalised words ("Hammer", not "hämmern").
   */
  matches(
    tokens: readonly Token[],
    at: number,
    nounsCapitalised: boolean,
  ): { entry: Entry<C>; to: number }[] {
    const token = tokens[at];
    if (!token) return [];
    const found: { entry: Entry<C>; to: number }[] = [];
    const asNoun = !nounsCapitalised || token.capital;
    for (const entry of this.byWord.get(token.word) ?? []) found.push({ entry, to: at });
    for (const entry of this.byStem.get(token.stem) ?? []) {
      const item = entry.items[0];
      // Long noun stems ("tablett") are unambiguous even when a careless writer drops the capital.
      if (asNoun || item?.kind !== "stem" || !item.compound || item.stem.length >= SAFE_HEAD) {
        found.push({ entry, to: at });
      }
    }
    // Short heads ("Dach", "Leiche") end too many unrelated words ("vergleichen"): only in nouns.
    const shortest = token.capital ? COMPOUND_MIN : asNoun ? SAFE_HEAD : Number.POSITIVE_INFINITY;
    for (let length = shortest; length <= Math.min(this.longestHead, token.stem.length - 3); length += 1) {
      for (const entry of this.byHead.get(token.stem.slice(-length)) ?? []) {
        const item = entry.items[0];
        if (item?.kind === "stem" && item.except.some((excluded) => token.stem.endsWith(excluded))) continue;
        found.push({ entry, to: at });
      }
    }
    for (const entry of this.prefixes) {
      if (entry.items[0]?.kind === "prefix" && token.word.startsWith(entry.items[0].text))
        found.push({ entry, to: at });
    }
    for (const entry of this.contains) {
      if (entry.items[0]?.kind === "contains" && token.word.includes(entry.items[0].text))
        found.push({ entry, to: at });
    }
    for (const entry of this.byDetached.get(token.word) ?? []) {
      const item = entry.items[0];
      const to = item?.kind === "verb" && item.particle ? particleAfter(tokens, at, item.particle) : null;
      if (to !== null) found.push({ entry, to });
    }
    // Typing errors: also where the word matched something else ("Suizitgedanken" is a Gedanke too).
    if (token.word.length >= TYPO_MIN - 1 && !/[0-9]/.test(token.word)) {
      // A writer who capitalises nouns wrote a verb here: "stricken" is no misspelt "Stricke".
      const plausible = (entry: Entry<C>) => asNoun || !isNoun(entry);
      for (const entry of this.typos.find(token.word).filter(plausible)) found.push({ entry, to: at });
      for (const entry of [...this.typoPrefixes, ...this.typoContains]) {
        const item = entry.items[0];
        const text = item?.kind === "prefix" || item?.kind === "contains" ? item.text : "";
        if (text.length >= TYPO_MIN - 1 && startsWithNearly(token.word, text)) found.push({ entry, to: at });
      }
      if (token.stem !== token.word) {
        for (const entry of this.typos.find(token.stem).filter(plausible)) {
          if (entry.items[0]?.kind === "stem") found.push({ entry, to: at });
        }
      }
    }
    return found;
  }
}

function isNoun<C extends string>(entry: Entry<C>): boolean {
  const [item] = entry.items;
  return item?.kind === "stem" && item.compound;
}

/** What decides which tokens a phrase word matches: the word as written and its concept's typo tolerance. */
function matchKey(item: Item, typos: boolean): string {
  const shape =
    item.kind === "verb" ? { ...item, joined: [...item.joined], detached: [...item.detached] } : item;
  return `${typos} ${JSON.stringify(shape)}`;
}

export class CompiledLexicon<C extends string> {
  private readonly words = new WordIndex<C>();
  /**
   * Phrase words get an index of their own. A word that phrases share ("ich", "nicht", "mehr" stand
   * in hundreds) is indexed once and looked up once per token, for all of them.
   */
  private readonly phraseWords = new WordIndex<C>();
  private readonly phrases: { entry: Entry<C>; parts: Entry<C>[] }[] = [];
  /** The phrases each indexed phrase word is part of, once per place it takes in them. */
  private readonly phrasesWith = new Map<Entry<C>, number[]>();

  /** `typoConcepts`: the concepts whose words are also found with one typing error. */
  constructor(lexicon: Lexicon<C>, typoConcepts: readonly C[] = []) {
    const shared = new Map<string, Entry<C>>();
    for (const [concept, sources] of Object.entries(lexicon) as [C, readonly string[]][]) {
      for (const source of sources) {
        const entry = parseEntry(concept, source, typoConcepts.includes(concept));
        const [first] = entry.items;
        if (entry.items.length === 1 && first) {
          this.words.add(entry, first);
          continue;
        }
        const parts = entry.items.map((item) => {
          const key = matchKey(item, entry.typos);
          const known = shared.get(key);
          if (known) return known;
          const part = { ...entry, items: [item], clauseEnd: false, tight: false };
          shared.set(key, part);
          this.phraseWords.add(part, item);
          return part;
        });
        for (const part of parts) push(this.phrasesWith, part, this.phrases.length);
        this.phrases.push({ entry, parts });
      }
    }
  }

  /** The phrases all of whose words are in the text, in lexicon order: only they can match. */
  private completePhrases(hits: ReadonlyMap<Entry<C>, unknown>): number[] {
    const present = new Uint16Array(this.phrases.length);
    const complete: number[] = [];
    for (const part of hits.keys()) {
      for (const index of this.phrasesWith.get(part) ?? []) {
        const count = (present[index] ?? 0) + 1;
        present[index] = count;
        if (count === this.phrases[index]?.parts.length) complete.push(index);
      }
    }
    return complete.sort((a, b) => a - b);
  }

  /** Every occurrence of every concept in the text, in text order. */
  find(text: GermanText): Occurrence<C>[] {
    const tokens = text.tokens;
    const found: Occurrence<C>[] = [];
    const seen = new Set<string>();
    const add = (concept: C, from: number, to: number, words: readonly number[] = [from, to]) => {
      const key = `${concept}:${from}:${to}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push({ concept, from, to, words });
    };

    const phraseHits = new Map<Entry<C>, [number, number][]>();
    const capitalises = nounsCapitalised(text);
    for (const token of tokens) {
      const capitalised = capitalises[token.index] ?? false;
      for (const { entry, to } of this.words.matches(tokens, token.index, capitalised)) {
        if (!entry.clauseEnd || endsClause(tokens, to)) add(entry.concept, token.index, to);
      }
      for (const { entry, to } of this.phraseWords.matches(tokens, token.index, capitalised)) {
        push(phraseHits, entry, [token.index, to] as [number, number]);
      }
    }
    for (const index of this.completePhrases(phraseHits)) {
      const phrase = this.phrases[index];
      if (phrase) this.findPhrase(phrase.entry, phrase.parts, phraseHits, tokens, add);
    }
    return found.sort((a, b) => a.from - b.from || a.to - b.to);
  }

  /**
   * All words of the phrase close together in one clause. Nouns and other words keep the order in
   * which the phrase names them ("das Leben"); verbs may stand anywhere, as German moves them
   * ("nehme mir das Leben", "mir das Leben zu nehmen").
   */
  private findPhrase(
    entry: Entry<C>,
    parts: readonly Entry<C>[],
    hits: ReadonlyMap<Entry<C>, [number, number][]>,
    tokens: readonly Token[],
    add: (concept: C, from: number, to: number, words: readonly number[]) => void,
  ): void {
    const lists = parts.map((part) => hits.get(part) ?? []);
    if (lists.some((list) => list.length === 0)) return;
    const isVerb = entry.items.map((item) => item.kind === "verb");
    const first = isVerb.includes(false) ? isVerb.indexOf(false) : 0;
    const spread = parts.length + PHRASE_SPREAD;
    for (const [anchor] of lists[first] ?? []) {
      const clause = tokens[anchor]?.clause;
      const near = ([start]: [number, number]) =>
        Math.abs(start - anchor) < spread && tokens[start]?.clause === clause;
      let cursor = anchor;
      const chosen: ([number, number] | undefined)[] = lists.map((list, index) => {
        if (isVerb[index]) return list.find(near);
        if (index < first) return undefined;
        const found = list.find((span) => near(span) && span[0] >= cursor);
        if (found) cursor = found[1] + 1;
        return found;
      });
      if (chosen.some((choice) => choice === undefined)) continue;
      const spans = chosen as [number, number][];
      if (entry.tight && !inOrderAndClose(spans, entry.adjacent ? 1 : 2)) continue;
      const to = Math.max(...spans.map(([, end]) => end));
      if (entry.clauseEnd && !endsClause(tokens, to)) continue;
      add(entry.concept, Math.min(...spans.map(([start]) => start)), to, spans.flat());
    }
  }
}
