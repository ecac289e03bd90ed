import { CRISIS_CONCEPTS, CRISIS_TYPO_CONCEPTS, type CrisisConcept } from "@/content/safety/crisis-concepts";
import {
  BORDERLINE,
  CRISIS_RULES,
  CRISIS_THRESHOLD,
  type CrisisKind,
  type CrisisRule,
} from "@/content/safety/crisis-rules";
import { ConceptMap, type Found } from "@/lib/language/concept-map";
import { CompiledLexicon, type Occurrence } from "@/lib/language/lexicon";
import {
  fragment,
  type GermanPart,
  type GermanText,
  joinGermanParts,
  readGermanPart,
} from "@/lib/language/tokens";
import { featureLogOdds, stemFeatures, type WordWeights } from "@/lib/safety/word-evidence";

import wordWeights from "@/content/safety/crisis-word-weights.json";

export type { CrisisKind } from "@/content/safety/crisis-rules";

/**
 * The crisis net: recognises messages about suicide, self-harm or harming someone else, in the
 * many ways people say it, and leaves figurative speech, grief, school work and crises long past
 * alone. It reads German, not phrases: words are normalised, stemmed and mapped to concepts
 * (content/safety/crisis-concepts.ts), and rules combine the concepts (crisis-rules.ts). It reads
 * the user's last few messages together, so a plan spread over two messages is caught on the second.
 */
export interface CrisisAssessment {
  crisis: boolean;
  kind: CrisisKind | null;
  /** The words that triggered the assessment, in the user's own spelling. */
  matched: string | null;
  /** Sum of the rules that held; CRISIS_THRESHOLD and above is a crisis. */
  score: number;
  /** Below the threshold but not nothing: a model may be asked for a second opinion. */
  borderline: boolean;
  /** The rules that held, for tests and the clinician's review. */
  rules: string[];
}

/** How many earlier messages of the same chat are read with the new one. */
export const CRISIS_CONTEXT_MESSAGES = 3;

const lexicon = new CompiledLexicon(CRISIS_CONCEPTS, CRISIS_TYPO_CONCEPTS);
const WEIGHTS: WordWeights = wordWeights;
/**
 * Weak hits (score up to VETO_SCORE, no strong rule) are set aside when the words are this much
 * more likely in ordinary messages. Chosen by cross-validation over the tuning batches (weights
 * trained without the batch they judge): a limit of 2 instead of 1 cost 1 of 1,957 crises and
 * saved 21 of 3,073 false alarms.
 */
const VETO_LOG_ODDS = -4;
const VETO_SCORE = 2;
/**
 * Words this much more likely in crisis messages are a crisis even when no rule holds: people
 * describe despair in more ways than rules can list. Cross-validated the same way, this caught
 * 44 more of 1,957 crises for 8 more false alarms in 3,073 ordinary messages.
 */
const EVIDENCE_LOG_ODDS = 12;
const TURNED_AWAY_LOG_ODDS = -8;
const KIND_ORDER: readonly CrisisKind[] = ["suicide", "violence", "self_harm"];

const NONE: CrisisAssessment = {
  crisis: false,
  kind: null,
  matched: null,
  score: 0,
  borderline: false,
  rules: [],
};

type Concepts = ConceptMap<CrisisConcept>;
type Spot = Found<CrisisConcept>;

interface Hit {
  rule: CrisisRule;
  used: Spot[];
}

const OTHERS: readonly CrisisConcept[] = ["close_person", "animal", "generic_person"];
const FIRST_PERSON: readonly CrisisConcept[] = ["self", "self_subject"];
const PRONOUNS = new Set(["er", "sie"]);
const OTHER_SUBJECTS = new Set(["er", "sie", "die", "der", "ihr", "alle", "andere"]);
const RELATIVE_PRONOUNS = new Set(["der", "die", "den", "dem", "deren", "dessen", "welcher", "welche"]);

/** A clause like ", der sich das Leben nehmen will" right after a noun: its subject is that noun. */
function isRelativeClause(map: Concepts, anchor: Spot): boolean {
  const [first] = map.clauseTokens(anchor.clause);
  if (!first || !RELATIVE_PRONOUNS.has(first.word)) return false;
  const before = map.token(first.index - 1);
  return Boolean(before?.capital && before.sentence === first.sentence);
}

