import {
  SPECIES_GROUPS,
  SPECIES_CONCEPTS,
  type SpeciesGroup,
} from "@/content/safety/red-flag-animal-concepts";
import {
  ANIMAL_LEXICON,
  HUMAN_LEXICON,
  RED_FLAG_TYPO_CONCEPTS,
  SHARED_LEXICON,
  SPECIES_CONCEPT,
  toxinConcept,
  type RedFlagConcept,
} from "@/content/safety/red-flag-lexicon";
import {
  ANIMAL_RULES,
  CHECK_RULES,
  HUMAN_RULES,
  type RedFlagRule,
  type RuleWindow,
} from "@/content/safety/red-flag-rules";
import {
  FLAG_TEXTS,
  flagMessage,
  type FlagText,
  POISON_CENTRES,
  type PoisonCentre,
  type RedFlagAudience,
  type RedFlagId,
  type RedFlagLevel,
} from "@/content/safety/red-flag-texts";
import { TOXINS, type ToxinListId } from "@/content/safety/red-flag-toxins";
import { ConceptMap, type Found } from "@/lib/language/concept-map";
import { CompiledLexicon, type Lexicon, type Occurrence } from "@/lib/language/lexicon";
import { fragment, readGerman, type GermanText, type Token } from "@/lib/language/tokens";

export type { PoisonCentre, RedFlagAudience, RedFlagLevel } from "@/content/safety/red-flag-texts";

/**
 * The red-flag detector: finds signs that need a doctor or vet now ("notruf") or today ("heute")
 * in what a user writes about themself, a child, someone close or an animal. It reads German, not
 * phrases: words are normalised, stemmed and mapped to concepts (body part, sign, onset, severity,
 * poison, species; content/safety/red-flag-*.ts), numbers are read as ages and temperatures, and
 * rules combine the concepts. Negation, questions, things long past or over, figures of speech
 * and known, managed conditions are set aside; when in doubt it flags.
 */
export interface RedFlagMatch {
  /** A flag id of content/safety/red-flag-texts.ts (a string: stored analyses keep older ids). */
  id: string;
  audience: RedFlagAudience;
  level: RedFlagLevel;
  title: string;
  message: string;
  /** The fragment of the user's text that matched, in the user's spelling. */
  matched: string;
  /** For poisonings of people: the poison information centres to call. */
  poisonCentres?: readonly PoisonCentre[];
  /**
   * The sign is a baby's or a small child's (under five, named in the same clause): a parent's
   * report, never the child's own crisis, so the coach answers it with the emergency first.
   */
  youngChild?: true;
}

type Concepts = ConceptMap<RedFlagConcept>;
type Spot = Found<RedFlagConcept>;

const compile = (lists: Readonly<Record<string, readonly string[]>>) =>
  new CompiledLexicon<RedFlagConcept>(
    lists as Lexicon<RedFlagConcept>,
    RED_FLAG_TYPO_CONCEPTS.filter((concept) => concept in lists),
  );
/** Compiled once: what every text is read for, and the signs of people and of animals. */
const LEXICONS = {
  shared: compile(SHARED_LEXICON),
  human: compile(HUMAN_LEXICON),
  animal: compile(ANIMAL_LEXICON),
};
const speciesLexicon = new CompiledLexicon(SPECIES_CONCEPTS);
const TOXIN_IDS = Object.keys(TOXINS) as ToxinListId[];
const TOXIN_BY_CONCEPT = new Map<string, ToxinListId>(
  TOXIN_IDS.flatMap((id) => [
    [toxinConcept(id), id],
    [`toxin_part_${id}`, id],
  ]),
);
/** The profile's own animal types: the declared species wins over animals the text mentions. */
const FIXED_TYPES = new Set(["hund", "katze", "pferd"]);
const DRUG_LISTS = new Set<ToxinListId>(["any_drug", "human_drugs"]);
const THIS_YEAR = new Date().getFullYear();
const MATCHED_MAX = 160;

// ── Negation ──────────────────────────────────────────────────────────────────────────────────

const NEGATORS = new Set([
  "nicht",
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keines",
  "keinerlei",
  "keins",
  "nie",
  "niemals",
  "ohne",
  "keinesfalls",
  "nichts",
  "weder",
]);
/** "nicht nur", "nicht mal": not a negation of what follows. */
const NOT_NEGATING_AFTER = new Set(["nur", "mal", "einmal", "bloss", "umsonst", "so", "ganz", "ahnung"]);
/** "hört nicht auf", "geht nicht weg", "wird nicht besser": the sign goes on. */
const PERSISTING_AFTER = new Set(["auf", "weg", "besser", "weniger", "zuruck", "aufhoren", "zu", "gestillt"]);
const AFTER_NEGATORS = new Set(["nicht", "nie", "kaum", "niemals"]);
const BEFORE_NEGATOR = new Set([
  "schon",
  "aber",
  "jetzt",
  "auch",
  "zum",
  "gluck",
  "inzwischen",
  "mittlerweile",
]);
const FILLERS = new Set([
  "mehr",
  "so",
  "richtig",
  "gar",
  "ganz",
  "wirklich",
  "stark",
  "doll",
  "wieder",
  "noch",
]);
/** After "blutet nicht mehr" a new thought begins. */
const CLAUSE_GOES_ON = new Set(["und", "oder", "aber", "sondern", "sonst", "doch"]);
const NEGATION_REACH = 3;
/** Words between "ohne" and what it negates: "ohne zu atmen", "ohne eine Reaktion". */
const OHNE_BRIDGE = new Set([
  "zu",
  "ein",
  "eine",
  "einen",
  "jede",
  "jeden",
  "jegliche",
  "die",
  "den",
  "das",
  "der",
]);

