import type { FamilyTheme, RecommendationKey } from "@/lib/analysis/knowledge-base/types";

/** Texts of the family analysis. {names} is a list such as "Anna, Tom und Bello". */
export const FAMILY_THEMES: Record<FamilyTheme, { title: string; explanation: string }> = {
  stress: {
    title: "Anspannung im Haushalt",
    explanation:
      "Bei {names} zeigt sich Stress, jeweils auf eigene Weise. Anspannung steckt an, Ruhe aber genauso: Schon kleine gemeinsame Pausen wirken oft für alle.",
  },
  angst: {
    title: "Gemeinsame Sorgen",
    explanation:
      "Bei {names} zeigen sich Ängste oder Unsicherheit. Sicherheit entsteht oft dort, wo jemand ruhig bleibt, und genau diesen Halt könnt ihr einander geben.",
  },
  schlaf: {
    title: "Unruhige Nächte",
    explanation:
      "Bei {names} kommen Ruhe und Schlaf zu kurz. Ein gemeinsames, ruhiges Abendritual kann allen helfen, leichter herunterzufahren.",
  },
  erschoepfung: {
    title: "Knappe Reserven",
    explanation:
      "Bei {names} sind die Reserven knapp. Das ist ein Zeichen, Erholung im Familienalltag bewusst einzuplanen, statt auf sie zu warten.",
  },
  anspannung: {
    title: "Festgehaltene Spannung",
    explanation:
      "Bei {names} zeigt sich Spannung, die festgehalten wird. Bewegung, Berührung und ehrliche Worte helfen, sie gemeinsam wieder in Fluss zu bringen.",
  },
  trauer: {
    title: "Gemeinsame Trauer",
    explanation:
      "Bei {names} zeigt sich Trauer. Ein Verlust betrifft oft den ganzen Haushalt, und alle trauern auf ihre Weise. Jede dieser Formen darf Raum bekommen.",
  },
  bindung: {
    title: "Der Wunsch nach Nähe",
    explanation:
      "Bei {names} geht es um Nähe, Bindung und Zugehörigkeit. Bewusste gemeinsame Zeit ohne Ablenkung stärkt das Gefühl, füreinander da zu sein.",
  },
  veraenderung: {
    title: "Eine Zeit der Veränderung",
    explanation:
      "Bei {names} spiegelt sich eine Veränderung wider. Vertraute Rituale geben allen Halt, während sich Neues einspielt.",
  },
  reizueberflutung: {
    title: "Viele Reize",
    explanation:
      "Bei {names} zeigt sich ein Zuviel an Reizen. Ruhige Zonen und reizarme Zeiten tun dem ganzen Haushalt gut.",
  },
  kraft: {
    title: "Gemeinsame Kraftquellen",
    explanation:
      "Bei {names} zeigen sich echte Kraftquellen. Was euch stärkt, dürft ihr bewusst teilen und pflegen.",
  },
};

/** The same pattern in several members. {title} is the pattern title. */
export const SAME_PATTERN_EXPLANATION =
  "Bei {names} zeigt sich dasselbe Thema: „{title}“. Wenn mehrere in einem Haushalt Ähnliches tragen, lohnt sich ein gemeinsamer Blick darauf, was euren Alltag gerade prägt.";

export type MirrorKind =
  | "anspannung"
  | "erschoepfung"
  | "festgefahren"
  | "staerkung"
  | "halt"
  | "ruhepol"
  | "gleichklang"
  | "belastung";

