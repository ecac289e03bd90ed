// Answer first (issue 23): a direct question gets its answer in the reply's first one or two
// sentences, before any listening or suggestion. The answers are short, grounded in the topic and
// honest about the coach's limits: what deserves a check goes to a doctor or a vet.
import { fillAnimal, type AnimalRef } from "@/lib/coach/animal-ref";
import type { TopicId } from "@/lib/coach/topics";
import type { CoachProfile } from "@/lib/coach/types";
import { mentionsAnimal } from "@/lib/coach/intents";
import { detectCheckAdvice } from "@/lib/safety/red-flags";

export type QuestionKind = "normal" | "worry" | "related" | "how_long" | "first_step" | "what_to_do" | "why";

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

/** Checked in this order: the more specific question first. */
const PATTERNS: readonly (readonly [QuestionKind, RegExp])[] = [
  [
    "worry",
    /sorgen machen|mir sorgen|besorgt sein|ist das (?:schlimm|gefährlich|bedenklich|ernst)|muss ich (?:mir )?angst/,
  ],
  [
    "normal",
    /\b(?:ist|sind) (?:das|es|so etwas|sowas|dieses [a-zäöü]+) (?:noch |ganz )?normal|\bnormal\s*\?/,
  ],
  [
    "related",
    /zusammenhäng|zusammen ?hängen|hängt (?:das|es) (?:mit|damit)|liegt (?:das|es) (?:an|daran)|kommt (?:das|es) (?:von|vom|davon)/,
  ],
  ["how_long", /\bwie lange\b|\bwann (?:wird|hört|geht) (?:das|es)/],
  [
    "first_step",
    /erste[nrs]? schritt|womit (?:soll ich )?(?:anfangen|beginnen)|wie fange ich an|\bplan\b|morgen früh|wo fange ich an/,
  ],
  [
    "what_to_do",
    /was (?:kann|könnte|soll|sollte) ich (?:da |dagegen |dabei |jetzt |nur )?(?:tun|machen)|was hilft|wie (?:kann|könnte) ich (?:ihm|ihr|mir|das|es|damit|dagegen)|was kann man (?:da |dagegen )?(?:tun|machen)|hast du (?:einen )?(?:tipp|rat)/,
  ],
  ["why", /(?:^|[.!?] )(?:warum|wieso|weshalb)\b|\b(?:warum|wieso|weshalb)\b[^.!]*\?/],
];