const NEW_THOUGHT = new Set(["und", "aber", "sondern", "doch"]);

function isNegated(map: Concepts, found: Spot): boolean {
  const first = map.token(found.from);
  if (!first) return false;
  for (let index = found.from + 1; index < found.to; index += 1) {
    const token = map.token(index);
    if (token && !found.words.includes(index) && NEGATORS.has(token.word) && !persists(map, index))
      return true;
  }
  for (let index = found.from - 1; index >= Math.max(0, found.from - NEGATION_REACH); index -= 1) {
    const token = map.token(index);
    if (!token || token.clause !== first.clause) break;
    // "erkennt ihn nicht und spricht verwaschen": a negation does not reach over "und" to a new sign.
    if (NEW_THOUGHT.has(token.word)) break;
    if (token.word === "noch" && index === found.from - 1 && weder(map, index)) return true;
    if (!NEGATORS.has(token.word)) continue;
    // "ohne Helm gestürzt", "ohne Vorwarnung umgekippt": "ohne" negates the word right after it
    // (or after its article, or "zu": "ohne zu atmen"), not the verb.
    if (
      token.word === "ohne" &&
      found.from - index > (OHNE_BRIDGE.has(map.token(index + 1)?.word ?? "") ? 2 : 1)
    )
      continue;
    // "weder Fieber noch Ausschlag": "noch" negates after "weder".
    // "nichts gefressen" negates; "aus dem Nichts", "merk nichts mehr am Hintern" do not.
    // "nichts von den Trauben erwischt" negates the grapes.
    const nothingOf = token.word === "nichts" && map.token(index + 1)?.word === "von";
    if (
      token.word === "nichts" &&
      !nothingOf &&
      (found.from - index > 1 || map.token(index - 1)?.word === "dem")
    )
      continue;
    const next = map.token(index + 1)?.word ?? "";
    return !NOT_NEGATING_AFTER.has(next) && !persists(map, index);
  }
  return negatedAfter(map, found);
}

/** "der Schwanz wippt nicht", "blutet nicht mehr"; not "den Arm nicht mehr heben". */
function negatedAfter(map: Concepts, found: Spot): boolean {
  const first = map.token(found.from);
  let at = found.to + 1;
  // "blutet schon nicht mehr", "wippt aber nicht".
  while (BEFORE_NEGATOR.has(map.token(at)?.word ?? "") && at <= found.to + 2) at += 1;
  const after = map.token(at);
  if (!first || !after || after.clause !== first.clause || !AFTER_NEGATORS.has(after.word)) return false;
  if (found.words.includes(at) || persists(map, at)) return false;
  let index = at + 1;
  while (FILLERS.has(map.token(index)?.word ?? "")) index += 1;
  const next = map.token(index);
  return !next || next.clause !== first.clause || CLAUSE_GOES_ON.has(next.word);
}

function weder(map: Concepts, at: number): boolean {
  const clause = map.token(at)?.clause;
  for (let index = at - 1; index >= Math.max(0, at - 8); index -= 1) {
    const token = map.token(index);
    if (!token || token.clause !== clause) return false;
    if (token.word === "weder") return true;
  }
  return false;
}

function persists(map: Concepts, negator: number): boolean {
  return PERSISTING_AFTER.has(map.token(negator + 1)?.word ?? "");
}

// ── Numbers: ages, temperatures, counts, years ────────────────────────────────────────────────

const CHILD_WORDS =
  /^(?:baby|babys|saugling|kind|kleinkind|sohn|tochter|kleine|kleiner|kleinen|neugeborene|neugeborenes|bub|bua|zwerg|madchen|junge|enkel|enkelin)$/;
const NOT_AGE_BEFORE = new Set([
  "seit",
  "vor",
  "nach",
  "alle",
  "in",
  "fur",
  "uber",
  "ca",
  "etwa",
  "circa",
  "ungefahr",
]);
const PULSE_WORDS = new Set(["puls", "herzfrequenz", "herzschlag", "schlage"]);
const GLUCOSE_WORDS = new Set(["zucker", "blutzucker", "zuckerwert", "wert", "messgerat", "bz"]);
const TEMPERATURE_CONTEXT = new Set([
  "fieber",
  "fiaba",
  "fieba",
  "gemessen",
  "rektal",
  "temperatur",
  "gerade",
]);
const NOT_TEMPERATURE_BEFORE = new Set(["puls", "wert", "zucker", "blutzucker", "sattigung", "bei"]);

function numberAt(token: Token | undefined): number | null {
  if (!token || !/^\d+(?:\.\d+)?$/.test(token.word)) return null;
  return Number(token.word);
}

