/**
 * Word forms of German verbs, so that a word list can name a verb once ("um|bringen") and still
 * recognise "bringe", "brachte", "umgebracht", "umzubringen" and "bring … um". Forms are folded
 * like message text (lower-case ASCII, umlauts as bare vowels).
 */

/** Stems of strong and mixed verbs beyond the infinitive's: past, participle and vowel-changed present. */
const IRREGULAR: Readonly<Record<string, { stems: readonly string[]; participle: string }>> = {
  bringen: { stems: ["brach", "bracht", "brocht"], participle: "bracht" },
  nehmen: { stems: ["nimm", "nimmst", "nimmt", "nahm", "nehm", "nem", "nam"], participle: "nommen" },
  springen: { stems: ["sprang", "sprung", "spring"], participle: "sprungen" },
  schneiden: { stems: ["schnitt", "schneid", "schnid"], participle: "schnitten" },
  hangen: { stems: ["hing", "hang"], participle: "hangen" },
  werfen: { stems: ["wirf", "wirfst", "wirft", "warf"], participle: "worfen" },
  sterben: { stems: ["stirb", "stirbst", "stirbt", "starb", "sturb"], participle: "storben" },
  trinken: { stems: ["trank", "trunk"], participle: "trunken" },
  ertrinken: { stems: ["ertrank", "ertrunk"], participle: "ertrunken" },
  schiessen: { stems: ["schoss", "schiess"], participle: "schossen" },
  erschiessen: { stems: ["erschoss", "erschiess"], participle: "erschossen" },
  stechen: { stems: ["stich", "stichst", "sticht", "stach"], participle: "stochen" },
  brennen: { stems: ["brannt", "brenn"], participle: "brannt" },
  tun: { stems: ["tu", "tat", "tust", "tut"], participle: "tan" },
  fahren: { stems: ["fahr", "fahrst", "fahrt", "fuhr"], participle: "fahren" },
  gehen: { stems: ["ging", "geh"], participle: "gangen" },
  lassen: { stems: ["lass", "lasst", "liess", "lies"], participle: "lassen" },
  liegen: { stems: ["lag", "lieg"], participle: "legen" },
  schlafen: { stems: ["schlaf", "schlafst", "schlaft", "schlief"], participle: "schlafen" },
  schlagen: { stems: ["schlag", "schlagst", "schlagt", "schlug"], participle: "schlagen" },
  treten: { stems: ["tritt", "trittst", "trat"], participle: "treten" },
  fallen: { stems: ["fall", "fallst", "fallt", "fiel"], participle: "fallen" },
  stossen: { stems: ["stoss", "stosst", "stiess"], participle: "stossen" },
  sehen: { stems: ["sieh", "siehst", "sieht", "sah"], participle: "sehen" },
  geben: { stems: ["gib", "gibst", "gibt", "gab"], participle: "geben" },
  essen: { stems: ["iss", "isst", "ass"], participle: "gessen" },
  fressen: { stems: ["friss", "frisst", "frass"], participle: "fressen" },
  schlucken: { stems: ["schluck"], participle: "schluckt" },
  stehen: { stems: ["steh", "stand", "stund"], participle: "standen" },
  sitzen: { stems: ["sitz", "sass"], participle: "sessen" },
  wachen: { stems: ["wach"], participle: "wacht" },
  sein: {
    stems: ["bin", "bist", "ist", "sind", "seid", "war", "warst", "waren", "wart", "ware", "warest"],
    participle: "wesen",
  },
  werden: { stems: ["werd", "wird", "wirst", "wurd", "word"], participle: "worden" },
  wollen: { stems: ["will", "willst", "woll", "wollt"], participle: "wollt" },
  mogen: { stems: ["mag", "magst", "mocht", "mocht"], participle: "mocht" },
  konnen: { stems: ["kann", "kannst", "konnt", "konnt"], participle: "konnt" },
  mussen: { stems: ["muss", "musst", "musst"], participle: "musst" },
  denken: { stems: ["dacht", "denk"], participle: "dacht" },
  wissen: { stems: ["weiss", "wusst", "wusst"], participle: "wusst" },
  halten: { stems: ["halt", "haltst", "hielt"], participle: "halten" },
  finden: { stems: ["fand", "find"], participle: "funden" },
  rennen: { stems: ["rannt", "renn"], participle: "rannt" },
  reissen: { stems: ["riss", "reiss"], participle: "rissen" },
  beissen: { stems: ["biss", "beiss"], participle: "bissen" },
  bleiben: { stems: ["blieb", "bleib"], participle: "blieben" },
  kriegen: { stems: ["krieg", "krieg"], participle: "kriegt" },
  bekommen: { stems: ["bekam", "bekomm"], participle: "bekommen" },
  kommen: { stems: ["kam", "komm"], participle: "kommen" },
  schreiben: { stems: ["schrieb", "schreib"], participle: "schrieben" },
  laufen: { stems: ["lauf", "laufst", "lauft", "lief"], participle: "laufen" },
  ziehen: { stems: ["zog", "zieh"], participle: "zogen" },
  binden: { stems: ["band", "bind"], participle: "bunden" },
  sinken: { stems: ["sank", "sink"], participle: "sunken" },
  frieren: { stems: ["fror", "frier"], participle: "froren" },
  verschwinden: { stems: ["verschwand", "verschwind"], participle: "verschwunden" },
  stecken: { stems: ["steck", "stak"], participle: "steckt" },
  helfen: { stems: ["hilf", "hilfst", "hilft", "half"], participle: "holfen" },
  atmen: { stems: ["atm", "atem"], participle: "atmet" },
};