/** How two members' states mirror each other. {a}/{b} are names, {stateA}/{stateB} their states. */
export const MIRRORS: Record<MirrorKind, { title: string; explanation: string }> = {
  anspannung: {
    title: "Anspannung, die überspringt",
    explanation:
      "{a} wirkt {stateA}, {b} {stateB}. Tiere nehmen die Anspannung ihrer Menschen sehr fein wahr und spiegeln sie oft im eigenen Verhalten. Wenn {a} bewusst zur Ruhe kommt, findet häufig auch {b} leichter in die Entspannung.",
  },
  erschoepfung: {
    title: "Gemeinsam erschöpft",
    explanation:
      "{a} und {b} wirken beide müde. Manchmal teilt ein Haushalt nicht nur den Alltag, sondern auch die Erschöpfung. Ruhige gemeinsame Zeit in der Natur kann beiden neue Kraft geben.",
  },
  festgefahren: {
    title: "Wenig in Fluss",
    explanation:
      "{a} wirkt {stateA}, {b} {stateB}. Wenn im Alltag wenig in Fluss ist, spüren das oft alle Beteiligten. Neue gemeinsame Wege, auch im wörtlichen Sinn, können beiden guttun.",
  },
  staerkung: {
    title: "Ihr stärkt einander",
    explanation:
      "{a} wirkt {stateA}, {b} {stateB}. Das spricht für eine Verbindung, die beiden guttut. Pflegt bewusst, was euch verbindet.",
  },
  halt: {
    title: "Halt geben",
    explanation:
      "{a} wirkt {stateA}, {b} dagegen {stateB}. Die Stabilität von {a} ist jetzt eine wertvolle Ressource, an der sich {b} orientieren kann.",
  },
  ruhepol: {
    title: "Ein ruhender Pol",
    explanation:
      "{a} wirkt {stateA}, {b} dagegen {stateB}. Ein ruhiges Gegenüber kann viel auffangen: Gemeinsame Zeit darf für {a} bewusst eine Quelle der Erholung werden.",
  },
  gleichklang: {
    title: "Im gleichen Takt",
    explanation:
      "{a} und {b} wirken beide {stateA}. Wer zusammenlebt, schwingt oft mit: Was einem von euch hilft, tut meist auch den anderen gut.",
  },
  belastung: {
    title: "Gemeinsam unter Druck",
    explanation:
      "{a} wirkt {stateA}, {b} {stateB}. Auch wenn es sich unterschiedlich zeigt, lohnt sich ein Blick darauf, was im gemeinsamen Alltag gerade zu viel oder zu wenig ist.",
  },
};

/** Household recommendations in the "ihr" voice. */
export const HOUSEHOLD_TEXTS: Partial<Record<RecommendationKey, string>> = {
  "exercise:box-atmung":
    "Übt die Box-Atmung gemeinsam, etwa vor dem Abendessen. Ein ruhiger Takt im Haushalt überträgt sich auf alle, auch auf die Tiere.",
  "exercise:sicherer-ort":
    "Schafft zu Hause bewusst sichere Rückzugsorte für Menschen wie Tiere, und besucht in der Visualisierung auch euren inneren sicheren Ort.",
  "exercise:abendritual":
    "Ein gemeinsames Abendritual, jeden Tag gleich, hilft allen im Haushalt, den Tag abzuschließen und leichter zur Ruhe zu kommen.",
  "exercise:progressive-muskelentspannung":
    "Lasst gemeinsam los: Die progressive Muskelentspannung eignet sich gut als kurzes Familienritual nach einem langen Tag.",
  "exercise:herz-meditation":
    "Nehmt euch ein paar Minuten für die Herz-Meditation, gern in der Nähe eurer Tiere. Sie stärkt das Gefühl von Verbundenheit.",
  "exercise:erdung-im-stehen":
    "Die Erdung im Stehen gibt Halt, wenn sich vieles verändert. Sie passt gut vor einen gemeinsamen Spaziergang.",
  "exercise:klangreise":
    "Gönnt euch eine Klangreise im Wohnzimmer: Ruhige Klänge entspannen Menschen und viele Tiere gleichermaßen.",
  "exercise:dankbarkeits-meditation":
    "Erzählt einander am Abend, wofür ihr heute dankbar seid. Das richtet den Blick aller auf das, was euch trägt.",
  "exercise:body-scan-audio":
    "Der Body Scan hilft allen im Haushalt, die eigene Erschöpfung rechtzeitig zu bemerken. Plant dafür bewusst ruhige Zeit ein.",
  "impulse:tierbindung":
    "Anregungen für die Verbindung zwischen euch und euren Tieren, damit alle im Haushalt gesehen werden.",
  "impulse:natur":
    "Plant regelmäßige gemeinsame Zeit in der Natur. Sie tut Menschen und Tieren gut und bringt frische Energie in den Alltag.",
  "impulse:ruhe":
    "Anregungen für mehr Ruhe im gemeinsamen Alltag: reizarme Zeiten, leise Ecken, kleine Pausen.",
  "impulse:loslassen":
    "Anregungen, wie ihr gemeinsam Abschied nehmen und Erinnerungen einen guten Platz geben könnt.",
  "impulse:beziehung": "Gedanken über Nähe und Verbindung, die ihr als Familie miteinander teilen könnt.",
  "journal:erkenntnis":
    "Beobachtet eine Woche lang, wann im Haushalt Anspannung entsteht und wann Ruhe einkehrt. Schreibt es im Journal auf, so werden gemeinsame Muster sichtbar.",
  "journal:klarheit":
    "Schreibt auf, was ihr euch als Familie wünscht und welcher kleine gemeinsame Schritt dorthin führt.",
};

