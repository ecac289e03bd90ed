import { normalizeText } from "@/lib/analysis/normalize-text";
import type { ProfileKind } from "@/lib/coach/types";
import { remembered } from "@/lib/language/text-memo";

export const INTENT_IDS = [
  "stress",
  "sleep",
  "pain",
  "tension",
  "exhaustion",
  "anxiety",
  "sadness",
  "grief",
  "loneliness",
  "anger",
  "relationship",
  "family",
  "work",
  "money",
  "self_worth",
  "gratitude",
  "progress",
  "body",
  "animal_anxiety",
  "animal_aggression",
  "animal_restlessness",
  "animal_eating",
  "animal_separation",
  "bond",
  "exercise_request",
  "journal_request",
  "greeting",
  "thanks",
  "analysis_question",
  "meaning",
] as const;

export type IntentId = (typeof INTENT_IDS)[number];

/** Intents about a topic, as opposed to conversational ones (greeting, thanks, requests). */
export const META_INTENTS: ReadonlySet<IntentId> = new Set([
  "exercise_request",
  "journal_request",
  "greeting",
  "thanks",
  "analysis_question",
]);

export const ANIMAL_INTENTS: ReadonlySet<IntentId> = new Set([
  "animal_anxiety",
  "animal_aggression",
  "animal_restlessness",
  "animal_eating",
  "animal_separation",
  "bond",
]);

/** A keyword is a regular-expression fragment in ordinary German, matched from a word start. */
type Keyword = readonly [source: string, weight: number];