/** Months for "7 Wochen", "14 Monate", "(12 Tage)", "(2)"; null when the number is no age. */
function ageInMonths(text: GermanText, at: number): number | null {
  const tokens = text.tokens;
  const value = numberAt(tokens[at]);
  const token = tokens[at];
  if (value === null || !token) return null;
  const unit = tokens[at + 1]?.word ?? "";
  const before = text.original.slice(Math.max(0, token.start - 2), token.start);
  const inParentheses = before.includes("(");
  const after = tokens[at + 2]?.word;
  const childBefore = [1, 2, 3].some((back) => CHILD_WORDS.test(tokens[at - back]?.word ?? ""));
  if (NOT_AGE_BEFORE.has(tokens[at - 1]?.word ?? "")) return null;
  const factor = unit.startsWith("monat")
    ? 1
    : unit.startsWith("woch")
      ? 12 / 52
      : unit.startsWith("tag")
        ? 12 / 365
        : unit.startsWith("jahr") || unit === "j"
          ? 12
          : null;
  // "meine 4 jährige", "ein 3-monatiges Baby": the adjective is an age by itself.
  const adjective = /^(?:jahrig|monatig|wochig)/.test(unit);
  if (factor !== null && (inParentheses || after === "alt" || childBefore || adjective))
    return value * factor;
  if (factor === null && inParentheses && value < 120) return value * 12;
  return null;
}

function temperatureAt(text: GermanText, at: number, subject: "human" | "animal"): number | null {
  const tokens = text.tokens;
  const value = numberAt(tokens[at]);
  const token = tokens[at];
  if (value === null || !token || subject === "animal") return null;
  if (NOT_TEMPERATURE_BEFORE.has(tokens[at - 1]?.word ?? "")) return null;
  const decimal = tokens[at]?.word.includes(".") ?? false;
  const degree = /^\s*°/.test(text.original.slice(token.end, token.end + 3));
  const context =
    degree ||
    TEMPERATURE_CONTEXT.has(tokens[at + 1]?.word ?? "") ||
    TEMPERATURE_CONTEXT.has(tokens[at - 1]?.word ?? "");
  if (decimal && value >= 35 && value <= 43.5) return value;
  // "jetzt 33,5 Grad": a body that has cooled down.
  if (decimal && value >= 25 && value < 35 && context) return value;
  if (!decimal && value >= 38 && value <= 42 && context) return value;
  return null;
}

function derived(concept: RedFlagConcept, token: Token): Occurrence<RedFlagConcept> {
  return { concept, from: token.index, to: token.index, words: [token.index] };
}

/** "Puls 180", "Blutdruck 210 zu 120", "Zucker 40": numbers that are an emergency in themselves. */
function vitalSigns(
  text: GermanText,
  token: Token,
  value: number,
  subject: "human" | "animal",
): RedFlagConcept | null {
  if (subject === "animal") return null;
  const before = [1, 2, 3].map((back) => text.tokens[token.index - back]?.word ?? "");
  const next = text.tokens[token.index + 1]?.word ?? "";
  const afterNext = numberAt(text.tokens[token.index + 2]);
  if (before.some((word) => PULSE_WORDS.has(word))) {
    if (value >= 140 || (value <= 40 && value >= 15)) return "pulse_extreme";
    // Over 110 at rest with an infection is a sepsis sign (NICE NG51).
    if (value > 110 && value < 140) return "pulse_fast";
  }
  const diastolic = (next === "zu" || next === "uber") && afterNext !== null ? afterNext : null;
  if (diastolic !== null && value >= 90 && value <= 300 && (value >= 180 || diastolic >= 120))
    return "bp_high";
  if (before.some((word) => GLUCOSE_WORDS.has(word))) {
    const decimal = token.word.includes(".");
    if ((decimal && value < 3.5) || (!decimal && value >= 10 && value <= 60)) return "glucose_low";
    if (!decimal && value >= 300 && value < 2000) return "glucose_high";
  }
  return null;
}

const JOINED_AGE = /^(\d{1,3})(jahrig|monatig|wochig|tagig)/;
const JOINED_FACTOR: Record<string, number> = { jahrig: 12, monatig: 1, wochig: 12 / 52, tagig: 12 / 365 };

/** "meine 3-jährige", "das 8-wöchige Baby": number and unit written as one word. */
function joinedAge(token: Token): number | null {
  const match = JOINED_AGE.exec(token.word);
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1]) * (JOINED_FACTOR[match[2]] ?? 0);
}

function ageConcepts(months: number, token: Token): Occurrence<RedFlagConcept>[] {
  const found: Occurrence<RedFlagConcept>[] = [];
  if (months < 3) found.push(derived("age_under_3m", token));
  else if (months <= 6) found.push(derived("age_3_6m", token));
  if (months < 60) found.push(derived("age_under_5y", token));
  return found;
}