/** Prefixes that never take "ge" in the participle ("vergiftet", "erhängt", "zerschnitten"). */
const INSEPARABLE = /^(?:be|ge|er|ver|zer|ent|emp|miss|hinter|uber(?!e))/;

/** Separable prefixes that may appear as their own word at the end of the clause. */
export const SEPARABLE_PARTICLES = new Set([
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "ein",
  "fest",
  "fort",
  "her",
  "hin",
  "los",
  "mit",
  "nach",
  "um",
  "vor",
  "weg",
  "zu",
  "zuruck",
  "zusammen",
  "dran",
  "drauf",
  "raus",
  "rein",
  "runter",
  "hinunter",
  "herunter",
  "kaputt",
  "kalt",
  "tot",
  "um",
  "weh",
  "durch",
  "hoch",
  "kurz",
  "fertig",
  "uber",
]);

const WEAK_ENDINGS = [
  "",
  "e",
  "st",
  "t",
  "et",
  "est",
  "en",
  "n",
  "te",
  "test",
  "ten",
  "tet",
  "ete",
  "eten",
  "end",
  "ende",
];

function infinitiveRoot(infinitive: string): string {
  if (/[^aeiou](?:el|er)n$/.test(infinitive)) return infinitive.slice(0, -1);
  if (infinitive.endsWith("en")) return infinitive.slice(0, -2);
  if (infinitive.endsWith("n")) return infinitive.slice(0, -1);
  return infinitive;
}

function irregularOf(core: string): { base: string; forms: (typeof IRREGULAR)[string] } | null {
  for (const [base, forms] of Object.entries(IRREGULAR)) {
    if (core === base || (core.endsWith(base) && core.length - base.length <= 8)) return { base, forms };
  }
  return null;
}

/** Every folded word form of a verb core without a separable particle ("bringen" → "bringe", "brachte", …). */
function coreForms(core: string): { finite: Set<string>; participles: Set<string> } {
  const finite = new Set<string>([core]);
  const participles = new Set<string>();
  const root = infinitiveRoot(core);
  for (const ending of WEAK_ENDINGS) finite.add(root + ending);
  const irregular = irregularOf(core);
  const lead = irregular ? core.slice(0, core.length - irregular.base.length) : "";
  if (irregular) {
    for (const changed of irregular.forms.stems) {
      for (const ending of ["", "e", "en", "st", "t", "est", "et", "n"]) finite.add(lead + changed + ending);
    }
    participles.add(lead + irregular.forms.participle);
  } else {
    participles.add(root + (/[dt]$/.test(root) ? "et" : "t"));
  }
  // Participles inflect like adjectives ("die gesammelten Tabletten").
  for (const participle of [...participles]) {
    for (const ending of ["e", "en", "er", "es", "em"]) participles.add(participle + ending);
  }
  return { finite, participles };
}

export interface VerbForms {
  /** Forms written as one word: "umbringen", "umbringe", "umgebracht", "umzubringen". */
  readonly joined: ReadonlySet<string>;
  /** Forms of the core that need the particle later in the clause: "bringe" (… "um"). */
  readonly detached: ReadonlySet<string>;
  readonly particle: string | null;
}

/**
 * Forms of a verb written as "um|bringen" (separable, particle "um") or "vergiften". The particle
 * may itself be two words' worth ("zusammen|schlagen").
 */
export function verbForms(spec: string): VerbForms {
  const [particle, core] = spec.includes("|") ? (spec.split("|") as [string, string]) : [null, spec];
  const { finite, participles } = coreForms(core);
  const joined = new Set<string>();
  const inseparable = INSEPARABLE.test(core);
  if (particle === null) {
    for (const form of finite) joined.add(form);
    for (const participle of participles) {
      joined.add(inseparable || core.startsWith("ge") ? participle : `ge${participle}`);
      if (!inseparable) joined.add(participle);
    }
    return { joined, detached: new Set(), particle: null };
  }
  for (const form of finite) joined.add(particle + form);
  joined.add(`${particle}zu${core}`);
  for (const participle of participles) {
    joined.add(particle + (inseparable ? participle : `ge${participle}`));
  }
  return { joined, detached: finite, particle };
}