// Weights: 3 names the topic on its own, 2 is typical for it, 1 only counts together with others.
const KEYWORDS: Record<IntentId, readonly Keyword[]> = {
  stress: [
    [String.raw`\w*stress`, 3],
    [String.raw`gestresst`, 3],
    [String.raw`überford|überfordert`, 3],
    [String.raw`überreizt|reizüberflut`, 3],
    [String.raw`hektik|hektisch|gehetzt|hetze`, 2],
    [String.raw`druck\b|unter druck`, 2],
    [String.raw`zu viel\b|alles auf einmal|keine zeit`, 2],
    [String.raw`abschalten|runterkommen|herunterkommen`, 2],
    [String.raw`deadline|termin`, 1],
    [String.raw`genervt|nerven\b`, 1],
  ],
  sleep: [
    [String.raw`\w*schlaf|\w*schläf`, 3],
    [String.raw`aufwach|wach\w* (?:\w+ ){0,4}auf\b|wachliegen|wach liegen|liege (?:\w+ ){0,2}wach`, 3],
    [String.raw`albtr|alptr`, 3],
    [String.raw`nachts|in der nacht|um drei|um vier`, 2],
    [String.raw`\bbett\b|ins bett`, 1],
    [String.raw`müde`, 1],
  ],
  pain: [
    [String.raw`\w*schmerz`, 3],
    [String.raw`tut (?:\w+ ){0,3}weh|wehtut|weh tut`, 3],
    [String.raw`migräne`, 3],
    [String.raw`stech\w*|brennt|pocht|ziehen im`, 2],
    [String.raw`rücken|kopf\b|gelenk`, 1],
  ],
  tension: [
    [String.raw`verspann`, 3],
    [String.raw`zähne (?:\w+ ){0,2}zusammen|knirsch`, 3],
    [String.raw`nacken|schulter`, 2],
    [String.raw`verkrampf|krampf|steif\b|hart wie`, 2],
    [String.raw`anspannung|angespannt|kiefer`, 2],
  ],
  exhaustion: [
    [String.raw`erschöpf|ausgelaugt|ausgebrannt|burn ?out`, 3],
    [String.raw`müde|müdigkeit`, 3],
    [String.raw`keine (?:\w+ )?(?:kraft|energie)|kraftlos|energielos|antriebslos`, 3],
    [String.raw`kann (?:\w+ )?nicht mehr\b`, 3],
    [String.raw`schlapp|kaputt|platt\b|am ende\b`, 2],
    [String.raw`leer\b|fertig\b`, 1],
    [String.raw`energie`, 1],
    [String.raw`einteilen|auftanken|kraft tanken|erholung`, 1],
  ],
  anxiety: [
    [String.raw`angst|ängst|panik`, 3],
    [String.raw`furcht|fürcht`, 3],
    [String.raw`sorge|besorgt|beunruhig`, 2],
    [String.raw`unruh|nervös`, 2],
    [String.raw`grübel|grübl|gedankenkarussell|gedanken (?:\w+ ){0,2}kreisen`, 2],
    [String.raw`herzrasen|zitter`, 1],
  ],
  sadness: [
    [String.raw`traurig|traurigkeit|tränen`, 3],
    [String.raw`deprimiert|niedergeschlagen|bedrückt|schwermut`, 3],
    [String.raw`(?:ge)?wein(?:e|en|t|te)\b|heul`, 2],
    [String.raw`schwer ums herz|schweres herz|down\b|schlecht drauf`, 2],
    [String.raw`leer\b|mies\b|melanchol`, 1],
  ],
  grief: [
    [String.raw`trauer\b|trauere|trauern|trauerst`, 3],
    [String.raw`gestorben|verstorben|tod\b|todes|eingeschläfert|einschläfern|regenbogenbrücke`, 3],
    [String.raw`beerdigung|begräbnis`, 3],
    [String.raw`verlust|verloren`, 2],
    [String.raw`vermiss|fehlt mir|abschied`, 2],
  ],
  loneliness: [
    [String.raw`einsam`, 3],
    [String.raw`isoliert|niemand (?:\w+ ){0,2}(?:versteht|da|hört)|niemanden`, 3],
    [String.raw`allein`, 2],
    [String.raw`keine freunde|verlassen|ausgeschlossen`, 2],
  ],
  anger: [
    [String.raw`wut\b|wütend|zorn`, 3],
    [String.raw`explodier|platzt (?:\w+ ){0,2}kragen|ausrast|raste (?:\w+ ){0,2}aus`, 3],
    [String.raw`ärger|verärgert|sauer\b`, 2],
    [String.raw`gereizt|reizbar|genervt|nervt\b|hass`, 2],
  ],
  relationship: [
    [String.raw`partner|partnerin|beziehung\b`, 3],
    [String.raw`trennung|getrennt|scheidung|eifersucht|eifersüchtig`, 3],
    [String.raw`ehemann|ehefrau|ehe\b|freund\b|freundin|mann\b|frau\b`, 2],
    [String.raw`streit|verliebt|dating`, 2],
    [String.raw`liebe\b`, 1],
  ],
  family: [
    [String.raw`familie|eltern|geschwister`, 3],
    [String.raw`mutter|mama|vater|papa|kind\b|kinder|sohn|tochter|bruder|schwester`, 3],
    [String.raw`oma\b|opa\b|großeltern|schwieger`, 2],
  ],
  work: [
    [String.raw`arbeit|job\b|jobs\b`, 3],
    [String.raw`chef|chefin|vorgesetzt|kolleg|überstunden|gekündigt|kündig`, 3],
    [String.raw`büro|beruf|projekt|meeting|besprechung|karriere|firma|homeoffice|schicht`, 2],
  ],
  money: [
    [String.raw`geld|finanz|schulden`, 3],
    [String.raw`miete|rechnung|kredit|gehalt|lohn\b|pleite|existenz`, 2],
    [String.raw`kosten|teuer|sparen`, 1],
  ],
  self_worth: [
    [String.raw`selbstwert|selbstzweifel|minderwertig|versag`, 3],
    [String.raw`nicht gut genug|zweifle an mir|zweifel an mir|hasse mich|mag mich (?:\w+ )?nicht`, 3],
    [String.raw`selbstbewusst|selbstvertrauen|nein (?:zu )?sagen|vergleiche mich`, 2],
    [String.raw`schäm|scham|schuldgefühl|schuldig`, 2],
    [String.raw`perfekt`, 1],
  ],
  gratitude: [
    [String.raw`dankbar`, 3],
    [String.raw`wertschätz|schätze (?:\w+ ){0,2}sehr|beschenkt|segen`, 2],
  ],
  progress: [
    [String.raw`geschafft|fortschritt|stolz`, 3],
    [String.raw`glücklich|(?<!nicht )gut ?getan`, 3],
    [String.raw`geht (?:\w+ ){0,3}besser|(?:viel|etwas|schon|deutlich|ein bisschen) (?:besser|leichter)`, 3],
    [String.raw`(?<!nicht )(?:gelungen|geklappt)|(?:klappt|funktioniert)(?! (?:\w+ )?nicht)`, 2],
    [String.raw`besser\b|leichter\b`, 1],
    [String.raw`freu(?:e|t|en|st|te)\b|freude|erfolg|motiviert`, 2],
    [
      String.raw`geht (?:es )?(?:mir )?(?:heute )?(?:richtig |sehr |echt |total |wieder )?gut\b|fühle mich (?:heute )?(?:richtig |sehr |so |wieder )?gut\b`,
      3,
    ],
    [String.raw`endlich|schön\b`, 1],
  ],
  body: [
    [String.raw`körper`, 3],
    [String.raw`gesundheit|krank|symptom|verdauung|magen|darm\b|blutdruck`, 2],
    [
      String.raw`gewicht|abnehmen|zunehmen|appetit|ernährung|hormon|zyklus|wechseljahre|schwindel|allergie`,
      2,
    ],
    [String.raw`bauch|haut\b|essen\b|erkält`, 1],
  ],
  animal_anxiety: [
    [String.raw`gewitter|donner|silvester|feuerwerk|knaller|böller`, 3],
    [String.raw`zitter|schreckhaft|erschrickt|schwanz (?:\w+ ){0,2}(?:eingezogen|zwischen)`, 3],
    [String.raw`angst|ängstlich|panik`, 2],
    [String.raw`versteck|fiept|winselt|hechelt|duckt|unsicher|zieht sich (?:\w+ ){0,2}zurück|rückzug`, 2],
    [String.raw`umzug|umgezogen|neues zuhause`, 1],
  ],
  animal_aggression: [
    [String.raw`aggress|knurr|faucht|fauchen|beißt|beisst|gebissen|schnappt|zwickt`, 3],
    [String.raw`greift (?:\w+ ){0,3}an|angriff|futterneid`, 3],
    [String.raw`kratzt|tritt\b|keilt|steigt\b|verteidig|rauf`, 2],
    [String.raw`bellt (?:\w+ ){0,3}an\b`, 2],
  ],
  animal_restlessness: [
    [String.raw`unruh|rastlos|hibbelig|aufgedreht|überdreht|hyperaktiv`, 3],
    [String.raw`kommt nicht zur ruhe|findet keine ruhe|läuft (?:\w+ ){0,3}(?:hin und her|herum|umher)`, 3],
    [String.raw`nervös|zappel|scharrt|bellt|miaut|maunzt|jault|wiehert`, 2],
    [String.raw`nachts`, 1],
  ],
  animal_eating: [
    [String.raw`frisst|fressen|futter|fütter|mäkelig|wählerisch`, 3],
    [String.raw`appetit|napf|schlingt|trinkt`, 2],
    [String.raw`abgenommen|zugenommen|übergewicht|leckerli`, 1],
  ],
  animal_separation: [
    [String.raw`allein(?:e)? (?:\w+ ){0,2}(?:bleiben|lassen|zu hause|daheim|ist|bleibt)`, 3],
    [String.raw`trennungsangst|trennungsstress`, 3],
    [
      String.raw`(?:wenn|sobald|sowie|bevor) ich (?:\w+ ){0,3}(?:gehe|weg bin|weggehe|verlasse|außer haus|aus dem haus)`,
      3,
    ],
    [String.raw`klebt an mir|folgt mir (?:\w+ )?überall|weicht mir nicht von der seite`, 3],
    [String.raw`zerstört|zerkaut|zerbeißt|jault|heult`, 2],
  ],
  bond: [
    [String.raw`bindung|beziehung zu (?:meinem|meiner|unserem|unserer)`, 3],
    [String.raw`hört nicht|folgt nicht|gehorcht nicht|ignoriert mich`, 3],
    [String.raw`vertrau|verbindung|verbunden|spürt|spüren|kommunik`, 2],
    // Written as normalised "naehe": the adjective "nahe" is no sign of closeness.
    [String.raw`naehe\b|kuschel|schmust|meine (?:anspannung|stimmung|energie)`, 2],
  ],
  exercise_request: [
    [String.raw`übung|meditation|meditier|visualisierung|body ?scan|yoga`, 3],
    [String.raw`atemübung|atemtechnik|atmung|atmen\b|entspannungs`, 2],
    [String.raw`tipp|vorschlag|empfiehl|was hilft|was kann ich (?:\w+ )?tun`, 1],
  ],
  journal_request: [
    [String.raw`journal|tagebuch`, 3],
    [String.raw`aufschreiben|notieren|eintrag|gedanken (?:\w+ )?(?:sortieren|ordnen)`, 2],
    [String.raw`schreiben\b`, 1],
  ],
  greeting: [
    [
      String.raw`(?:hallo|hallöchen|hi|hey|servus|moin|grüß gott|grüß dich|griaß di|guten morgen|guten tag|guten abend|grüezi)\b`,
      3,
    ],
  ],
  thanks: [[String.raw`danke\b|dankeschön|vielen dank|merci\b|vergelts gott`, 3]],
  analysis_question: [
    [String.raw`analyse|auswertung`, 3],
    [String.raw`ergebnis|muster\b|energiezustand|aura\b|was bedeutet`, 2],
    [String.raw`zustand|überreizt|blockiert|harmonisch|gestärkt`, 1],
  ],
  meaning: [
    [String.raw`spirituell|spiritualität|bestimmung|berufung|lebensaufgabe|lebensweg`, 3],
    [
      String.raw`sinn (?:des|meines|im|in meinem) leben|sinnsuche|seele|universum|karma|schicksal|intuition|bauchgefühl`,
      2,
    ],
    [String.raw`sinn\b`, 1],
    [String.raw`gott\b|beten|gebet|glaube an`, 2],
  ],
};

