import type { FamilyTheme, RecommendationKey, StateWeights } from "@/lib/analysis/knowledge-base/types";
import type { PatternArea } from "@/lib/analysis/types";

/** A finding that comes from a choice or a number rather than from keywords. */
export interface CircumstanceEntry {
  id: string;
  area: PatternArea;
  name: string;
  title: string;
  /** The full explanation; {name}, {Name} and {level} are filled in. */
  explanation: string;
  states: StateWeights;
  recommends: readonly RecommendationKey[];
  weight: number;
  resource?: boolean;
  theme?: FamilyTheme;
}

const FINANCE_BASE = {
  id: "leben-finanzen",
  area: "lebensumstaende",
  name: "Finanzen",
  recommends: ["exercise:erdung-im-stehen", "journal:klarheit", "impulse:mut"],
} as const;

/** Keyed by the financial situation (Prisma value). */
export const FINANCE_ENTRIES: Partial<Record<string, CircumstanceEntry>> = {
  angespannt: {
    ...FINANCE_BASE,
    title: "Geldsorgen im Hintergrund",
    explanation:
      "Du hast deine finanzielle Situation als angespannt beschrieben. Geldsorgen laufen oft im Hintergrund mit, auch wenn man gerade nicht daran denkt, und halten das Nervensystem wachsam. Viele spüren sie im unteren Rücken oder im Bauch.",
    states: { unruhig: 1.5, blockiert: 1 },
    weight: 2,
    theme: "stress",
  },
  unsicher: {
    ...FINANCE_BASE,
    title: "Eine wackelige Basis",
    explanation:
      "Du hast deine finanzielle Situation als unsicher beschrieben. Wenn die materielle Basis wackelt, sucht der Körper nach Halt und bleibt oft in Alarmbereitschaft. Das ist eine verständliche Reaktion und keine Schwäche.",
    states: { unruhig: 2 },
    weight: 2,
    theme: "angst",
  },
  im_wandel: {
    ...FINANCE_BASE,
    title: "Finanziell im Wandel",
    explanation:
      "Du hast deine finanzielle Situation als im Wandel beschrieben. Veränderungen rund ums Geld bringen neue Möglichkeiten, aber auch Unsicherheit, die sich als innere Unruhe zeigen kann.",
    states: { unruhig: 1 },
    weight: 1.5,
    theme: "veraenderung",
  },
};

/** Keyed by the relationship status. */
export const RELATIONSHIP_ENTRIES: Partial<Record<string, CircumstanceEntry>> = {
  kompliziert: {
    id: "leben-beziehungsstatus",
    area: "bindung",
    name: "ungeklärte Beziehung",
    title: "Eine ungeklärte Beziehung",
    explanation:
      "Du hast deinen Beziehungsstatus mit „Es ist kompliziert“ angegeben. Ungeklärte Beziehungen kosten oft viel Kraft, weil man innerlich zwischen Hoffen und Zweifeln pendelt.",
    states: { unruhig: 1.5, blockiert: 1 },
    recommends: ["exercise:herz-meditation", "journal:klarheit", "impulse:beziehung"],
    weight: 2,
    theme: "bindung",
  },
  geschieden: {
    id: "leben-beziehungsstatus",
    area: "bindung",
    name: "Trennung",
    title: "Nach einer Trennung",
    explanation:
      "Du hast angegeben, geschieden zu sein. Eine Trennung wirkt oft lange nach, auch wenn sie richtig war, und es darf Zeit brauchen, bis sich das eigene Leben wieder ganz nach dir anfühlt.",
    states: { müde: 1, blockiert: 0.5 },
    recommends: ["exercise:herz-meditation", "impulse:loslassen", "journal:loswerden"],
    weight: 1.5,
    theme: "bindung",
  },
};

export const STRESS_ENTRIES = {
  high: {
    id: "stress-hoch",
    area: "stress",
    name: "hohe Belastung",
    title: "Am Limit",
    explanation:
      "Du hast dein Stresslevel mit {level} von 10 angegeben. Ein so hoher Wert bedeutet, dass dein Nervensystem kaum noch zwischen Anspannung und Erholung wechseln kann. Auf Dauer holt sich der Körper die Pause oft selbst, durch Schmerzen, Schlafprobleme oder Erschöpfung.",
    states: {},
    recommends: ["exercise:box-atmung", "exercise:abendritual", "impulse:ruhe", "journal:loswerden"],
    weight: 2,
    theme: "stress",
  },
  raised: {
    id: "stress-erhoeht",
    area: "stress",
    name: "erhöhte Anspannung",
    title: "Deutlich angespannt",
    explanation:
      "Du hast dein Stresslevel mit {level} von 10 angegeben. Das ist deutlich erhöht: Dein Alltag verlangt gerade viel von dir, und Inseln der Erholung werden wichtiger.",
    states: {},
    recommends: ["exercise:atem-4-7-8", "impulse:ruhe", "journal:klarheit"],
    weight: 1.5,
    theme: "stress",
  },
  low: {
    id: "stress-niedrig",
    area: "stress",
    name: "Gelassenheit",
    title: "Innere Gelassenheit",
    explanation:
      "Du hast dein Stresslevel mit {level} von 10 angegeben. Das ist eine wertvolle Ressource: Dein System hat Spielraum, um mit Belastungen gut umzugehen.",
    states: {},
    recommends: ["exercise:dankbarkeits-meditation", "impulse:dankbarkeit", "journal:erkenntnis"],
    weight: 1,
    resource: true,
    theme: "kraft",
  },
} as const satisfies Record<string, CircumstanceEntry>;

