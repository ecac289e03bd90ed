import { normalizeText } from "@/lib/analysis/normalize-text";
import { frequencyOf, sinceOf, timeOfDayOf } from "@/lib/memory/frames";
import { allOf, capitalize, firstOf, joinGerman, NEGATION } from "@/lib/memory/sentences";
import type { ExtractedFact, FactTopic, MemorySubject } from "@/lib/memory/types";

// What the owner says about the animal, as short sentences in the third person ('Luna bellt, wenn
// sie allein ist.'). The animal must be the one spoken of (its name, 'mein Hund', or 'er'/'sie' at
// the start); what the owner says about themselves in the animal's chat is not the animal's fact.

type Animal = Extract<MemorySubject, { kind: "animal" }>;

interface Reaction {
  /** The finite verb with what must stay next to it ("versteckt sich"). */
  verb: string;
  /** What follows the time and place ("unruhig", "an der Leine"). */
  rest: string;
  topic: FactTopic;
}

const reaction = (verb: string, rest = "", topic: FactTopic = "trigger"): Reaction => ({ verb, rest, topic });

const REACTIONS: readonly (readonly [RegExp, Reaction])[] = [
  [/ bellt /, reaction("bellt")],
  [/ jault | heult /, reaction("jault")],
  [/ winselt /, reaction("winselt")],
  [/ zittert /, reaction("zittert")],
  [/ knurrt /, reaction("knurrt")],
  [/ faucht /, reaction("faucht")],
  [/ miaut /, reaction("miaut")],
  [/ hechelt /, reaction("hechelt")],
  [/ ist (?:[a-z]+ ){0,3}unruhig /, reaction("ist", "unruhig")],
  [/ ist (?:[a-z]+ ){0,3}(?:aengstlich|aengstlicher) /, reaction("ist", "ängstlich")],
  [/ ist (?:[a-z]+ ){0,3}nervoes /, reaction("ist", "nervös")],
  [/ ist (?:[a-z]+ ){0,3}gestresst /, reaction("ist", "gestresst")],
  [/ ist (?:[a-z]+ ){0,3}aggressiv /, reaction("ist", "aggressiv")],
  [/ ist (?:[a-z]+ ){0,3}aufgeregt /, reaction("ist", "aufgeregt")],
  [/ hat (?:[a-z]+ ){0,3}angst /, reaction("hat", "Angst")],
  [/ hat (?:[a-z]+ ){0,3}panik /, reaction("hat", "Panik")],
  [/ versteckt sich /, reaction("versteckt sich")],
  [/ zieht (?:[a-z]+ ){0,3}an der leine /, reaction("zieht", "an der Leine")],
  [
    / (?:zerstoert|zerkaut|zerbeisst|zerlegt) (?:[a-z]+ ){0,3}(?:dinge|alles|moebel|sachen|schuhe) /,
    reaction("zerstört", "Dinge"),
  ],
  [/ frisst (?:[a-z]+ ){0,3}(?:schlecht|kaum|wenig) /, reaction("frisst", "schlecht")],
  [/ schlaeft (?:[a-z]+ ){0,3}(?:schlecht|unruhig|kaum) /, reaction("schläft", "schlecht", "sleep")],
  [/ (?:humpelt|lahmt|hinkt) /, reaction("humpelt", "", "pain")],
  [/ hat (?:[a-z]+ ){0,3}schmerzen /, reaction("hat", "Schmerzen", "pain")],
  [/ leckt sich (?:[a-z]+ ){0,3}(?:die )?pfoten /, reaction("leckt sich", "die Pfoten")],
  [/ kratzt sich /, reaction("kratzt sich")],
];

type Place = { kind: "alone" } | { kind: "phrase"; text: string };

const PLACES: readonly (readonly [RegExp, Place])[] = [
  [
    / allein(?:e)? (?:ist|bleibt|bleiben muss|sein muss|zu hause) | beim alleinsein | wenn (?:ich|wir) (?:weg|nicht da|nicht zu hause|aus dem haus) | wenn (?:ich|wir) (?:gehe|gehen|weggehe|weggehen) | (?:das haus|die wohnung) verlass(?:e|en) /,
    { kind: "alone" },
  ],
  [/ gewitter | wenn es (?:gewittert|donnert) | donner /, { kind: "phrase", text: "bei Gewitter" }],
  [/ feuerwerk | silvester | boeller /, { kind: "phrase", text: "bei Feuerwerk" }],
  [
    / (?:andere|anderen|fremde|fremden) hunde(?:n)? | hundebegegnung(?:en)? /,
    { kind: "phrase", text: "bei anderen Hunden" },
  ],
  [/ besuch | wenn es klingelt /, { kind: "phrase", text: "bei Besuch" }],
  [
    / fremde(?:n)? (?:menschen|personen|leute) | bei fremden /,
    { kind: "phrase", text: "bei fremden Menschen" },
  ],
  [/ auto(?:fahren|fahrt|fahrten)? /, { kind: "phrase", text: "beim Autofahren" }],
  [/ tierarzt | tieraerztin /, { kind: "phrase", text: "beim Tierarzt" }],
  [
    / (?:lauten |laute )?geraeusche(?:n)? | laerm | knall | staubsauger /,
    { kind: "phrase", text: "bei lauten Geräuschen" },
  ],
  [/ gassi(?:gehen)? | spaziergang | spaziergaengen /, { kind: "phrase", text: "beim Spaziergang" }],
  [/ kinder(?:n)? /, { kind: "phrase", text: "bei Kindern" }],
];

