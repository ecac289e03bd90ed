import { durableFrame, isChronic, sinceOf } from "@/lib/memory/frames";
import { allOf, capitalize, firstOf, GAP, joinGerman, NEGATION } from "@/lib/memory/sentences";
import type { ExtractedFact } from "@/lib/memory/types";

// What a person says about themselves, as short sentences addressed to them ('Du …'). Each topic
// recognises a first-person statement in the folded words and says it again from a fixed template
// with a controlled vocabulary: the user's own sentence is never echoed with its pronouns swapped.

const I_HAVE = "(?:ich habe|habe ich|ich hab|hab ich)";

// ---------------------------------------------------------------- sleep

type SleepKind = "general" | "falling" | "staying" | "waking" | "problems" | "disorder";

const SLEEP: readonly (readonly [RegExp, SleepKind])[] = [
  [
    new RegExp(
      ` (?:ich kann|kann ich)${GAP} (?:nicht|kaum|schlecht|schwer|nur schwer)(?: mehr)?(?: richtig| gut)? einschlafen `,
    ),
    "falling",
  ],
  [new RegExp(` (?:ich schlafe|schlafe ich)${GAP} (?:schlecht|schwer) ein `), "falling"],
  [
    new RegExp(
      ` (?:ich kann|kann ich)${GAP} (?:nicht|kaum|schlecht)(?: mehr)?(?: richtig| gut)? durchschlafen `,
    ),
    "staying",
  ],
  [new RegExp(` (?:ich wache|wache ich)${GAP} auf `), "waking"],
  [
    new RegExp(` (?:ich kann|kann ich)${GAP} (?:nicht|kaum|schlecht)(?: mehr)?(?: richtig| gut)? schlafen `),
    "general",
  ],
  [
    new RegExp(
      ` (?:ich schlafe|schlafe ich)${GAP} (?:schlecht|kaum|unruhig|miserabel|nicht (?:mehr )?(?:gut|richtig)) `,
    ),
    "general",
  ],
  [new RegExp(` mein schlaf ist${GAP} (?:schlecht|unruhig|miserabel) `), "general"],
  [new RegExp(` ${I_HAVE}${GAP} schlafstoerungen `), "disorder"],
  [
    new RegExp(` ${I_HAVE}${GAP} (?:schlafprobleme|probleme (?:beim|mit dem) (?:ein|durch)?schlafen) `),
    "problems",
  ],
];

/** The words between the parts of a sleep pattern hold no negation of their own. */
function sleepKind(words: string): SleepKind | null {
  for (const [pattern, kind] of SLEEP) {
    const match = pattern.exec(words);
    if (match && !NEGATION.test(` ${match[1] ?? ""} `)) return kind;
  }
  return null;
}

function sleepFact(words: string): string | null {
  const kind = sleepKind(words);
  if (!kind) return null;
  if (kind === "waking") {
    // 'Ich wache nachts auf', not 'Ich wache um sieben auf'.
    if (!/ nachts | in der nacht /.test(words)) return null;
    const since = sinceOf(words);
    if (since?.kind === "days") return null;
    const often = / (?:oft|haeufig|staendig|immer wieder|dauernd|jede nacht) /.test(words) ? " oft" : "";
    const from = since ? `${since.text} ` : "";
    return `Du wachst ${from}nachts${often} auf.`;
  }
  const frame = durableFrame(words);
  if (!frame) return null;
  switch (kind) {
    case "falling":
      return `Du kannst ${frame} schlecht einschlafen.`;
    case "staying":
      return `Du kannst ${frame} schlecht durchschlafen.`;
    case "problems":
      return `Du hast ${frame} Schlafprobleme.`;
    case "disorder":
      return `Du hast ${frame} Schlafstörungen.`;
    case "general":
      return `Du schläfst ${frame} schlecht.`;
  }
}

// ---------------------------------------------------------------- pain

const PAIN_NOUNS: readonly (readonly [string, string])[] = [
  ["rueckenschmerzen|rueckenprobleme", "Rückenschmerzen"],
  ["kopfschmerzen|kopfweh", "Kopfschmerzen"],
  ["migraene(?:attacken|anfaelle)?", "Migräne"],
  ["nackenschmerzen", "Nackenschmerzen"],
  ["nackenverspannungen|verspannungen im nacken|(?:einen )?verspannten nacken", "Verspannungen im Nacken"],
  ["schulterschmerzen", "Schulterschmerzen"],
  ["bauchschmerzen|bauchweh", "Bauchschmerzen"],
  ["magenschmerzen|magenprobleme|magenbeschwerden", "Magenbeschwerden"],
  ["knieschmerzen", "Knieschmerzen"],
  ["gelenkschmerzen", "Gelenkschmerzen"],
  ["hueftschmerzen", "Hüftschmerzen"],
  ["regelschmerzen|periodenschmerzen", "Regelschmerzen"],
  ["schmerzen", "Schmerzen"],
];