export const THEME_RECOMMENDATIONS: Record<FamilyTheme, readonly RecommendationKey[]> = {
  stress: ["exercise:box-atmung", "impulse:ruhe"],
  angst: ["exercise:sicherer-ort"],
  schlaf: ["exercise:abendritual"],
  erschoepfung: ["exercise:body-scan-audio", "impulse:natur"],
  anspannung: ["exercise:progressive-muskelentspannung"],
  trauer: ["exercise:herz-meditation", "impulse:loslassen"],
  bindung: ["exercise:herz-meditation", "impulse:beziehung"],
  veraenderung: ["exercise:erdung-im-stehen"],
  reizueberflutung: ["exercise:klangreise", "impulse:ruhe"],
  kraft: ["exercise:dankbarkeits-meditation"],
};

export const MIRROR_RECOMMENDATIONS: Record<MirrorKind, RecommendationKey> = {
  anspannung: "exercise:box-atmung",
  erschoepfung: "impulse:natur",
  festgefahren: "exercise:erdung-im-stehen",
  staerkung: "exercise:dankbarkeits-meditation",
  halt: "impulse:tierbindung",
  ruhepol: "exercise:herz-meditation",
  gleichklang: "journal:erkenntnis",
  belastung: "journal:erkenntnis",
};

export const DEFAULT_HOUSEHOLD_RECOMMENDATIONS: readonly RecommendationKey[] = [
  "journal:erkenntnis",
  "exercise:abendritual",
  "exercise:dankbarkeits-meditation",
  "journal:klarheit",
];

export const FAMILY_SUMMARY = {
  intro: "Für die Familienanalyse wurden {count} Profile gemeinsam betrachtet: {names}.",
  shared: "Gemeinsam zeigen sich vor allem diese Themen: {titles}.",
  noShared: "Gemeinsame Muster zeigen sich kaum, jede und jeder trägt gerade eigene Themen.",
  mirror: "Besonders deutlich spiegeln sich {a} und {b}.",
  /** No shared theme, but two members in a like state: said so without contradicting itself. */
  mirrorOnly: "In ihren Themen gehen alle eigene Wege, im Befinden aber spiegeln sich {a} und {b} deutlich.",
  /** Two members in different states: they do not mirror each other, they affect each other. */
  counterpart: "Besonders deutlich zeigt sich, wie {a} und {b} aufeinander wirken.",
  redFlags: "Bitte lass zuerst die Warnzeichen bei {names} ärztlich oder tierärztlich abklären.",
} as const;