/** The writer speaks of themself: "ich" in the clause, or no one else named ("will nicht mehr leben"). */
function isAboutSelf(map: Concepts, anchor: Spot): boolean {
  if (map.inClause(anchor, FIRST_PERSON)) return true;
  // "… ein Buch über einen Mann, der sich das Leben nehmen will": the relative clause's subject.
  if (isRelativeClause(map, anchor)) return false;
  // "Ich will nicht, dass die qualvoll sterben": the "dass" clause names its own subject.
  const [conjunction, subject] = map.clauseTokens(anchor.clause);
  if (conjunction?.word === "dass" && OTHER_SUBJECTS.has(subject?.word ?? "")) return false;
  // Someone else in the clause; people in general only outside the anchor's own words ("wirkt bei Menschen auch").
  if (map.inClause(anchor, ["close_person", "animal"]) || besidesAnchor(map, anchor, ["generic_person"]))
    return false;
  return map.inSentence(anchor, [...FIRST_PERSON, "possessive"]) || !map.inSentence(anchor, OTHERS);
}

/**
 * Methods are also news ("ein Auto ist gegen einen Baum gefahren"): the writer must be in the
 * sentence or, in a short message, in the message, or someone close must be named.
 */
function isWriterOrClose(map: Concepts, anchor: Spot): boolean {
  if (map.inClause(anchor, ["generic_person", "animal", "media"])) return false;
  if (map.inSentence(anchor, [...FIRST_PERSON, "reflexive", "possessive"])) return true;
  return map.inLastMessage([...FIRST_PERSON, "reflexive", "possessive"]) || isAboutClosePerson(map, anchor);
}

/** Someone close: "meine Tochter will sich umbringen". Animals and people in general are not. */
function isAboutClosePerson(map: Concepts, anchor: Spot): boolean {
  if (!map.inSentence(anchor, ["close_person"]) || map.inClause(anchor, ["animal", "generic_person"]))
    return false;
  // "Unser Hund muss in Narkose. Ich hab Angst, dass er nicht mehr aufwacht": "er" is the dog.
  const people = map
    .all("close_person")
    .filter((found) => map.isInLastMessage(found) && !PRONOUNS.has(map.token(found.from)?.word ?? ""));
  return people.length > 0 || !map.inLastMessage(["animal"]);
}

const OWN_OBJECTS = new Set(["mich", "mir", "mi", "ma", "selbst", "selber", "uns"]);

/**
 * An act against oneself: "ich bringe mich um", "mich umzubringen", "sie will sich erhängen".
 * "Das bringt mich um" (the verb's subject is something else) is not.
 */
function isActOnSelf(map: Concepts, anchor: Spot): boolean {
  const objects = map
    .clauseTokens(anchor.clause)
    .filter((token) => OWN_OBJECTS.has(token.word) || token.word === "sich");
  if (objects.length === 0) return false;
  if (objects.every((token) => token.word === "sich")) {
    // "Mein Vater hat sich das Leben genommen": someone else's death that has happened.
    if (spanHasParticiple(map, anchor) && !map.inClause(anchor, ["now", "want", "near_attempt"]))
      return false;
    if (map.inSentence(anchor, ["media", "education", "generic_person"])) return false;
    return isAboutClosePerson(map, anchor) || map.inClause(anchor, ["self"]);
  }
  return isOwnAct(map, anchor);
}

/**
 * The writer is the one acting: "ich" in the clause, or a verb form that is not someone else's
 * ("bring mich um", "mich umzubringen"); "das bringt mich um", "hat mich umgebracht" are not.
 */
function isOwnAct(map: Concepts, anchor: Spot): boolean {
  // "Mein Onkel hat sich umgebracht und ich weiß nicht …": done by someone else, to themself.
  if (isSomeoneElsesDeed(map, anchor)) return false;
  const verb = map.token(anchor.from)?.word ?? "";
  const thirdPerson =
    /[^e]t$|et$/.test(verb) && !isParticiple(verb) && map.token(anchor.from - 1)?.word !== "ich";
  if (thirdPerson && map.inClause(anchor, ["generic_person", "close_person", "media"])) return false;
  if (map.inClause(anchor, ["self_subject"])) return !thirdPerson;
  // "Mama wird mich umbringen": someone else is the subject, the writer only the object.
  if (map.inClause(anchor, OTHERS)) return false;
  if (!isAboutSelf(map, anchor)) return false;
  if (spanHasParticiple(map, anchor)) return map.inClause(anchor, ["self_subject"]);
  // "bringt", "tötet": a third person acts, whoever else the clause names.
  return !thirdPerson;
}

