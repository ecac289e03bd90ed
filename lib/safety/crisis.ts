import {
  normalizeText,
  originalFragment,
  wholeWords,
  type NormalizedText,
} from "@/lib/analysis/normalize-text";

/**
 * Recognises messages about suicide, self-harm or harming someone else, including the indirect
 * ways people say it ("Ich will nicht mehr aufwachen"). It runs before any coaching and errs on the
 * side of caring: a false alarm costs one gentle message, a miss can cost a life.
 *
 * Deliberately not treated as a crisis, because they are everyday speech for exhaustion or anger:
 * "Ich kann nicht mehr", "Ich halte das nicht mehr aus", "Das bringt mich noch um den Verstand",
 * "Mein Chef bringt mich noch um", "todmüde", "Ich sterbe vor Langeweile". Treated as a crisis on
 * purpose: "Ich mag/will nicht mehr" on its own and "Ich könnte ihn umbringen" — the reply only
 * asks and offers help, and that is the right answer if it was meant.
 */
export type CrisisKind = "suicide" | "self_harm" | "violence";

export interface CrisisAssessment {
  crisis: boolean;
  kind: CrisisKind | null;
  /** The words that triggered the assessment, in the user's own spelling. */
  matched: string | null;
}

// Text is normalised (lower-case ASCII, ä → ae, sentence ends as " ."). People without umlaut keys
// write "mude" for "müde", so every ae/oe/ue in a pattern also accepts the bare vowel.
const re = (source: string) => new RegExp(source.replace(/([aou])e/g, "$1e?"), "g");

const words = (max: number) => String.raw`(?:\w+ ){0,${max}}`;
/** The phrase ends here: end of text, end of sentence or the start of a new clause. */
const END = String.raw`(?= \.|$| (?:und|aber|ich|es|alles|mir|mich|mein\w*|keiner|niemand|echt|wirklich|einfach|ehrlich|jetzt|heute|gerade)\b)`;
/** Words between "ich" and its verb that would give the verb another subject ("ich glaube, er will"). */
const OWN_WORDS = String.raw`(?:(?!(?:er|sie|es|man|der|die|das|mein\w*|dein\w*)\b)\w+ ){0,2}`;
const ANIMAL = String.raw`(?:hund\w*|katze\w*|kater|tier\w*|pferd\w*|welpe\w*|vogel|hase\w*|kaninchen)`;