/** Ages, temperatures, "4 mal", past years and heat ("32 Grad") as concepts. */
function numberConcepts(text: GermanText, subject: "human" | "animal"): Occurrence<RedFlagConcept>[] {
  const found: Occurrence<RedFlagConcept>[] = [];
  for (const token of text.tokens) {
    const value = numberAt(token);
    if (value === null) {
      const joined = joinedAge(token);
      if (joined !== null) found.push(...ageConcepts(joined, token));
      continue;
    }
    const months = ageInMonths(text, token.index);
    if (months !== null) {
      found.push(...ageConcepts(months, token));
      continue;
    }
    const vital = vitalSigns(text, token, value, subject);
    if (vital) {
      found.push(derived(vital, token));
      continue;
    }
    const temperature = temperatureAt(text, token.index, subject);
    if (temperature !== null) {
      if (temperature < 35) found.push(derived("hypothermia", token));
      if (temperature >= 38) found.push(derived("fever", token));
      if (temperature >= 39) found.push(derived("temp_39", token));
      if (temperature >= 40) found.push(derived("fever_high", token));
      continue;
    }
    const next = text.tokens[token.index + 1]?.word ?? "";
    // "in der 34. Woche", "36. SSW": a pregnancy week.
    const ordinal = text.original.charAt(token.end) === ".";
    if (subject === "human" && ordinal && value >= 4 && value <= 43 && /^(?:woche|wochn|ssw)$/.test(next)) {
      found.push(derived("pregnancy", token));
    }
    // "28+3": weeks and days of a pregnancy, as the Mutterpass writes them.
    const days = numberAt(text.tokens[token.index + 1]);
    const plus =
      text.original.slice(token.end, text.tokens[token.index + 1]?.start ?? token.end).trim() === "+";
    if (subject === "human" && plus && days !== null && days <= 6 && value >= 4 && value <= 43) {
      found.push(derived("pregnancy", token));
    }

    if ((next === "mal" || next === "x") && value >= 2 && value < 50)
      found.push(derived("count_many", token));
    // "blutet seit 40 Minuten": a bleeding that has gone on too long.
    if (/^(?:minuten|min|minutn)$/.test(next) && value >= 20 && value < 600)
      found.push(derived("bleeding_heavy", token));
    if (/^(?:19|20)\d\d$/.test(token.word) && value < THIS_YEAR) found.push(derived("past_far", token));
    const degrees = /^\s*(?:°|grad)/i.test(text.original.slice(token.end, token.end + 6));
    if (subject === "animal" && degrees && value >= 25 && value < 80) found.push(derived("heat", token));
  }
  return found;
}

// ── Species and poisons ───────────────────────────────────────────────────────────────────────

function speciesIn(occurrences: readonly Occurrence<RedFlagConcept>[]): Set<SpeciesGroup> {
  const groups = new Set<SpeciesGroup>();
  for (const group of SPECIES_GROUPS) {
    if (occurrences.some((occurrence) => occurrence.concept === SPECIES_CONCEPT[group])) groups.add(group);
  }
  return groups;
}

/** The declared species wins; for "andere" or a typed species, animals named in the text join it. */
function resolveSpecies(
  animalType: string | null | undefined,
  occurrences: readonly Occurrence<RedFlagConcept>[],
): Set<SpeciesGroup> {
  const declaredText = typeof animalType === "string" ? animalType.slice(0, 200) : "";
  const declared = speciesIn(speciesLexicon.find(readGerman(declaredText)));
  if (declared.size > 0 && FIXED_TYPES.has(declaredText.trim().toLowerCase())) return declared;
  return new Set([...declared, ...speciesIn(occurrences)]);
}

/** Poison lists become "toxin" for the animal described, "toxin_human" for people. */
function toxinConcepts(
  occurrences: readonly Occurrence<RedFlagConcept>[],
  subject: "human" | "animal",
  species: ReadonlySet<SpeciesGroup>,
): Occurrence<RedFlagConcept>[] {
  const found: Occurrence<RedFlagConcept>[] = [];
  for (const occurrence of occurrences) {
    const id = TOXIN_BY_CONCEPT.get(occurrence.concept);
    if (!id) continue;
    const list = TOXINS[id];
    if (subject === "human") {
      if (list.human) found.push({ ...occurrence, concept: "toxin_human" });
      continue;
    }
    const applies =
      list.species === "alle" ||
      species.size === 0 ||
      (list.species as readonly SpeciesGroup[]).some((group) => species.has(group));
    if (!applies) continue;
    const needsHarm = "needsHarm" in list && list.needsHarm;
    const concept = DRUG_LISTS.has(id) ? "toxin_drug" : needsHarm ? "toxin_harm" : "toxin";
    found.push({ ...occurrence, concept });
  }
  return found;
}

// ── Rules ─────────────────────────────────────────────────────────────────────────────────────

function together(a: Spot, b: Spot, window: RuleWindow): boolean {
  if (window === "clause") return a.clause === b.clause;
  if (window === "sentence") return a.sentence === b.sentence;
  return true;
}

function overlaps(a: Spot, used: readonly Spot[]): boolean {
  return used.some((other) => other.words.some((word) => a.words.includes(word)));
}

function nearest(
  map: Concepts,
  anchor: Spot,
  concept: RedFlagConcept,
  window: RuleWindow,
  used: readonly Spot[],
  sameWord: boolean,
): Spot | undefined {
  return map
    .all(concept)
    .find(
      (found) =>
        !used.includes(found) &&
        together(anchor, found, window) &&
        (sameWord || !overlaps(found, used)) &&
        (!isNegated(map, found) || insidePhrase(found, used)),
    );
}