function spanHasParticiple(map: Concepts, anchor: Spot): boolean {
  for (let index = anchor.from; index <= anchor.to; index += 1) {
    if (isParticiple(map.token(index)?.word ?? "")) return true;
  }
  return false;
}

/** "umgebracht", "genommen", "erhängt", "vergiftet". */
function isParticiple(word: string): boolean {
  return (
    /^(?:ab|an|auf|aus|ein|um|weg|zu|mit|vor|nach|runter|hinunter)?ge\w{3,}(?:t|en)$/.test(word) ||
    /^(?:er|ver|zer|be|ent)\w{3,}t$/.test(word) ||
    STRONG_PARTICIPLES.has(word)
  );
}

/** Participles of strong verbs without "ge" that look like infinitives ("hat sich erschossen"). */
const STRONG_PARTICIPLES = new Set([
  "erschossen",
  "erstochen",
  "ertrunken",
  "erschlagen",
  "vergiftet",
  "erhangen",
  "suizidiert",
]);

/** "hat sich umgebracht": a participle with "sich" and no "mich" reports what someone did to themself. */
function isSomeoneElsesDeed(map: Concepts, anchor: Spot): boolean {
  const words = map.clauseTokens(anchor.clause).map((token) => token.word);
  return (
    words.includes("sich") && !words.some((word) => OWN_OBJECTS.has(word)) && spanHasParticiple(map, anchor)
  );
}

/** The writer acts on someone: "ich" in the sentence, or no other subject named in the clause. */
function isActOnOther(map: Concepts, anchor: Spot): boolean {
  if (isSomeoneElsesDeed(map, anchor)) return false;
  return map.inSentence(anchor, ["self_subject"]) || !map.inClause(anchor, OTHERS);
}

function isAbout(who: NonNullable<CrisisRule["who"]>, map: Concepts, anchor: Spot): boolean {
  switch (who) {
    case "self":
      return isAboutSelf(map, anchor);
    case "self_or_close":
      return isAboutSelf(map, anchor) || isAboutClosePerson(map, anchor);
    case "writer":
      return isWriterOrClose(map, anchor);
    case "own_act":
      return isOwnAct(map, anchor);
    case "act_on_self":
      return isActOnSelf(map, anchor);
    case "act_on_other":
      return isActOnOther(map, anchor);
  }
}

/** Words that mark a talk about the topic: a film, a lesson, a question about a dose. */
const TOPIC_CONTEXT: readonly CrisisConcept[] = ["media", "education", "info_question"];
/** Only these make the writer's own words a statement about themself despite such a context. */
const PERSONAL: readonly CrisisConcept[] = ["want", "plan", "soon", "now"];

/**
 * "Ich habe eine Doku über Suizid gesehen", "wie man nach Suizidgedanken fragt", "mein Cousin hat
 * Suizid begangen": the word names a topic or someone else's death, not the writer's intent.
 */
function isTopicOnly(map: Concepts, anchor: Spot): boolean {
  // "Suizidprävention", "Suizidpräventionstag": the word itself names the topic.
  if (
    TOPIC_CONTEXT.some((concept) =>
      map.all(concept).some((found) => found.from <= anchor.to && anchor.from <= found.to),
    )
  )
    return true;
  if (map.inClause(anchor, ["self_subject"]) && besidesAnchor(map, anchor, ["want", "plan"])) return false;
  const before = map.token(anchor.from - 1)?.word ?? "";
  const twoBefore = map.token(anchor.from - 2)?.word ?? "";
  const preposition = map
    .all("topic_preposition")
    .some(
      (found) =>
        found.to === anchor.from - 1 ||
        (found.to === anchor.from - 2 && /^(?:d|de|den|der|die|das|dem|einen?)$/.test(before)),
    );
  if (preposition && twoBefore !== "an" && before !== "an") return true;
  if (map.inSentence(anchor, ["completed", "grief"]) && !map.inSentence(anchor, PERSONAL)) return true;
  // "Wie spricht man jemanden an, der Suizidgedanken hat?"
  if (isQuestionSentence(map, anchor) && map.inSentence(anchor, ["generic_person"])) return true;
  return map.inSentence(anchor, TOPIC_CONTEXT) || map.inLastMessage(TOPIC_CONTEXT);
}