const BODY_PARTS: Readonly<Record<string, string>> = {
  ruecken: "Rückenschmerzen",
  kopf: "Kopfschmerzen",
  nacken: "Nackenschmerzen",
  bauch: "Bauchschmerzen",
  magen: "Magenbeschwerden",
  knie: "Knieschmerzen",
  schulter: "Schulterschmerzen",
  huefte: "Hüftschmerzen",
};

const PART = `(${Object.keys(BODY_PARTS).join("|")})`;
const ADJECTIVES =
  "(?:(?:chronische|chronischen|starke|starken|heftige|heftigen|staendig|oft|immer wieder) )?";
const PAIN_PATTERNS: readonly (readonly [RegExp, string])[] = PAIN_NOUNS.map(([nouns, label]) => [
  new RegExp(` (?:${I_HAVE}|ich leide|leide ich)${GAP} (?:an |unter )?${ADJECTIVES}(?:${nouns}) `),
  label,
]);
const PAIN_IN = new RegExp(` schmerzen (?:im|in der|in den) ${PART} `);
const HURTS = [
  new RegExp(` mein(?:e)? ${PART} (?:tut|tun)${GAP} weh `),
  new RegExp(` (?:mir tut|tut mir)${GAP} (?:der|die|das|mein|meine) ${PART}${GAP} weh `),
];

function painLabel(words: string): string | null {
  for (const pattern of HURTS) {
    const match = pattern.exec(words);
    const part = match?.slice(1).find((group) => group !== undefined && group in BODY_PARTS);
    if (part) return BODY_PARTS[part] ?? null;
  }
  const label = firstOf(words, PAIN_PATTERNS);
  if (label !== "Schmerzen") return label;
  const where = PAIN_IN.exec(words)?.[1];
  return where ? (BODY_PARTS[where] ?? label) : label;
}

function painFact(words: string): string | null {
  if (NEGATION.test(words)) return null;
  const label = painLabel(words);
  if (!label) return null;
  if (isChronic(words)) return `Du hast chronische ${label}.`;
  const frame = durableFrame(words);
  return frame ? `Du hast ${frame} ${label}.` : null;
}

// ---------------------------------------------------------------- separation

const PARTNER = "(?:mann|frau|freund|freundin|partner|partnerin|verlobter|verlobte|ex|exfreund|exfreundin)";

const SEPARATION: readonly (readonly [RegExp, string])[] = [
  [new RegExp(` (?:ich bin|bin ich)${GAP} geschieden `), "Du bist geschieden."],
  [
    new RegExp(` (?:ich lasse|lasse ich|wir lassen|lassen wir) (?:mich|uns)${GAP} scheiden `),
    "Du steckst mitten in einer Scheidung.",
  ],
  [
    new RegExp(` ich (?:stecke|bin) (?:mitten )?in einer scheidung `),
    "Du steckst mitten in einer Scheidung.",
  ],
  [new RegExp(` (?:ich habe mich|habe ich mich|wir haben uns|haben wir uns)${GAP} getrennt `), ""],
  [
    new RegExp(
      ` mein(?:e)? ${PARTNER} hat${GAP} (?:mich verlassen|sich (?:von mir )?getrennt|schluss gemacht) `,
    ),
    "",
  ],
  [/ (?:seit|nach) meiner trennung | ich (?:stecke|bin) (?:mitten )?in einer trennung /, ""],
];

function separationFact(words: string): string | null {
  if (NEGATION.test(words)) return null;
  const text = firstOf(words, SEPARATION);
  if (text === null) return null;
  return text || "Du hast eine Trennung hinter dir.";
}

// ---------------------------------------------------------------- work

const WORK_VERBS = "(?:stresst|belastet|ueberfordert|erdrueckt|zermuerbt|laugt|frisst|setzt)";
const BOSSES: Readonly<Record<string, string>> = {
  chef: "Dein Chef",
  chefin: "Deine Chefin",
  vorgesetzter: "Dein Vorgesetzter",
  vorgesetzte: "Deine Vorgesetzte",
};
const COLLEAGUES: Readonly<Record<string, string>> = {
  "meinem chef": "deinem Chef",
  "meiner chefin": "deiner Chefin",
  "meinen kollegen": "deinen Kollegen",
  "meinem team": "deinem Team",
};
const AT_WORK = "(?:bei der|in der|auf der|mit der) arbeit|(?:im|mit dem) job|im buero";