/** "noch keine Welpen": the negation belongs to the phrase already found, not to the word in it. */
function insidePhrase(found: Spot, used: readonly Spot[]): boolean {
  return used.some((spot) => spot !== found && spot.from <= found.from && found.to <= spot.to);
}

function inSentence(map: Concepts, anchor: Spot, concepts: readonly RedFlagConcept[]): Spot | undefined {
  for (const concept of concepts) {
    const found = map.all(concept).find((candidate) => candidate.sentence === anchor.sentence);
    if (found) return found;
  }
  return undefined;
}

function inClause(map: Concepts, spot: Spot, concepts: readonly RedFlagConcept[], negatable = true): boolean {
  return concepts.some((concept) =>
    // "keine Luft vor lauter Arbeit": the negation belongs to the sign, not to the figure of speech.
    map
      .all(concept)
      .some(
        (found) =>
          found.clause === spot.clause && !(negatable && concept !== "figurative" && isNegated(map, found)),
      ),
  );
}

const NOW: readonly RedFlagConcept[] = ["now", "sudden"];
/** Signs that are acute whatever the worry behind them. */
const ACUTE: readonly RedFlagConcept[] = [
  "sudden",
  "minutes",
  "severe_strong",
  "radiate",
  "sweat",
  "collapse",
  "unconscious",
  "cyanosis",
  "vomit",
];

/** "Vor zehn Jahren hatte ich einen Herzinfarkt": long past, unless the clause speaks of now. */
function isPast(map: Concepts, anchor: Spot): boolean {
  const clauseNow = inClause(map, anchor, NOW, false);
  // "heute geht es ihm so gut wie damals vor dem Infarkt": the nearer time word tells.
  if (inClause(map, anchor, ["past_far"], false)) return !clauseNow || nearer(map, anchor, ["past_far"], NOW);
  if (!inSentence(map, anchor, ["past_far"]) || clauseNow) return false;
  return inClause(map, anchor, ["past_marker"], false) && !inSentence(map, anchor, ["sudden"]);
}

/** Whether a word of `first` stands closer to the anchor, in its clause, than any word of `second`. */
function nearer(
  map: Concepts,
  anchor: Spot,
  first: readonly RedFlagConcept[],
  second: readonly RedFlagConcept[],
): boolean {
  // From the nearer end of a phrase: in "vor 5 Jahren einen Schlaganfall", "Jahren" is next to it.
  const distance = (concepts: readonly RedFlagConcept[]) =>
    Math.min(
      ...concepts.flatMap((concept) =>
        map
          .all(concept)
          .filter((found) => found.clause === anchor.clause)
          .map((found) => Math.min(Math.abs(found.from - anchor.from), Math.abs(found.to - anchor.from))),
      ),
    );

  return distance(first) < distance(second);
}

/** "Hatte gestern Fieber, heute spielt er wieder": told as past, then well again. */
function isResolved(map: Concepts, anchor: Spot): boolean {
  // "Die Kolik vom Wochenende ist überstanden": said to be over, right there.
  const over = map.all("over").some(
    (found) =>
      found.sentence === anchor.sentence &&
      // After the sign, or around it: "das Auge ist wieder offen".
      (found.from > anchor.to || (found.from < anchor.from && found.to >= anchor.to)) &&
      !isNegated(map, found),
  );

  if (over) return true;
  const toldAsPast = inClause(map, anchor, ["past_marker", "past_far"], false);
  const passed = map
    .all("brief_episode")
    .some((found) => found.from > anchor.to || found.clause === anchor.clause);
  if (!toldAsPast && !passed) return false;
  return map
    .all("resolved")
    .some(
      (found) =>
        found.from > anchor.to &&
        !isNegated(map, found) &&
        !stillWellOtherwise(map, found) &&
        !wellBefore(map, anchor, found) &&
        !map.all("reported").some((reported) => reported.clause === found.clause),
    );
}

/** "Letzte Woche beim Tierarzt war alles in Ordnung": well before the sign, in a sentence of its own. */
function wellBefore(map: Concepts, anchor: Spot, found: Spot): boolean {
  if (
    found.sentence === anchor.sentence ||
    /wieder|vorbei|verheilt|erholt|uberstanden/.test(wordsOf(map, found))
  )
    return false;
  return inClause(map, found, ["past_marker", "past_far"], false) && !inClause(map, found, ["now"], false);
}

function wordsOf(map: Concepts, found: Spot): string {
  return found.words.map((index) => map.token(index)?.word ?? "").join(" ");
}

const OTHERWISE = new Set(["sonst", "ansonsten", "ansonst", "bisher", "bislang", "noch", "sunst"]);

/** "Sonst geht es ihm gut", "bis jetzt wirkt er normal": well apart from the sign, not over. */
function stillWellOtherwise(map: Concepts, found: Spot): boolean {
  const clause = map.token(found.from)?.clause;
  for (let index = found.to; index >= Math.max(0, found.from - 3); index -= 1) {
    const token = map.token(index);
    if (!token || token.clause !== clause) return false;
    if (OTHERWISE.has(token.word)) return true;
    if (token.word === "jetzt" && map.token(index - 1)?.word === "bis") return true;
  }
  return false;
}