/** One of `concepts` in the anchor's clause, in words other than the anchor's ("Suizidgedanken" is no plan of its own). */
function besidesAnchor(map: Concepts, anchor: Spot, concepts: readonly CrisisConcept[]): boolean {
  return concepts.some((concept) =>
    map
      .all(concept)
      .some((found) => found.clause === anchor.clause && (found.to < anchor.from || found.from > anchor.to)),
  );
}

/**
 * "Vor zehn Jahren wollte ich mich umbringen", "Ich wollte damals nicht mehr leben. Heute bin ich
 * dankbar": past and over, unless it is recent or starting again.
 */
function isOver(map: Concepts, anchor: Spot): boolean {
  if (map.inClause(anchor, ["relapse"]) || map.inLastMessage(["relapse_strong"])) return false;
  if (map.inClause(anchor, ["past_far"]) || mentionsPastYear(map, anchor)) return true;
  if (map.inSentence(anchor, ["past_far"]) && !map.inClause(anchor, ["present_intent"])) return true;
  if (map.inSentence(anchor, ["recent"])) return false;
  return map.inSentence(anchor, ["past_tense"]) && map.inLastMessage(["resolved"]);
}

/** "In meinem Tagebuch von 2015 …": a year before this one in the sentence. */
function mentionsPastYear(map: Concepts, anchor: Spot): boolean {
  const thisYear = new Date().getFullYear();
  return map.text.tokens.some(
    (token) =>
      token.sentence === map.token(anchor.from)?.sentence &&
      /^(?:19|20)\d\d$/.test(token.word) &&
      Number(token.word) < thisYear,
  );
}

/** "Ich sterbe vor Hunger", "zum Sterben langweilig": death as a figure of speech. */
function isFigureOfSpeech(map: Concepts, anchor: Spot): boolean {
  const next = map.token(anchor.to + 1)?.word;
  const afterNext = map.token(anchor.to + 2)?.word;
  const before = map.token(anchor.from - 1)?.word;
  return next === "vor" || (afterNext === "vor" && next !== "den" && next !== "die") || before === "zum";
}

function isQuestionSentence(map: Concepts, anchor: Spot): boolean {
  return Boolean(
    map.text.sentences.find((candidate) => candidate.first <= anchor.from && anchor.from < candidate.last)
      ?.question,
  );
}

/** "Kann ich eine Schlaftablette nehmen, wenn ich Wein getrunken hab?" asks; it does not plan. */
function isQuestion(map: Concepts, anchor: Spot): boolean {
  return (
    isQuestionSentence(map, anchor) &&
    !map.inSentence(anchor, ["dead", "dead_phrase", "kill_self", "suicide_word"])
  );
}

/**
 * A question about a dose blocks, unless the same sentence also states a plan or a wish; a habit
 * being quit blocks, unless what is ended is one's life ("Schluss mit dem Leben").
 */
function blockers(unless: readonly CrisisConcept[], map: Concepts, anchor: Spot): readonly CrisisConcept[] {
  let kept = unless;
  if (map.inSentence(anchor, ["plan", "want", "dead", "dead_phrase", "kill_self", "lethal_act"]))
    kept = kept.filter((concept) => concept !== "info_question");
  if (map.inClause(anchor, ["life_object"])) kept = kept.filter((concept) => concept !== "quit_object");
  // "Wenn das Zeugnis kommt, bring ich mich um. Am Donnerstag.": a date makes it more than a figure.
  // "… wo der Schlüssel ist, und ich will mich damit erschießen": a weapon is no trifle either.
  // "Ich mein's ernst, Benzin hab ich schon": a writer who says they mean it is not venting about a trifle.
  if (map.inLastMessage(["soon", "plan", "future", "weapon", "serious"]))
    kept = kept.filter((concept) => concept !== "trivial");
  return kept;
}