/** ä is "ae" in normalised text, or "a" when typed without umlauts. */
function tolerant(source: string): string {
  return source
    .toLowerCase()
    .replace(/ä/g, "ae?")
    .replace(/ö/g, "oe?")
    .replace(/ü/g, "ue?")
    .replace(/ß/g, "ss");
}

const COMPILED = INTENT_IDS.map((id) => ({
  id,
  keywords: KEYWORDS[id].map(([source, weight]) => ({
    pattern: new RegExp(String.raw`\b(?:${tolerant(source)})`),
    weight,
  })),
}));

const ANIMAL_WORDS = new RegExp(
  String.raw`\b(?:${tolerant("hund|hündin|welpe|rüde|katze|kater|kätzchen|mieze|pferd|pony|stute|wallach|hengst|fohlen|tier(?:e|es|en)?\\b|kaninchen|hase|meerschwein|hamster|vogel|wellensittich|papagei")})`,
);
/** The person speaks about themselves: "ich bin", "mir geht es", "ich habe". */
const ABOUT_ONESELF =
  /\b(?:ich bin|bin ich|ich fuehle|fuehle ich|mir geht|geht es mir|ich habe|habe ich|ich hab|hab ich)\b/;

export function mentionsAnimal(message: string): boolean {
  return ANIMAL_WORDS.test(normalizeText(message).text);
}