const SUICIDE: readonly RegExp[] = [
  re(
    String.raw`\bich ${OWN_WORDS}(?:will|mag|moechte) (?:(?:einfach|echt|wirklich|ehrlich|halt|eigentlich|so|gar|ueberhaupt|langsam|bald|nur) )*nicht mehr${END}`,
  ),
  re(String.raw`(?:^|\. )(?:will|mag) (?:einfach )?nicht mehr${END}`),
  re(
    String.raw`\b(?:ich|will|moechte|mag|kann|wuerde|wuensche|lieber)\b ${words(4)}nicht mehr (?:leben|weiterleben|existieren|am leben sein|auf der welt sein|da sein|hier sein)\b(?! (?:wie|so|in|mit|bei|neben|zusammen|unter|hier|dort|da|wenn|sobald|bis|als|um)\b)`,
  ),
  re(
    String.raw`\b(?:keine lust|keinen sinn|keinen grund|keine kraft|keinen willen|keinen mut) mehr (?:zu|zum|am) leben\b`,
  ),
  re(String.raw`\b(?:wozu|wofuer|warum) (?:soll ich |sollte ich )?(?:noch )?(?:weiterleben|weiter leben)\b`),
  re(String.raw`\b(?:wozu|wofuer|warum) (?:soll ich |sollte ich )?noch (?:leben|weitermachen)\b`),
  re(String.raw`\b(?:nicht mehr|nie mehr|nie wieder|nimmer) auf(?:zu)?wachen\b`),
  re(String.raw`\bwache? ${words(2)}(?:nicht mehr|nie mehr|nie wieder) auf\b`),
  re(String.raw`\b(?:fuer immer|endgueltig) (?:einschlafen|verschwinden)\b`),
  re(String.raw`\bich ${words(3)}fuer immer weg(?: sein)?${END}`),
  re(String.raw`\bes mich ${words(2)}nicht (?:mehr )?gae?be\b`),
  re(String.raw`\bohne mich ${words(2)}(?:besser dran|besser|leichter|gluecklicher)\b`),
  re(
    String.raw`\b(?:besser|leichter|einfacher) ${words(3)}(?:wenn|dass) ich ${words(2)}(?:nicht|nie|gar nicht) (?:mehr )?(?:da|hier|am leben|auf der welt|geboren|leben|existieren)\b`,
  ),
  re(
    String.raw`\bwenn ich ${words(2)}(?:tot|nicht mehr da|nicht mehr hier|nicht mehr am leben|weg) (?:waere|waer)\b`,
  ),
  re(
    String.raw`\b(?:will|moechte|waere|waer|wuensch\w*|lieber) ${words(2)}tot\b(?! (?:umgefallen|vor|gelacht))`,
  ),
  re(String.raw`\b(?:waere|waer) ${words(2)}(?:nie|nicht) geboren\b`),
  re(
    String.raw`\b(?:will|moechte|wuerde gern|wuensche mir|am liebsten) (?:(?!nicht\b|nie\b)\w+ ){0,2}sterben\b`,
  ),
  re(String.raw`\bich ${words(3)}sterben (?:will|moechte|wollen)\b`),
  re(
    String.raw`\bmich (?:selbst )?(?:umbringen|umzubringen|toeten|zu toeten|erhaengen|zu erhaengen|aufhaengen|aufzuhaengen|erschiessen|zu erschiessen|vergiften|zu vergiften)\b`,
  ),
  re(String.raw`\b(?:bringe?|bring) mich ${words(2)}um${END}`),
  re(String.raw`\b(?:toete|erhaenge|vergifte|erschiesse) mich\b`),
  re(String.raw`\b(?:mir|sich) ${words(2)}(?:das|mein) leben (?:zu )?nehmen\b`),
  re(String.raw`\bnehme? mir ${words(2)}das leben\b`),
  re(String.raw`\bmir (?:selbst )?(?:etwas|was|irgendwas) (?:\w+ )?an(?:zu)?tun\b`),
  re(String.raw`\btue? mir (?:selbst )?(?:etwas|was|irgendwas) an\b`),
  re(
    String.raw`\b(?:spring|werf|leg)\w* (?:mich )?${words(2)}(?:vor|unter) (?:einen|den|die|das) (?:zug|bahn|ubahn|lkw|auto)\b`,
  ),
  re(
    String.raw`\b(?:vor|unter) (?:einen|den|die|das) (?:zug|bahn|ubahn|lkw|auto) (?:zu )?(?:springen|werfen|legen)\b`,
  ),
  re(
    String.raw`\b(?:ich|mich)\b (?:(?!${ANIMAL}\b)\w+ ){0,6}(?:vom|von der|von einer|von einem|aus dem) (?:dach|bruecke|balkon|fenster|hochhaus|turm) (?:zu )?(?:springen|stuerzen)\b`,
  ),
  re(
    String.raw`\b(?:tabletten|pillen|medikamente|schlaftabletten|schmerzmittel) ${words(3)}(?:gesammelt|gehortet|gebunkert|angespart)\b(?!.{0,40}(?:apotheke|entsorg|abgeben|zurueckbringen))`,
  ),
  re(
    String.raw`\b(?:sammle|sammel|horte|bunkere) ${words(2)}(?:tabletten|pillen|medikamente|schlaftabletten)\b`,
  ),
  re(
    String.raw`\b(?:alle|viele|eine handvoll|die ganze packung|eine ganze packung) ${words(2)}(?:tabletten|pillen|schlaftabletten) ${words(2)}(?:nehmen|schlucken|einwerfen)\b`,
  ),
  re(String.raw`\bueberdosis\b`),
  re(String.raw`\babschiedsbrie\w*`),
  re(
    String.raw`\bverabschiede mich ${words(2)}(?:von allen|von euch|von allem|fuer immer|von dieser welt|von der welt)\b`,
  ),
  re(
    String.raw`\b(?:allem|dem ganzen|meinem leben|dem leben|dem allen) ${words(2)}ein ende (?:zu )?(?:setzen|machen|bereiten)\b`,
  ),
  re(String.raw`\bmit (?:allem|dem leben|meinem leben) schluss (?:zu )?machen\b`),
  re(String.raw`\b(?:mein leben|alles|es endgueltig|es fuer immer) (?:zu )?beenden\b(?! was\b)`),
  re(
    String.raw`\b(?:ich sehe|sehe ich|ich finde|finde ich|ich habe|habe ich) ${words(2)}keinen sinn mehr(?= \.|$| (?:im leben|in meinem leben|in diesem leben|zu leben|in (?:gar )?nichts|in allem|weiterzumachen|weiter zu machen)\b)`,
  ),
  re(
    String.raw`\b(?:das leben|mein leben|alles|mein dasein) ${words(3)}(?:keinen sinn mehr|sinnlos|nicht (?:mehr )?lebenswert)\b`,
  ),
  re(String.raw`\b(?:bin|waere) ${words(3)}(?:nur|bloss) (?:noch )?(?:eine )?(?:last|belastung)\b`),
  re(
    String.raw`\b(?:fuehle mich|bin) ${words(2)}(?:wie )?(?:eine )?(?:last|belastung) fuer (?:alle|meine familie|meine kinder|meinen partner|meine partnerin|die anderen|alle anderen|jeden)\b`,
  ),
  re(String.raw`\b(?:will|moechte|wuensche mir) ${words(1)}dass (?:einfach )?alles (?:\w+ )?aufhoert\b`),
  re(String.raw`\bpulsader\w*`),
  re(
    String.raw`\b(?:allen|euch|jedem|meiner familie|meinen kindern|meinem partner|meiner partnerin) ${words(2)}zur last\b`,
  ),
  re(
    String.raw`\b(?:niemand|keiner|keinem|niemandem) ${words(3)}(?:wuerde|wird|wuerd) ${words(2)}mich ${words(2)}vermissen\b`,
  ),
  re(String.raw`\bmich ${words(2)}(?:niemand|keiner) ${words(2)}vermissen\b`),
  re(
    String.raw`\b(?:niemand|keiner|keinem|niemandem) ${words(4)}auffallen ${words(2)}wenn ich ${words(2)}(?:weg|tot|nicht mehr da)\b`,
  ),
  re(String.raw`\b(?:habt|haben|hat|hast) ${words(3)}ruhe vor mir\b`),
  re(String.raw`\bdes lebens (?:\w+ )?muede\b`),
  re(String.raw`\b(?:kein\w*|verlier\w*|verloren) ${words(1)}lebenswille\w*`),
  re(String.raw`\blebenswille\w* ${words(2)}(?:weg|verloren|gebrochen|erloschen)\b`),
];