/** "[Sie haben mein Handy genommen und Fotos von mir rumgeschickt.]": bullying is not a trifle. */
function windowBlockers(unless: readonly CrisisConcept[], map: Concepts): readonly CrisisConcept[] {
  return map.has("abuse") ? unless.filter((concept) => concept !== "trivial") : unless;
}

/** Words that may follow a clause-final "nicht": a separable verb's particle, "mehr". */
const AFTER_FINAL_NEGATION = new Set(["um", "an", "vor", "mehr", "wirklich"]);

/** "Ich denke nicht an Selbstmord", "keine Gedanken an Suizid": denied before a preposition. */
function isNegatedBeforePreposition(map: Concepts, anchor: Spot): boolean {
  const before = map.token(anchor.from - 1);
  const negator = map.token(anchor.from - 2)?.word ?? "";
  return (
    Boolean(before && ["an", "ans", "uber", "von"].includes(before.word)) &&
    ["nicht", "nie", "keine", "keinen"].includes(negator)
  );
}

/** Denied before it ("nicht mich umbringen", "nicht an Selbstmord") or after it. */
function isDenied(map: Concepts, anchor: Spot): boolean {
  return map.isNegated(anchor) || isNegatedBeforePreposition(map, anchor) || isNegatedAfter(map, anchor);
}

/**
 * German also negates after the verb: "ich ritze mich nicht", "lebensmüde bin ich nicht", and
 * "ich hab nicht vor, mich umzubringen", "nicht so mies, dass ich mir was antun würde" deny the
 * clause that follows.
 */
function isNegatedAfter(map: Concepts, anchor: Spot): boolean {
  // "ab welchem Stockwerk überlebt man einen Sturz nicht mehr": the question asks about dying.
  if (anchor.concept === "method_question") return false;
  const clause = map.clauseTokens(anchor.clause);
  // "Ich schneide mich nicht, um zu sterben": the purpose is denied, not the act.
  const next = map.token((clause[clause.length - 1]?.index ?? -2) + 1);
  if (next?.word === "um" && next.sentence === clause[0]?.sentence) return false;
  const rest = clause.filter((token) => token.index > anchor.to);
  // "ich ritze mich nicht mehr und hab auch keinen Drang": the negation ends where the next verb's part begins.
  const coordinated = rest.findIndex((token, index) => index > 0 && COORDINATORS.has(token.word));
  const own = coordinated >= 0 ? rest.slice(0, coordinated) : rest;
  const negator = own.findIndex((token) => token.word === "nicht" || token.word === "nie");
  if (negator >= 0 && own.slice(negator + 1).every((token) => AFTER_FINAL_NEGATION.has(token.word)))
    return true;
  // "Suizid ist für mich keine Option."
  if (
    hasSequence(
      own.map((token) => token.word),
      NO_OPTION,
    )
  )
    return true;
  const before = clause.filter((token) => token.index < anchor.from).map((token) => token.word);
  // "ich hab nicht vor, von der Brücke zu springen", "ich denk nicht dran, mir was anzutun".
  if (hasSequence(before, INTENT_DENIED)) return true;
  const first = clause[0];
  const previous = first ? map.clauseTokens(map.token(first.index - 1)?.clause ?? -1) : [];
  if (previous.length === 0 || previous[0]?.sentence !== first?.sentence) return false;
  const words = previous.map((token) => token.word);
  // "nicht weil ich sterben will, sondern …"
  if (words[words.length - 1] === "nicht" && first?.word === "weil") return true;
  // "Ich habe keine Gedanken daran, mir das Leben zu nehmen."
  if (hasSequence(words, INTENT_DENIED)) return true;
  return first?.word === "dass" && /\bnicht so\b/.test(words.join(" "));
}

const COORDINATORS = new Set(["und", "oder", "aber", "sondern"]);
/** Words that deny an intent for the rest of the clause, or for the clause that follows. */
const INTENT_DENIED: readonly (readonly string[])[] = [
  ["nicht", "vor"],
  ["nicht", "dran"],
  ["nicht", "daran"],
  ["keine", "absicht"],
  ["nicht", "die", "absicht"],
  ["keine", "gedanken"],
  ["keinen", "gedanken"],
  ["keinen", "plan"],
  ["nie", "vor"],
];
/** "ist keine Option", "kommt nicht in Frage". */
const NO_OPTION: readonly (readonly string[])[] = [
  ["keine", "option"],
  ["keine", "losung"],
  ["keine", "alternative"],
  ["kein", "thema"],
  ["nicht", "in", "frage"],
];