/** "Wie immer bei Wetterwechsel", "mein Spray hilft": known and managed, unless today is different. */
function isHabitual(map: Concepts, anchor: Spot): boolean {
  const habitual = map
    .all("habitual")
    .some((found) => found.sentence === anchor.sentence && !isNegated(map, found));
  return habitual && !map.has("different_now");
}

/** "Welche Pflanzen sind giftig?", "wie erkenne ich einen Herzinfarkt": a question, not a report. */
function isInfoQuestion(map: Concepts, anchor: Spot): boolean {
  const sentence = map.text.sentences.find(
    (candidate) => candidate.first <= anchor.from && anchor.from < candidate.last,
  );
  if (!sentence) return false;
  if (map.all("info_anywhere").some((found) => found.sentence === anchor.sentence)) return true;
  // "Er hat Schokolade gefressen, ab wann ist das gefährlich?" asks about something that happened.
  if (map.all("event").some((found) => found.sentence === anchor.sentence && !isSupposed(map, found)))
    return false;
  const asked = map
    .all("info_question")
    .some(
      (found) =>
        found.sentence === anchor.sentence && (sentence.question || found.from <= sentence.first + 1),
    );
  // "Was mache ich, wenn er Schokolade frisst?"; not "Was soll ich tun, er atmet so schwer?"
  return (
    asked ||
    map
      .all("what_to_do")
      .some(
        (found) =>
          found.sentence === anchor.sentence &&
          found.from <= sentence.first + 1 &&
          map
            .all("conditional")
            .some((condition) => condition.sentence === anchor.sentence && condition.from > found.from),
      )
  );
}

/** "Was soll ich tun, wenn mein Kind mal eine Knopfzelle verschluckt?": an event under "wenn" is supposed. */
function isSupposed(map: Concepts, event: Spot): boolean {
  return map
    .all("conditional")
    .some((condition) => condition.clause === event.clause && condition.from < event.from);
}

/**
 * "Ist Avocado giftig?
 Er hat vorhin davon gepickt.": a question, but also a report of something that
 * happened ("vorhin", "hat … gepickt"); not "Sind Weihnachtssterne giftig? Sie knabbert gern an Pflanzen."
 */
function asksOnly(map: Concepts, anchor: Spot, used: readonly Spot[]): boolean {
  if (!isInfoQuestion(map, anchor)) return false;
  return !used.some(
    (found) => !isInfoQuestion(map, found) && inClause(map, found, ["event", "past_marker", "now"], false),
  );
}

/** "Der Arzt hat einen Herzinfarkt ausgeschlossen." */
function isRuledOut(map: Concepts, anchor: Spot): boolean {
  return map.all("ruled_out").some((found) => found.sentence === anchor.sentence && !isNegated(map, found));
}

/** "Ich dachte erst, er hätte Rattengift gefressen, aber der Köder war ganz": a fear that passed. */
function isDisproved(map: Concepts, anchor: Spot): boolean {
  return map
    .all("belief")
    .some(
      (belief) =>
        belief.sentence === anchor.sentence &&
        belief.from < anchor.from &&
        map
          .all("contrast")
          .some((contrast) => contrast.sentence === anchor.sentence && contrast.from > anchor.to),
    );
}

/**
 * "Meine Kollegin hat erzählt, dass ihr Sohn mal Tabletten verschluckt hat", "in einer Doku ging es
 * um Lilienvergiftung": someone else's story, unless the sign's own clause says it is happening now.
 */
function isHearsay(map: Concepts, anchor: Spot): boolean {
  const told = map
    .all("hearsay")
    .some((found) => found.sentence === anchor.sentence && found.to < anchor.from && !isNegated(map, found));

  return told && !inClause(map, anchor, NOW, false);
}

/** A poison or a quantity makes a correction a report after all: "war aber eine ganze Tafel", "war aber nur wenig". */
const NOT_A_SUBSTITUTE: readonly RedFlagConcept[] = [
  "toxin",
  "toxin_drug",
  "toxin_harm",
  "toxin_human",
  "amount",
  "overdose",
  "severe",
  "mild",
];

const COPULA = new Set(["war", "waren", "wars", "ist", "sind"]);

/** "Hat eine Weintraube geschnappt, es war aber eine Cocktailtomate": it turned out to be something else. */
function isCorrected(map: Concepts, anchor: Spot): boolean {
  return map.all("correction").some((found) => {
    if (found.sentence !== anchor.sentence || found.from <= anchor.to) return false;
    if (!COPULA.has(map.token(found.from - 1)?.word ?? "")) return false;
    if (inClause(map, found, NOT_A_SUBSTITUTE, false)) return false;

    for (let index = found.to + 1; map.token(index)?.clause === found.clause; index += 1) {
      if (map.token(index)?.capital) return true;
    }
    return false;
  });
}