/** The kind of direct question the message asks, or null when it asks none the coach can place. */
export function questionKind(message: string): QuestionKind | null {
  const text = fold(message);
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** A message that asks something: a question mark or a question word at its start. */
export const asksSomething = (message: string): boolean =>
  message.includes("?") ||
  /^(?:wie|was|warum|wieso|weshalb|wann|wo|wer|welche[nrs]?|kann|soll|sollte|ist|muss|darf|gibt es)\b/i.test(
    message.trim(),
  );

/**
 * A sign that is no emergency but deserves a check (palpitations, pain for weeks, weight loss, a
 * limp that stays): the red flags' "abklaeren" level, in its own calm words. An animal's sign is
 * read as the animal's and goes to the vet, never to a doctor.
 */
export function checkAdvice(
  message: string,
  aboutAnimal: boolean,
  animalType?: string | null,
): string | null {
  const [flag] = detectCheckAdvice(
    message,
    aboutAnimal ? "animal" : "human",
    aboutAnimal ? animalType : null,
  );
  return flag ? `Nach einem Notfall klingt das nicht. ${flag.message}` : null;
}

/** Question kinds whose general answer only fits what the conversation is about. */
const PLACED_BY_CONTEXT: ReadonlySet<QuestionKind> = new Set([
  "normal",
  "worry",
  "related",
  "how_long",
  "why",
]);

/** One concrete first step per topic, for 'Was kann ich tun?' and 'Was wäre ein erster Schritt?'. */
const STEPS: Record<TopicId, string> = {
  stress:
    "Schreib heute Abend die drei Dinge auf, die dich gerade am meisten fordern, und streich eines davon für diese Woche oder gib es ab.",
  sleep:
    "Leg das Handy eine halbe Stunde vor dem Schlafen weg und steh jeden Morgen zur gleichen Zeit auf, auch nach einer schlechten Nacht.",
  pain: "Notiere eine Woche lang, wann die Schmerzen stärker und wann schwächer sind, und nimm die Notizen zu deinem nächsten Arzttermin mit.",
  tension:
    "Steh jede Stunde einmal kurz auf, lass die Schultern dreimal bewusst kreisen und atme dabei langsam aus.",
  exhaustion:
    "Plane für morgen eine feste Pause von zwanzig Minuten ein, in der du nichts leisten musst, und halte sie wie einen Termin ein.",
  anxiety:
    "Wenn die Sorge kommt, verlängere für ein paar Atemzüge das Ausatmen und benenne fünf Dinge, die du gerade siehst.",
  sadness:
    "Verabrede dich in den nächsten Tagen mit einem Menschen, bei dem du nicht funktionieren musst, oder geh zehn Minuten ans Tageslicht.",
  grief:
    "Gib der Trauer einen festen kleinen Platz am Tag, etwa einen kurzen Spaziergang, bei dem du an den Menschen oder das Tier denken darfst.",
  loneliness:
    "Schreib heute einem Menschen, an den du in letzter Zeit gedacht hast, eine kurze Nachricht, ganz ohne Anlass.",
  anger:
    "Wenn der Ärger hochkommt, geh kurz aus der Situation, atme dreimal tief aus und sag erst danach, was du brauchst.",
  relationship:
    "Such dir einen ruhigen Moment und sag deinem Gegenüber in einem Satz, was du dir wünschst, statt was dich stört.",
  family:
    "Nimm dir für das nächste Familiengespräch nur ein Anliegen vor und sprich es in einer ruhigen Minute an, nicht im Streit.",
  work: "Leg für morgen fest, welche eine Aufgabe wirklich wichtig ist, und schaff dir dafür eine ungestörte Stunde.",
  money:
    "Verschaff dir an einem ruhigen Abend einen Überblick über Einnahmen und feste Ausgaben; eine Schuldner- oder Budgetberatung hilft kostenlos dabei.",
  self_worth:
    "Schreib heute Abend drei Dinge auf, die dir heute gelungen sind, auch kleine, und lies sie morgen früh noch einmal.",
  gratitude:
    "Halte das Gute fest: Schreib heute Abend auf, wofür du dankbar bist und wer dazu beigetragen hat.",
  progress: "Schreib auf, was du anders machst als vor ein paar Wochen, damit du es beibehalten kannst.",
  body: "Achte eine Woche lang darauf, wann sich dein Körper gut und wann schlecht anfühlt, und was davor war.",
  meaning:
    "Frag dich heute Abend, in welchem Moment des Tages du dich lebendig gefühlt hast, und schreib ihn auf.",
  animal_anxiety:
    "Gib {tierDat} einen ruhigen Rückzugsort, zu dem niemand hinterhergeht, und bleib selbst ruhig, ohne zu drängen.",
  animal_aggression:
    "Meide für ein paar Tage die Situationen, in denen es knurrt oder schnappt, und schreib auf, was jeweils davor passiert ist.",
  animal_restlessness:
    "Gib dem Tag von {tierDat} feste Zeiten für Bewegung, Futter und Ruhe und sorg nach dem Auslauf für eine echte Ruhephase.",
  animal_eating:
    "Füttere zu festen Zeiten an einem ruhigen Platz und nimm den Napf nach zwanzig Minuten wieder weg.",
  animal_separation:
    "Übe das Alleinsein in kleinen Schritten: erst eine Minute, dann länger, und mach Gehen und Kommen zu etwas ganz Alltäglichem.",
  bond: "Plant jeden Tag zehn Minuten nur für euch beide, etwa ein ruhiges Such- oder Bürstritual.",
};

/** For an animal when the topic is a person's one: watch and write down. */
const ANIMAL_STEP =
  "Beobachte {tierAkk} ein paar Tage genau und notiere, wann es auftritt und was davor passiert ist; das hilft auch in der Tierarztpraxis.";

const ANIMAL_TOPICS: ReadonlySet<TopicId> = new Set([
  "animal_anxiety",
  "animal_aggression",
  "animal_restlessness",
  "animal_eating",
  "animal_separation",
  "bond",
]);

/** The topic's concrete step; a person's step ('zu deinem nächsten Arzttermin') never answers for an animal. */
export function stepFor(topic: TopicId | undefined, aboutAnimal: boolean, animal: AnimalRef): string {
  const step =
    topic && (!aboutAnimal || ANIMAL_TOPICS.has(topic)) ? STEPS[topic] : aboutAnimal ? ANIMAL_STEP : "";
  return step ? fillAnimal(step, animal) : "";
}

/**
 * The answer to the question the message asks, one or two sentences; for a message that asks
 * nothing but names a sign that deserves a check (a limp for a week), that advice; else null.
 * `topic` is what the message is about; an animal topic (or an animal profile) is answered about
 * the animal and sends what deserves a check to the vet.
 */
export function answerFirst(
  message: string,
  topic: TopicId | undefined,
  profile: CoachProfile,
  animal: AnimalRef,
  /** The user's previous message: 'Sollte ich mir Sorgen machen?' may follow the sign it means. */
  earlier = "",
  /** A person speaks about their pet ('Mein Hund …', then 'Was kann ich tun?'). */
  aboutPet = false,
): string | null {
  const kind = questionKind(message);
  const aboutAnimal =
    aboutPet ||
    profile.profileType === "animal" ||
    (topic !== undefined && ANIMAL_TOPICS.has(topic)) ||
    mentionsAnimal(message);
  const who = aboutAnimal ? fillAnimal("{tier}", animal) : "";
  const check = aboutAnimal
    ? `lass ${fillAnimal("{tierAkk}", animal)} tierärztlich untersuchen`
    : "lass es ärztlich abklären";
  const animalType = profile.profileType === "animal" ? profile.animalType : null;
  const signCheck =
    checkAdvice(message, aboutAnimal, animalType) ??
    (kind === "worry" || kind === "normal" ? checkAdvice(earlier, aboutAnimal, animalType) : null) ??
    "";
  const step = stepFor(topic, aboutAnimal, animal);
  // No question, but a sign that deserves a check: that comes first all the same.
  if (!kind) return signCheck || null;
  // 'Warum ist der Himmel blau?' as a first message: no topic and nothing said before it refers
  // to, so the general answers do not fit; the coach says it is unsure instead (issue 23).
  if (!topic && !earlier && !signCheck && PLACED_BY_CONTEXT.has(kind)) return null;
  switch (kind) {
    case "normal":
      return join(
        aboutAnimal
          ? `Das kommt bei vielen Tieren vor, besonders nach Veränderungen im Alltag, und ist oft eine verständliche Reaktion. Hält es über Wochen an oder wird es stärker, ${check}.`
          : `Ja, das kennen viele Menschen, besonders in Zeiten mit viel Belastung – du bist damit nicht allein. Hält es über Wochen an oder schränkt es dich im Alltag deutlich ein, ${check}.`,
        signCheck,
      );
    case "worry":
      return (
        signCheck ||
        (aboutAnimal
          ? `Ernst nehmen ja, in Panik geraten nein: Ist es neu, wird es stärker oder hält es länger als ein paar Tage an, ${check}.`
          : `Ernst nehmen ja, in Panik geraten nein: Ist es neu, wird es stärker oder hält es länger als zwei Wochen an, ${check} – bei plötzlichen starken Beschwerden sofort.`)
      );
    case "related":
      return join(
        aboutAnimal
          ? `Ja, das kann gut zusammenhängen: Tiere reagieren oft deutlich auf Veränderungen in Umgebung, Routine und Stimmung ihrer Menschen. Ob es wirklich der Grund ist, zeigt sich am ehesten, wenn du ${who} ein, zwei Wochen genau beobachtest.`
          : "Ja, das kann gut zusammenhängen: Körper, Gefühle und Alltag beeinflussen sich gegenseitig. Ob es wirklich der Grund ist, merkst du am ehesten, wenn du beides ein, zwei Wochen nebeneinander beobachtest.",
        signCheck,
      );
    case "how_long":
      return aboutAnimal
        ? `Das ist von Tier zu Tier verschieden; mit einer festen Routine zeigen viele nach zwei bis drei Wochen eine Veränderung. Wird es in dieser Zeit nicht besser, ${check}.`
        : `Das ist verschieden; viele merken nach zwei bis drei Wochen mit kleinen, regelmäßigen Schritten einen Unterschied. Wird es in dieser Zeit nicht besser, ${check}.`;
    case "first_step":
      return step
        ? `Ein guter erster Schritt: ${step}`
        : "Ein guter erster Schritt ist, dir morgen früh fünf ruhige Minuten zu nehmen, bevor der Tag beginnt, und dir eine einzige Sache für den Tag vorzunehmen.";
    case "what_to_do":
      return join(
        step
          ? `Was du konkret tun kannst: ${step}`
          : "Was du konkret tun kannst: Fang klein an, mit einer Sache, die du heute noch ausprobieren kannst.",
        signCheck,
      );
    case "why":
      return join(
        aboutAnimal
          ? `Warum genau, lässt sich aus der Ferne nicht sicher sagen; oft spielen Veränderungen, zu wenig oder zu viel Reize und die Routine zusammen.`
          : "Warum genau, kann ich von hier aus nicht sicher sagen; oft spielen Belastung, Schlaf und Anspannung zusammen.",
        signCheck,
      );
  }
}

const join = (...sentences: string[]) => sentences.filter((sentence) => sentence.length > 0).join(" ");

/** The honest answer to a question the coach cannot place: no guess and no unrelated exercise. */
export function unsureAnswer(profile: CoachProfile): { sentence: string; question: string } {
  return {
    sentence:
      "Da bin ich mir nicht sicher, was genau du wissen möchtest, und ich möchte dir nichts Falsches sagen.",
    question:
      profile.profileType === "animal"
        ? `Magst du mir in einem Satz sagen, worum es bei ${profile.name} geht – Verhalten, Fressen, Alleinsein oder eure Bindung?`
        : "Magst du mir in einem Satz sagen, worum es geht – Körper, Gefühle, Schlaf, Arbeit oder Beziehungen?",
  };
}