/** 'mein Hund' is only the profile's animal when it is a dog. */
const SPECIES_NOUNS: Readonly<Record<string, string>> = {
  hund: "hund|huendin|tier",
  katze: "katze|kater|tier",
  pferd: "pferd|stute|wallach|tier",
};

const PRONOUN = { weiblich: "sie", männlich: "er" } as const;

/** The animal is spoken of: its name, 'mein Hund', or 'er'/'sie' opening the sentence. */
function speaksOf(words: string, animal: Animal): boolean {
  const name = normalizeText(animal.name).text;
  if (name && words.includes(` ${name} `)) return true;
  const nouns = SPECIES_NOUNS[animal.species ?? ""] ?? "tier";
  if (new RegExp(` (?:mein|meine|unser|unsere) (?:${nouns}) `).test(words)) return true;
  const opening = words.split(" ")[1] ?? "";
  const pronoun = animal.gender && animal.gender !== "unbekannt" ? PRONOUN[animal.gender] : null;
  return pronoun ? opening === pronoun : opening === "er" || opening === "sie";
}

function reactionFact(words: string, animal: Animal): ExtractedFact | null {
  const found = firstOf(words, REACTIONS);
  if (!found) return null;
  const since = sinceOf(words);
  if (since?.kind === "days") return null;
  const place = firstOf(words, PLACES);
  const pronoun = animal.gender && animal.gender !== "unbekannt" ? PRONOUN[animal.gender] : null;
  const alone = place?.kind === "alone";
  const frames = [
    since?.text ?? null,
    place?.kind === "phrase" ? place.text : alone && !pronoun ? "beim Alleinsein" : null,
    timeOfDayOf(words),
    place ? null : frequencyOf(words),
  ].filter((part): part is string => part !== null);
  if (frames.length === 0 && !alone) return null;
  const sentence = [animal.name, found.verb, ...frames, found.rest].filter(Boolean).join(" ");
  const clause = alone && pronoun ? `, wenn ${pronoun} allein ist` : "";
  return { topic: found.topic, content: `${sentence}${clause}.` };
}

const ACTIVITIES: readonly (readonly [RegExp, { label: string; plural: boolean }])[] = [
  [/ musik /, { label: "Musik", plural: false }],
  [/ kau(?:en|knochen|artikel|artikeln|spielzeug) /, { label: "Kauen", plural: false }],
  [/ schnueffel(?:n|spiele|spielen|teppich) | suchspiele(?:n)? /, { label: "Schnüffelspiele", plural: true }],
  [/ spaziergaenge | spaziergang | gassi(?:gehen)? /, { label: "Spaziergänge", plural: true }],
  [
    / rueckzugsort | (?:seine|ihre|eine) (?:box|hoehle|decke) | hoehle /,
    { label: "Ein Rückzugsort", plural: false },
  ],
  [/ kuscheln | streicheln | naehe /, { label: "Nähe", plural: false }],
  [/ feste(?:n)? ablaeufe(?:n)? | routine(?:n)? /, { label: "Feste Abläufe", plural: true }],
  [/ spielen /, { label: "Spielen", plural: false }],
  [/ buersten /, { label: "Bürsten", plural: false }],
  [/ massage(?:n)? /, { label: "Massagen", plural: true }],
];

function helpsFact(words: string, animal: Animal): ExtractedFact | null {
  const name = normalizeText(animal.name).text;
  const subject = `(?:${name}|ihm|ihr|meinem hund|meiner katze|unserem hund|unserer katze)`;
  const helps = new RegExp(
    ` (?:hilft|helfen|beruhigt|beruhigen|entspannt|entspannen|tut|tun) ${subject} | ${subject} (?:beruhigt|entspannt) sich | (?:bei|fuer) ${subject} (?:hilft|helfen) `,
  );
  if (!helps.test(words)) return null;
  const activities = allOf(words, ACTIVITIES).slice(0, 3);
  if (activities.length === 0) return null;
  const plural = activities.length > 1 || activities[0]?.plural === true;
  const labels = activities.map((activity, index) =>
    index === 0 ? activity.label : activity.label.replace(/^(Ein|Eine) /, (article) => article.toLowerCase()),
  );
  return {
    topic: "helps",
    content: capitalize(`${joinGerman(labels)} ${plural ? "helfen" : "hilft"} ${animal.name}.`),
  };
}

/** The animal's facts in one sentence. */
export function animalFacts(words: string, animal: Animal): ExtractedFact[] {
  if (NEGATION.test(words) || !speaksOf(words, animal)) return [];
  return [helpsFact(words, animal) ?? reactionFact(words, animal)].filter(
    (fact): fact is ExtractedFact => fact !== null,
  );
}