const BOSS = new RegExp(
  ` mein(?:e)? (chef|chefin|vorgesetzter|vorgesetzte) (?:setzt mich${GAP} unter druck|stresst mich|macht mir${GAP} (?:druck|stress)|mobbt mich) `,
);
const WITH_WHOM = new RegExp(
  ` ${I_HAVE}${GAP} (?:viel |staendig |oft )?(?:stress|aerger|probleme) mit (meinem chef|meiner chefin|meinen kollegen|meinem team) `,
);
const WORK_WEIGHS = new RegExp(
  ` (?:die|meine) arbeit ${WORK_VERBS} mich | (?:der|mein) job ${WORK_VERBS} mich `,
);
const STRESSED_AT_WORK = [
  new RegExp(` ${I_HAVE}${GAP} stress (?:${AT_WORK}) `),
  new RegExp(
    ` (?:${AT_WORK}) (?:bin ich|habe ich|hab ich|stehe ich)${GAP} (?:gestresst|unter druck|stress|ueberfordert) `,
  ),
  new RegExp(` (?:ich bin|ich stehe) (?:${AT_WORK})${GAP} (?:gestresst|unter druck|ueberfordert) `),
];

function workFact(words: string): string | null {
  if (NEGATION.test(words)) return null;
  const since = sinceOf(words);
  if (since?.kind === "days") return null;
  const from = since ? ` ${since.text}` : "";
  const boss = BOSS.exec(words);
  if (boss) return `${BOSSES[boss[1] ?? ""] ?? "Dein Chef"} setzt dich${from} unter Druck.`;
  const withWhom = WITH_WHOM.exec(words)?.[2];
  if (withWhom) return `Du hast${from} Stress mit ${COLLEAGUES[withWhom] ?? "deinem Chef"}.`;
  if (WORK_WEIGHS.test(words)) return `Deine Arbeit belastet dich${from}.`;
  const stressed = STRESSED_AT_WORK.some((pattern) => pattern.test(words));
  return stressed ? `Du hast${from} viel Stress bei der Arbeit.` : null;
}

// ---------------------------------------------------------------- trigger

const REACTIONS: readonly (readonly [RegExp, string])[] = [
  [
    / (?:ich bekomme|bekomme ich|ich kriege|kriege ich|ich habe|habe ich|ich hab|hab ich)(?: [a-z]+){0,3}? panikattacken /,
    "bekommst du Panikattacken",
  ],
  [
    / (?:ich bekomme|bekomme ich|ich kriege|kriege ich)(?: [a-z]+){0,3}? panik | (?:macht|machen) mir panik /,
    "bekommst du Panik",
  ],
  [
    / (?:ich bekomme|bekomme ich|ich kriege|kriege ich|ich habe|habe ich|ich hab|hab ich)(?: [a-z]+){0,3}? angst | (?:macht|machen) mir angst /,
    "bekommst du Angst",
  ],
  [/ (?:ich bekomme|bekomme ich|ich kriege|kriege ich)(?: [a-z]+){0,3}? herzrasen /, "bekommst du Herzrasen"],
  [
    / (?:ich bekomme|bekomme ich|ich kriege|kriege ich)(?: [a-z]+){0,3}? kopfschmerzen /,
    "bekommst du Kopfschmerzen",
  ],
  [/ (?:ich werde|werde ich)(?: [a-z]+){0,3}? (?:unruhig|nervoes) /, "wirst du unruhig"],
  [/ (?:ich werde|werde ich)(?: [a-z]+){0,3}? panisch /, "bekommst du Panik"],
  [/ (?:ich werde|werde ich)(?: [a-z]+){0,3}? angespannt /, "wirst du angespannt"],
  [
    / (?:macht|machen) mir (?:viel |grossen )?stress | (?:ich bin|bin ich)(?: [a-z]+){0,2}? gestresst /,
    "bist du gestresst",
  ],
];

const TRIGGERS: readonly (readonly [RegExp, string])[] = [
  [/ menschenmengen | unter vielen menschen | wenn es voll ist /, "In Menschenmengen"],
  [
    / wenn ich allein(?:e)? bin | allein(?:e)? zu sein | allein(?:e)? zu hause | alleinsein /,
    "Wenn du allein bist,",
  ],
  [/ streit | wenn (?:wir|ich) (?:uns )?streite(?:n)? /, "Bei Streit"],
  [/ autofahren | im auto | auf der autobahn /, "Beim Autofahren"],
  [/ pruefung(?:en)? /, "Vor Prüfungen"],
  [/ telefonieren | telefonate(?:n)? /, "Beim Telefonieren"],
  [/ laerm | lauten geraeuschen /, "Bei Lärm"],
  [/ im dunkeln | wenn es dunkel (?:ist|wird) | dunkelheit /, "Im Dunkeln"],
  [/ in engen raeumen | enge raeume | im aufzug | im fahrstuhl /, "In engen Räumen"],
  [/ beim fliegen | im flugzeug /, "Beim Fliegen"],
  [/ kritik | wenn (?:ich|man mich) kritisiert (?:werde|wird) /, "Bei Kritik"],
  [/ beim einkaufen | im supermarkt /, "Beim Einkaufen"],
  [/ in (?:der|den) (?:u )?bahn(?:en)? | im bus | oeffentlichen verkehrsmitteln /, "In Bus und Bahn"],
];