function blocked(rule: RedFlagRule, map: Concepts, anchor: Spot, used: readonly Spot[]): boolean {
  if (rule.unless && inSentence(map, anchor, rule.unless)) return true;
  if (rule.unlessNear && used.some((found) => inClause(map, found, rule.unlessNear ?? []))) {
    // A worry ("vor der Prüfung") makes a sign a feeling only when nothing acute comes with it.
    const others = rule.unlessNear.filter((concept) => concept !== "stressor");
    const onlyStressor = !used.some((found) => inClause(map, found, others));
    if (!onlyStressor || !inSentence(map, anchor, ACUTE)) return true;
  }
  if (rule.unlessInMessage?.some((concept) => map.all(concept).some((found) => !isNegated(map, found))))
    return true;
  if (asksOnly(map, anchor, used) || isDisproved(map, anchor) || isRuledOut(map, anchor)) return true;
  if (isHearsay(map, anchor) || isCorrected(map, anchor)) return true;

  if (!rule.keepPast && isPast(map, anchor)) return true;
  if (!rule.keepPast && !rule.keepResolved && isResolved(map, anchor)) return true;
  return rule.ordinaryWhenKnown === true && isHabitual(map, anchor);
}

function evaluate(rule: RedFlagRule, map: Concepts): Spot[] | null {
  const [first, ...others] = rule.all;
  if (!first) return null;
  const sameWord = rule.sameWord === true;
  for (const anchor of map.all(first)) {
    if (isNegated(map, anchor)) continue;
    const used: Spot[] = [anchor];
    let complete = true;
    for (const concept of others) {
      const found = nearest(map, anchor, concept, rule.within, used, sameWord);
      if (!found) {
        complete = false;
        break;
      }
      used.push(found);
    }
    if (!complete) continue;
    if (rule.any) {
      const window = rule.anyWithin ?? rule.within;
      const extra = rule.any
        .map((concept) => nearest(map, anchor, concept, window, used, sameWord))
        .find(Boolean);
      if (!extra) continue;
      used.push(extra);
    }
    if (!blocked(rule, map, anchor, used)) return used;
  }
  return null;
}

function appliesTo(
  rule: RedFlagRule,
  subject: "human" | "animal",
  species: ReadonlySet<SpeciesGroup>,
): boolean {
  if (rule.subject !== subject) return false;
  if (!rule.species || species.size === 0) return true;
  return rule.species.some((group) => species.has(group));
}

/** The user's own words for what was found: the matched words in the anchor's sentence. */
function matchedText(map: Concepts, used: readonly Spot[]): string {
  const [anchor] = used;
  if (!anchor) return "";
  const near = used.filter((found) => found.sentence === anchor.sentence);
  const from = Math.min(...near.map((found) => found.from));
  const to = Math.max(...near.map((found) => found.to));
  const words = fragment(map.text, from, to);
  return words.length <= MATCHED_MAX ? words : fragment(map.text, anchor.from, anchor.to);
}

const LEVEL_ORDER: readonly RedFlagLevel[] = ["notruf", "heute", "abklaeren"];

function toMatch(id: RedFlagId, matched: string, youngChild: boolean): RedFlagMatch {
  const text = FLAG_TEXTS[id];
  return {
    id,
    audience: text.audience,
    level: text.level,
    title: text.title,
    message: flagMessage(text),
    matched,
    ...("poison" in text && text.poison && text.audience === "arzt" ? { poisonCentres: POISON_CENTRES } : {}),
    ...(youngChild ? { youngChild: true as const } : {}),
  };
}

const YOUNG_CHILD: readonly RedFlagConcept[] = [
  "infant",
  "newborn",
  "age_under_5y",
  "age_under_3m",
  "age_3_6m",
];

/** "Meine Tochter (2) hat Tabletten geschluckt": a baby or small child in the sign's own clause. */
function aboutYoungChild(map: Concepts, used: readonly Spot[]): boolean {
  const clauses = new Set(used.map((found) => found.clause));
  return YOUNG_CHILD.some((concept) => map.all(concept).some((found) => clauses.has(found.clause)));
}

type Occurrences = readonly Occurrence<RedFlagConcept>[];

interface Analysis {
  german: GermanText;
  shared: Occurrences;
  human?: Occurrences;
  animal?: Occurrences;
}

/** The last texts read: the analysis and the chat often check one text as a person's and a pet's. */
const RECENT_LIMIT = 32;
const CACHEABLE_LENGTH = 20_000;
const recent = new Map<string, Analysis>();

function analyse(text: unknown): Analysis | null {
  if (typeof text !== "string" || text.trim().length === 0) return null;
  const cached = recent.get(text);
  if (cached) return cached;
  const german = readGerman(text);
  if (german.tokens.length === 0) return null;
  const analysis: Analysis = { german, shared: withinOneThought(german, LEXICONS.shared.find(german)) };
  if (text.length <= CACHEABLE_LENGTH) {
    if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
    recent.set(text, analysis);
  }
  return analysis;
}

const COORDINATING = new Set(["und", "oder", "sondern"]);
const BLOSSOM = /bl(?:ü|ue)t/i;
/** Words that fold together with another: the concept needs the umlaut as written. */
const WRITTEN_WITH_UMLAUT: Partial<Record<RedFlagConcept, RegExp>> = { temple: /schl(?:ä|ae)f/i };

/**
 * Folding loses the umlaut: "Blüten" reads as "bluten", "Schläfe" as "schlafe". A blossom is no
 * bleeding (the poison lists keep it as a plant), and a temple needs to be written as one.
 */
function misreadFold(german: GermanText, occurrence: Occurrence<RedFlagConcept>): boolean {
  const token = german.tokens[occurrence.from];
  if (!token || occurrence.from !== occurrence.to) return false;
  const written = german.original.slice(token.start, token.end);
  const needed = WRITTEN_WITH_UMLAUT[occurrence.concept];
  if (needed) return !needed.test(written);
  return !occurrence.concept.startsWith("toxin_") && BLOSSOM.test(written);
}