/** One of `sequences` appears, word for word, in `words`. */
function hasSequence(words: readonly string[], sequences: readonly (readonly string[])[]): boolean {
  return sequences.some((sequence) =>
    words.some((_, start) => sequence.every((word, offset) => words[start + offset] === word)),
  );
}

function evaluate(rule: CrisisRule, map: Concepts): Hit | null {
  const [first, ...others] = rule.all;
  if (!first) return null;
  for (const anchor of map.all(first)) {
    // "Seit zwei Jahren nicht geritzt und heute wieder": the relapse undoes the negation.
    if (isDenied(map, anchor) && !map.inSentence(anchor, ["relapse_strong"])) continue;
    const used = [anchor];
    let complete = true;
    for (const concept of others) {
      const found = map.near(anchor, concept, rule.within);
      if (!found) {
        complete = false;
        break;
      }
      used.push(found);
    }
    if (!complete) continue;
    if (rule.any) {
      const extra = rule.any.map((concept) => map.near(anchor, concept, rule.within)).find(Boolean);
      if (!extra) continue;
      used.push(extra);
    }
    // The newest message must carry the rule itself, not only a time or a wish around it, unless
    // the rule reads an intent said before and completed now ("[ich hab mich entschieden] am Sonntag").
    const core = used.slice(0, rule.all.length);
    const carrier = rule.completesEarlier ? used : core;
    if (!carrier.some((found) => map.isInLastMessage(found))) continue;
    if (
      !map.isInLastMessage(anchor) &&
      map.inLastMessage(["positive", "harmless_purpose", "humour", "quit_object"])
    )
      continue;
    if (rule.requireInMessage && !rule.requireInMessage.some((concept) => map.has(concept))) continue;
    if (rule.requireAlso && !rule.requireAlso.some((concept) => map.has(concept))) continue;
    if (rule.who && !isAbout(rule.who, map, anchor)) continue;
    if (rule.unless && map.inSentence(anchor, blockers(rule.unless, map, anchor))) continue;
    if (
      rule.unlessNear &&
      used.some((found) => map.inClause(found, blockers(rule.unlessNear ?? [], map, anchor)))
    ) {
      continue;
    }
    if (rule.unlessInMessage && map.inLastMessage(rule.unlessInMessage)) continue;
    if (rule.unlessInWindow && map.inEarlierMessages(windowBlockers(rule.unlessInWindow, map))) continue;
    if (rule.topic && isTopicOnly(map, anchor)) continue;
    if (rule.questionIsInfo && isQuestion(map, anchor)) continue;
    if (!rule.pastIsContext && isOver(map, anchor)) continue;
    if ((first === "dead" || first === "kill_self") && isFigureOfSpeech(map, anchor)) continue;
    return { rule, used };
  }
  return null;
}