function triggerFact(words: string): string | null {
  if (NEGATION.test(words)) return null;
  const reaction = firstOf(words, REACTIONS);
  const trigger = reaction ? firstOf(words, TRIGGERS) : null;
  return reaction && trigger ? `${trigger} ${reaction}.` : null;
}

// ---------------------------------------------------------------- what helps

/** Activities a person may name as helping; `plural` decides 'hilft' or 'helfen'. */
const ACTIVITIES: readonly (readonly [RegExp, { label: string; plural: boolean }])[] = [
  [/ spazier(?:gang|gaenge|gaengen|en|engehen|en gehen) /, { label: "Spaziergänge", plural: true }],
  [/ musik(?:hoeren)? /, { label: "Musik", plural: false }],
  [/ yoga /, { label: "Yoga", plural: false }],
  [/ sport /, { label: "Sport", plural: false }],
  [/ laufen | joggen /, { label: "Laufen", plural: false }],
  [/ lesen | buecher /, { label: "Lesen", plural: false }],
  [/ meditation(?:en)? | meditieren /, { label: "Meditation", plural: false }],
  [/ atemuebung(?:en)? | atmen /, { label: "Atemübungen", plural: true }],
  [/ tagebuch | schreiben /, { label: "Schreiben", plural: false }],
  [/ baden | ein (?:warmes )?bad /, { label: "Ein warmes Bad", plural: false }],
  [/ natur | im wald /, { label: "Zeit in der Natur", plural: false }],
  [/ freunde(?:n)? /, { label: "Zeit mit Freunden", plural: false }],
  [/ malen | zeichnen /, { label: "Malen", plural: false }],
  [/ schwimmen /, { label: "Schwimmen", plural: false }],
  [/ rad(?:fahren| fahren) | fahrrad /, { label: "Radfahren", plural: false }],
  [/ kochen | backen /, { label: "Kochen", plural: false }],
  [/ garten(?:arbeit)? /, { label: "Gartenarbeit", plural: false }],
  [/ tanzen /, { label: "Tanzen", plural: false }],
  [/ singen /, { label: "Singen", plural: false }],
  [/ pausen /, { label: "Pausen", plural: true }],
  [/ waermflasche /, { label: "Eine Wärmflasche", plural: false }],
  [/ mein(?:em)? hund(?:es)? /, { label: "Zeit mit deinem Hund", plural: false }],
  [/ meine(?:r)? katze /, { label: "Zeit mit deiner Katze", plural: false }],
];

const HELPS =
  / (?:hilft|helfen) mir | mir (?:hilft|helfen) | (?:tut|tun) mir (?:sehr |richtig |total |echt )?gut | (?:beruhigt|beruhigen|entspannt|entspannen) mich | kann ich (?:gut |am besten )?(?:abschalten|entspannen|runterkommen) | ich entspanne (?:mich )?(?:am besten |gut )?(?:beim|mit|bei) /;

function helpsFact(words: string): string | null {
  if (NEGATION.test(words) || !HELPS.test(words)) return null;
  const activities = allOf(words, ACTIVITIES).slice(0, 3);
  if (activities.length === 0) return null;
  const plural = activities.length > 1 || activities[0]?.plural === true;
  const labels = activities.map((activity, index) =>
    index === 0 ? activity.label : activity.label.replace(/^(Ein|Eine) /, (article) => article.toLowerCase()),
  );
  return capitalize(`${joinGerman(labels)} ${plural ? "helfen" : "hilft"} dir.`);
}

/** The person's facts in one sentence: at most one per topic. */
export function personFacts(words: string): ExtractedFact[] {
  const facts: ExtractedFact[] = [];
  const add = (topic: ExtractedFact["topic"], content: string | null) => {
    if (content) facts.push({ topic, content });
  };
  add("sleep", sleepFact(words));
  add("pain", painFact(words));
  add("separation", separationFact(words));
  add("work", workFact(words));
  add("trigger", triggerFact(words));
  add("helps", helpsFact(words));
  return facts;
}