const SELF_HARM: readonly RegExp[] = [
  re(String.raw`\b(?:ich ritze?|ritze? mich|ritze? mir|das ritzen|mit dem ritzen|vom ritzen)\b`),
  re(String.raw`\bmich ${words(3)}(?:zu )?ritzen\b`),
  re(String.raw`\b(?:mich|mir|wieder|arm|arme|armen|haut|bein|beine) ${words(3)}geritzt\b`),
  re(String.raw`\bselbstverletz\w*`),
  re(
    String.raw`\bmir ${words(2)}(?:arm|arme|armen|handgelenk\w*|haut|bein|beine) ${words(1)}(?:aufgeschnitten|aufschneiden|aufzuschneiden|zerschnitten|zerkratzt|verbrannt)\b`,
  ),
  re(
    String.raw`\bschneide? mich ${words(3)}(?:absichtlich|selbst|wieder|damit|um|bis|mit (?:einer|der|dem) (?:klinge|rasierklinge|messer|scherbe))\b`,
  ),
  re(
    String.raw`\b(?:mich|mir) ${words(3)}(?:absichtlich|extra|bewusst|mit absicht) ${words(3)}(?:geschnitten|verletzt|verbrannt|geritzt|geschlagen|wehgetan|weh getan)\b`,
  ),
  re(String.raw`\bmich selbst (?:zu )?(?:verletzen|schneiden|verbrennen|schlagen|bestrafen)\b`),
  re(String.raw`\bdrang ${words(3)}mich ${words(2)}(?:zu )?(?:verletzen|schneiden|ritzen|verbrennen)\b`),
  re(
    String.raw`\b(?:will|moechte|muss|wollte|um|drang) ${words(2)}mir (?:selbst )?(?:absichtlich )?weh(?: zu |zu | )?tun\b`,
  ),
  re(
    String.raw`\b(?:will|moechte|muss|wollte|um|drang) ${words(2)}mir (?:selbst )?(?:absichtlich )?wehzutun\b`,
  ),
  re(String.raw`\btue? mir (?:selbst )?(?:absichtlich|extra|bewusst) weh\b`),
  re(String.raw`\b(?:rasier)?klinge\w* ${words(4)}(?:arm|arme|armen|haut|mich|mir|bein|beine)\b`),
  re(String.raw`\b(?:schlage|schlag) ${words(2)}(?:kopf|mich) ${words(2)}gegen die wand\b`),
];