/** The end of a sentence: a full stop, question or exclamation mark, possibly followed by emoji. */
const ENDS_SENTENCE = /[.!?…]["“”»«')\]]*[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}]*$/u;

const OPENS_WITH_ANSWER = /^\s*(?:nein|ne|nee|nö)\b/iu;

/** Concepts that "kein Witz", "kein Spaß" contain but do not mean. */
const UNSAID: readonly CrisisConcept[] = ["hyperbole", "clarify", "de_escalation", "trivial"];

/** Words that explain an earlier message away or turn from it: a joke, a purpose, help, the past. */
const CLARIFYING: readonly CrisisConcept[] = [
  "de_escalation",
  "positive",
  "humour",
  "harmless_purpose",
  "quit_object",
  "grief",
  "trivial",
  "media",
  "education",
  "past_far",
  "resolved",
  "clarify",
  "work",
];

/**
 * A reply to one's own crisis message stays a crisis ("hab's jetzt im Auto liegen" after "hab ein
 * Seil gekauft"), unless it explains the message away or turns towards help ("für die Slackline
 * 😅", "danke, ich ruf jetzt an"). After someone has said they are in danger, the card stays until
 * they say otherwise.
 */
function continuation(
  map: Concepts,
  earlier: readonly string[],
  text: string,
  logOdds: number,
  reader: Reader,
): CrisisAssessment | null {
  // "nein, ich hab niemanden, den ich anrufen kann": a "nein" that leaves the writer alone clears nothing.
  if (earlier.length === 0 || (map.inLastMessage(CLARIFYING) && !map.inLastMessage(["still_alone"])))
    return null;
  // "[i geh jetzt ins wasser] endlich wieder badesaison am wörthersee!": a reply in overwhelmingly
  // ordinary words, with no rule of its own, turns away from the earlier message.
  if (logOdds < TURNED_AWAY_LOG_ODDS) return null;
  const recent = earlier.slice(-CRISIS_CONTEXT_MESSAGES);
  for (let index = recent.length - 1; index >= 0; index -= 1) {
    // Each earlier message on its own rules, as when it was sent: carrying on is not chained.
    const message = recent[index] ?? "";
    const before = recent.slice(0, index);
    const assessed = assess(message, before, false, reader);
    if (assessed.assessment.crisis) {
      // "[ich will sterben] vor Scham", "[ich verschwinde jetzt für immer] aus der Klassengruppe": a
      // reply that finishes the previous message's sentence is read with it, and may clear it.
      // A reply that opens with an answer ("nein, ich hab niemanden …") starts a sentence of its own.
      const finishes =
        index === recent.length - 1 && !ENDS_SENTENCE.test(message) && !OPENS_WITH_ANSWER.test(text);
      if (finishes && !assess(`${message} ${text}`, before, false, reader).assessment.crisis) return null;
      return { ...assessed.assessment, matched: null, rules: ["continuation", ...assessed.assessment.rules] };
    }
    // "[heute Nacht fahr ich gegen die Wand] also im Rennspiel 😂": cleared up, nothing to carry on.
    if (assessed.clarifies) return null;
  }
  return null;
}

/**
 * Scores `text`, read together with up to three earlier messages of the same user (oldest first).
 * Only rules that hold on words of `text` itself count: the earlier messages were assessed when
 * they were sent.
 */
export function assessCrisis(text: string, earlier: readonly string[] = []): CrisisAssessment {
  return assess(text, earlier, true, reader()).assessment;
}

/** Reads messages joined by line breaks, as readGerman and the lexicon would read the joined text. */
type Reader = (messages: readonly string[]) => { read: GermanText; found: Occurrence<CrisisConcept>[] };

/**
 * One assessment reads the same messages again and again: the newest with the earlier ones, then
 * each earlier one with those before it. Each message is read and looked up once, and the joined
 * text is put together from them.
 */
function reader(): Reader {
  const parts = new Map<string, { german: GermanPart; found: Occurrence<CrisisConcept>[] }>();
  const partOf = (message: string) => {
    const known = parts.get(message);
    if (known) return known;
    const german = readGermanPart(message);
    const part = { german, found: lexicon.find(german.text) };
    parts.set(message, part);
    return part;
  };
  return (messages) => {
    const read = messages.map(partOf);
    const found: Occurrence<CrisisConcept>[] = [];
    let offset = 0;
    for (const { german, found: own } of read) {
      for (const { concept, from, to, words } of own) {
        found.push({
          concept,
          from: from + offset,
          to: to + offset,
          words: words.map((word) => word + offset),
        });
      }
      offset += german.text.tokens.length;
    }
    return { read: joinGermanParts(read.map((part) => part.german)), found };
  };
}

interface Assessed {
  assessment: CrisisAssessment;
  /** The message explains an earlier one away or turns towards help. */
  clarifies: boolean;
}

function assess(text: string, earlier: readonly string[], carry: boolean, reader: Reader): Assessed {
  const messages = [...earlier.slice(-CRISIS_CONTEXT_MESSAGES), text];
  const joined = messages.join("\n");
  const lastStart = joined.length - text.length;
  const { read, found } = reader(messages);
  if (!read.tokens.some((token) => token.start >= lastStart)) return { assessment: NONE, clarifies: false };
  // "Kein Witz, ich will mich umbringen 💀": a writer who says they mean it is not joking.
  const serious = found.filter((occurrence) => occurrence.concept === "serious");
  const occurrences =
    serious.length === 0
      ? found
      : found.filter(
          (occurrence) =>
            occurrence.concept !== "humour" &&
            // "kein Spaß": the word "Spaß" inside it is not a joke either.
            !(
              UNSAID.includes(occurrence.concept) &&
              serious.some((said) => said.from <= occurrence.to && occurrence.from <= said.to)
            ),
        );
  const map: Concepts = new ConceptMap(read, occurrences, lastStart);
  const clarifies = map.inLastMessage(CLARIFYING);
  // The newest message's word statistics, from the stems already read.
  const ownStems = read.tokens.filter((token) => token.start >= lastStart).map((token) => token.stem);
  const logOdds = featureLogOdds(stemFeatures(ownStems), WEIGHTS);
  const carriedOn = () => (carry ? continuation(map, earlier, text, logOdds, reader) : null);

  const hits = CRISIS_RULES.map((rule) => evaluate(rule, map)).filter((hit): hit is Hit => hit !== null);
  // "Ich will mich nicht umbringen, nur müde": words alone never overrule a negation or a clarification.
  const evidence = clarifies || deniesAnchor(map) ? 0 : logOdds;
  if (hits.length === 0) return { assessment: carriedOn() ?? wordEvidence(evidence, null), clarifies };
  const moods = hits.filter((hit) => hit.rule.mood).reduce((sum, hit) => sum + hit.rule.score, 0);
  const signs = hits.filter((hit) => !hit.rule.mood).reduce((sum, hit) => sum + hit.rule.score, 0);
  // Hopelessness is a warning sign, not a crisis: it counts only next to another sign.
  const score = signs > 0 ? signs + moods : Math.min(moods, BORDERLINE);
  const top = [...hits].sort(
    (a, b) =>
      b.rule.score - a.rule.score || KIND_ORDER.indexOf(a.rule.kind) - KIND_ORDER.indexOf(b.rule.kind),
  )[0] as Hit;
  const inLast = top.used.filter((found) => map.isInLastMessage(found));
  const span = inLast.length > 0 ? inLast : top.used;
  const from = Math.min(...span.map((found) => found.from));
  const to = Math.max(...span.map((found) => found.to));
  // Just enough to count, in a message whose words are overwhelmingly ordinary: borderline.
  const setAside = score <= VETO_SCORE && !hits.some((hit) => hit.rule.strong) && logOdds < VETO_LOG_ODDS;
  const crisis = score >= CRISIS_THRESHOLD && !setAside;
  const carried = crisis ? null : carriedOn();
  if (carried) return { assessment: carried, clarifies };
  const assessment: CrisisAssessment = {
    crisis,
    kind: crisis ? top.rule.kind : null,
    matched: fragment(read, from, to),
    score,
    borderline: !crisis && (score >= BORDERLINE || setAside),
    rules: hits.map((hit) => hit.rule.id),
  };
  return { assessment: crisis ? assessment : wordEvidence(evidence, assessment, top.rule.kind), clarifies };
}

/** What a message can deny outright: dying, killing, hurting. */
const DENIABLE: readonly CrisisConcept[] = [
  "kill_self",
  "suicide_word",
  "dead",
  "dead_phrase",
  "lethal_act",
  "self_harm_word",
  "self_harm_act",
  "harm_other",
  "hurt",
];

/** The newest message denies one of them ("ich will mich nicht umbringen"). */
function deniesAnchor(map: Concepts): boolean {
  return DENIABLE.some((concept) =>
    map.all(concept).some((found) => map.isInLastMessage(found) && isDenied(map, found)),
  );
}

/** No rule made it a crisis, but the words overwhelmingly are those of crisis messages. */
function wordEvidence(
  evidence: number,
  assessment: CrisisAssessment | null,
  kind: CrisisKind = "suicide",
): CrisisAssessment {
  const base = assessment ?? NONE;
  if (evidence <= EVIDENCE_LOG_ODDS) return base;
  return {
    ...base,
    crisis: true,
    // A weak rule that held names the kind; otherwise the wording for the most common danger.
    kind,
    borderline: false,
    rules: [...base.rules, "word_evidence"],
  };
}