/**
 * "hat nicht erbrochen und frisst normal": a phrase like "nicht … frisst" must not reach over "und"
 * from its negation to the next thought.
 */
function withinOneThought(german: GermanText, found: Occurrences): Occurrences {
  return found.filter((occurrence) => {
    if (misreadFold(german, occurrence)) return false;
    const negator = occurrence.words.find((index) => NEGATORS.has(german.tokens[index]?.word ?? ""));
    if (negator === undefined) return true;
    const next = occurrence.words.find((index) => index > negator);
    if (next === undefined) return true;
    for (let index = negator + 1; index < next; index += 1) {
      if (COORDINATING.has(german.tokens[index]?.word ?? "")) return false;
    }
    return true;
  });
}

function signsOf(analysis: Analysis, subject: "human" | "animal"): Occurrences {
  const found =
    analysis[subject] ?? withinOneThought(analysis.german, LEXICONS[subject].find(analysis.german));
  analysis[subject] = found;
  return found;
}

function read(text: unknown, subject: "human" | "animal", animalType: string | null | undefined) {
  const analysis = analyse(text);
  if (!analysis) return null;
  const { german, shared } = analysis;
  const species = subject === "animal" ? resolveSpecies(animalType, shared) : new Set<SpeciesGroup>();
  const occurrences = [
    ...shared,
    ...signsOf(analysis, subject),
    ...numberConcepts(german, subject),
    ...toxinConcepts(shared, subject, species),
  ].sort((a, b) => a.from - b.from || a.to - b.to);
  return { map: new ConceptMap<RedFlagConcept>(german, occurrences), species };
}

type Reading = NonNullable<ReturnType<typeof read>>;

function run(
  rules: readonly RedFlagRule[],
  text: unknown,
  subject: "human" | "animal",
  animalType: string | null | undefined,
): RedFlagMatch[] {
  const reading = read(text, subject, animalType);
  return reading ? evaluateAll(rules, reading, subject) : [];
}

function evaluateAll(
  rules: readonly RedFlagRule[],
  reading: Reading,
  subject: "human" | "animal",
): RedFlagMatch[] {
  const found = new Map<RedFlagId, { matched: string; youngChild: boolean }>();
  for (const rule of rules) {
    if (found.has(rule.flag) || !appliesTo(rule, subject, reading.species)) continue;
    const used = evaluate(rule, reading.map);
    if (used) {
      const youngChild = subject === "human" && aboutYoungChild(reading.map, used);
      found.set(rule.flag, { matched: matchedText(reading.map, used), youngChild });
    }
  }
  const replaced = new Set<string>();
  for (const id of found.keys()) {
    const text: FlagText = FLAG_TEXTS[id];
    for (const other of text.replaces ?? []) replaced.add(other);
  }
  return [...found]
    .filter(([id]) => !replaced.has(id))
    .map(([id, { matched, youngChild }]) => toMatch(id, matched, youngChild))
    .sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level));
}

/**
 * Signs that need a doctor or vet now or today. `subject` decides the audience; `animalType`
 * (the profile's species, or for "andere" the type the user typed) selects the species' own signs
 * and poisons. When something needs help now, the "today" flags are left out: the first thing to
 * say is where to go.
 */
export function detectRedFlags(
  text: string,
  subject: "human" | "animal",
  animalType?: string | null,
): RedFlagMatch[] {
  const flags = subject === "human" ? aboutPersonOrPet(text) : run(ANIMAL_RULES, text, "animal", animalType);
  const urgent = flags.filter((flag) => flag.level === "notruf");
  return urgent.length > 0 ? urgent : flags;
}

/**
 * A person's profile may describe their pet ("unser Hund hat Schokolade gefressen"): when the
 * text names an animal, its signs are read as the animal's, and a person's signs only where a
 * person is named too.
 */
function aboutPersonOrPet(text: string): RedFlagMatch[] {
  const reading = read(text, "animal", null);
  if (!reading) return [];
  // A pet's name without its species: words only used of animals ("gefressen", "Pfote", "Gassi").
  const personNamed = reading.map.has("person") || reading.map.has("child");
  const aboutPet = reading.species.size > 0 || (reading.map.has("pet_context") && !personNamed);
  if (!aboutPet) return run(HUMAN_RULES, text, "human", null);
  const pet = evaluateAll(ANIMAL_RULES, reading, "animal");
  const person = run(HUMAN_RULES, text, "human", null);
  // "Meine Tochter ist vom Pferd gefallen": a person named comes first; otherwise the pet does.
  const first = personNamed ? person : pet;
  return first.length > 0 ? first : [...pet, ...person];
}

/**
 * Softer advice, not a red flag: signs worth a check in the coming days ("lass das ärztlich /
 * tierärztlich abklären"): palpitations, pain for weeks, weight loss, a limp that stays.
 */
export function detectCheckAdvice(
  text: string,
  subject: "human" | "animal",
  animalType?: string | null,
): RedFlagMatch[] {
  return run(CHECK_RULES, text, subject, animalType);
}