const HARM_TARGET = String.raw`(?:ihm|ihr|ihnen|jemandem|dem|der|meinem|meiner|seinem|seiner|deinem|unserem|unserer|dir|euch)`;

const VIOLENCE: readonly RegExp[] = [
  re(String.raw`\b${HARM_TARGET}\b ${words(3)}(?:etwas|was|irgendwas) (?:\w+ )?an(?:zu)?tu(?:n|e)\b`),
  re(String.raw`\btue? ${HARM_TARGET} ${words(2)}(?:etwas|was) an\b`),
  re(
    String.raw`\b(?:ich|will|werde|moechte|koennte|wuerde|gleich) ${words(3)}(?:ihn|sie|ihm|ihr|jemanden|jemandem|den|die|meinen|meine|meinem|meiner|dich|euch|alle)\b ${words(2)}(?:umbringen|toeten|erschiessen|erstechen|abstechen|erwuergen|kaltmachen|abmurksen|verpruegeln|zusammenschlagen)\b`,
  ),
  re(String.raw`\bbringe? (?:ich )?(?:ihn|sie|dich|euch|den|die|meinen|meine) ${words(2)}um${END}`),
  re(
    String.raw`\b(?:will|moechte|werde|muss|koennte|drang) ${words(2)}${HARM_TARGET} ${words(2)}weh(?: zu |zu | )?tun\b`,
  ),
  re(
    String.raw`\b(?:will|moechte|werde|koennte) ${words(2)}(?:ihn|sie|jemanden|meinen|meine|mein|das|den) ${words(2)}schlagen\b`,
  ),
  re(String.raw`\bamok\w*`),
];

const RULES: readonly { kind: CrisisKind; patterns: readonly RegExp[] }[] = [
  { kind: "suicide", patterns: SUICIDE },
  { kind: "self_harm", patterns: SELF_HARM },
  { kind: "violence", patterns: VIOLENCE },
];

/** Unambiguous words, also found with one typo ("Suizit", "selbsmord", "lebensmüd"). */
const EXPLICIT_STEMS = ["suizid", "selbstmord", "freitod", "lebensmuede", "todeswunsch", "sterbewunsch"];
const NEGATIONS = new Set(["nicht", "kein", "keine", "keinen", "keinerlei", "nie", "niemals"]);

/** Optimal string alignment distance, capped: anything above `max` returns max + 1. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
    }
    previous2 = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

function resemblesStem(word: string, stem: string): boolean {
  if (word.startsWith(stem)) return true;
  if (word.length < stem.length - 1) return false;
  return [stem.length - 1, stem.length, stem.length + 1].some(
    (length) => editDistance(word.slice(0, length), stem, 1) <= 1,
  );
}

function explicitWord(text: NormalizedText): string | null {
  const tokens = text.text.split(" ");
  let offset = 0;
  for (const [index, token] of tokens.entries()) {
    const start = offset;
    offset += token.length + 1;
    if (token.length < 5 || NEGATIONS.has(tokens[index - 1] ?? "")) continue;
    if (EXPLICIT_STEMS.some((stem) => resemblesStem(token, stem))) {
      return originalFragment(text, start, start + token.length);
    }
  }
  return null;
}

function firstPhrase(patterns: readonly RegExp[], text: NormalizedText): string | null {
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text.text);
    if (!match) continue;
    const [start, end] = wholeWords(text.text, match.index, match.index + match[0].length);
    return originalFragment(text, start, end);
  }
  return null;
}

export function assessCrisis(text: string): CrisisAssessment {
  const normalized = normalizeText(text);
  if (normalized.text.length === 0) return { crisis: false, kind: null, matched: null };

  const explicit = explicitWord(normalized);
  if (explicit !== null) return { crisis: true, kind: "suicide", matched: explicit };

  for (const rule of RULES) {
    const matched = firstPhrase(rule.patterns, normalized);
    if (matched !== null) return { crisis: true, kind: rule.kind, matched };
  }
  return { crisis: false, kind: null, matched: null };
}