const IMPRINT_BASE = {
  id: "emotion-praegungen",
  area: "emotion",
  name: "frühe Prägungen",
  title: "Was früh geprägt hat",
  states: { blockiert: 1, unruhig: 1 },
  recommends: ["exercise:sicherer-ort", "exercise:herz-meditation", "impulse:selbstfuersorge"],
  weight: 2,
} as const;

/** Childhood and trauma are handled gently: the explanation never quotes what was written. */
export const IMPRINT_ENTRIES = {
  trauma: {
    ...IMPRINT_BASE,
    explanation:
      "Du hast in deinem Profil von belastenden Erlebnissen erzählt, danke für dein Vertrauen. Solche Erfahrungen können lange im Körper nachwirken, oft als Wachsamkeit oder Anspannung, deren Ursprung man nicht gleich erkennt. Du bestimmst das Tempo, und bei schweren Erinnerungen ist therapeutische Begleitung eine gute Stütze.",
  },
  childhood: {
    ...IMPRINT_BASE,
    explanation:
      "Du hast bei deinen Kindheitserfahrungen etwas Belastendes beschrieben. Was wir früh erleben, prägt oft, wie sicher wir uns später fühlen, und der Körper erinnert sich manchmal, bevor der Kopf es tut. Du bestimmst, wie weit und in welchem Tempo du hinschauen möchtest.",
  },
} as const satisfies Record<string, CircumstanceEntry>;

export const IMPRINT_KEYWORDS = {
  burden: [
    "streit",
    "gewalt",
    "geschlagen",
    "schläge",
    "alkohol",
    "sucht",
    "scheidung",
    "trennung",
    "getrennt",
    "allein gelassen",
    "vernachlässig",
    "kalt",
    "streng",
    "lieblos",
    "verlust",
    "gestorben",
    "tod$",
    "mobbing",
    "gemobbt",
    "angst",
    "missbrauch",
    "missbraucht",
    "heim$",
    "kinderheim",
    "pflegefamilie",
    "depressiv",
    "druck",
    "schwierig",
    "belastet",
    "belastend",
    "traurig",
    "einsam",
    "nicht gesehen",
    "ungeliebt",
    "abwesend",
    "flucht",
    "krieg",
    "trauma",
    "keine schöne",
    "keine leichte",
    "nicht schön",
    "nicht leicht",
    "nicht einfach",
    "schwere kindheit",
  ],
  good: ["schön", "glücklich", "behütet", "liebevoll", "geborgen", "harmonisch", "unbeschwert", "gut$"],
  /** Answers that mean "nothing to report". */
  nothing: ["kein", "keine", "keiner", "nichts", "nein", "nö", "normal", "unauffällig", "weiß nicht", "k a"],
} as const;

/** Keyed by the animal's exercise level. */
export const ANIMAL_EXERCISE_ENTRIES: Partial<Record<string, CircumstanceEntry>> = {
  selten: {
    id: "tier-bewegung",
    area: "lebensumstaende",
    name: "wenig Auslauf",
    title: "Zu wenig Ventil für Energie",
    explanation:
      "Du hast angegeben, dass {name} nur selten Bewegung und Auslauf bekommt. Fehlt dieses Ventil, zeigt sich überschüssige Energie oft als Unruhe, Frust oder Trägheit.",
    states: { müde: 1, überreizt: 1 },
    recommends: ["impulse:natur", "journal:klarheit", "exercise:erdung-im-stehen"],
    weight: 2,
    theme: "erschoepfung",
  },
  leine: {
    id: "tier-bewegung",
    area: "lebensumstaende",
    name: "Leinenalltag",
    title: "Viel an der Leine",
    explanation:
      "Du hast angegeben, dass {name} nur an der Leine unterwegs ist. Das ist oft nötig und sinnvoll; umso wichtiger sind dann Schnüffelzeit, Spiel und Aufgaben für den Kopf.",
    states: { unruhig: 0.5, blockiert: 0.5 },
    recommends: ["impulse:natur", "impulse:tierbindung", "journal:erkenntnis"],
    weight: 1.2,
  },
};

/** Added to the "selten" explanation when the animal lives in a flat. */
export const FLAT_NOTE = "Gerade in einer Wohnung ist regelmäßiger Auslauf besonders wichtig.";