export interface DetectedIntent {
  id: IntentId;
  score: number;
  /** The normalised words that matched, strongest first. */
  matched: string[];
}

export interface IntentOptions {
  subject?: ProfileKind;
  /** The animal's name: mentioning it makes animal topics likely. */
  animalName?: string | null;
}

/** The animal's name as a word, compiled once per name. */
const animalNames = new Map<string, RegExp>();
const ANIMAL_NAMES = 1_000;

function animalName(name: string): RegExp {
  const known = animalNames.get(name);
  if (known) return known;
  const pattern = new RegExp(`\\b${name}\\b`);
  if (animalNames.size >= ANIMAL_NAMES) animalNames.clear();
  animalNames.set(name, pattern);
  return pattern;
}

/** How strongly the text is about an animal: 1 clearly, 0.5 maybe, 0 not at all. */
function animalWeight(text: string, options: IntentOptions): number {
  const name = options.animalName ? normalizeText(options.animalName).text : "";
  const mentioned = ANIMAL_WORDS.test(text) || (name.length > 1 && animalName(name).test(text));
  if (mentioned) return 1;
  if (options.subject !== "animal") return 0;
  return ABOUT_ONESELF.test(text) ? 0.5 : 1;
}

/** Detects the topics of a message, strongest first. Intents scoring below 2 are left out. */
export function detectIntents(message: string, options: IntentOptions = {}): DetectedIntent[] {
  return [...intentsOf(message, options)];
}

// A reply asks this of the conversation's messages again and again (withTextMemo).
const intentsOf = remembered(
  (message: string, options: IntentOptions) =>
    JSON.stringify([String(options.subject), String(options.animalName), message]),
  readIntents,
);

function readIntents(message: string, options: IntentOptions): readonly DetectedIntent[] {
  const text = normalizeText(message).text;
  if (text.length === 0) return [];
  const animal = animalWeight(text, options);

  const found: DetectedIntent[] = [];
  for (const { id, keywords } of COMPILED) {
    const factor = ANIMAL_INTENTS.has(id) ? animal : 1;
    if (factor === 0) continue;
    const hits = keywords
      .map(({ pattern, weight }) => ({ match: pattern.exec(text), weight }))
      .filter((hit): hit is { match: RegExpExecArray; weight: number } => hit.match !== null)
      .sort((a, b) => b.weight - a.weight);
    const score = hits.reduce((sum, hit) => sum + hit.weight, 0) * factor;
    if (score >= 2) found.push({ id, score, matched: hits.map((hit) => hit.match[0]) });
  }
  return found.sort((a, b) => b.score - a.score || INTENT_IDS.indexOf(a.id) - INTENT_IDS.indexOf(b.id));
}

/** The strongest intent that is about a topic, if any. */
export function topicIntent(intents: readonly DetectedIntent[]): DetectedIntent | undefined {
  return intents.find((intent) => !META_INTENTS.has(intent.id));
}
