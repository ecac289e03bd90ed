import type { RecommendationKey } from "@/lib/analysis/knowledge-base/types";
import type { EnergyState } from "@/prisma/generated/client/enums";

type Voice = "human" | "animal";

/** First summary sentence: the overall state. {Name} / {name} stand for the animal. */
export const STATE_SENTENCES: Record<Voice, Record<EnergyState, string>> = {
  human: {
    harmonisch:
      "Dein Gesamtbild wirkt im Moment harmonisch: Körper, Gefühl und Lebensumstände sind weitgehend im Gleichgewicht.",
    überreizt:
      "Dein Gesamtbild wirkt im Moment überreizt: Es strömt mehr auf dich ein, als du gerade verarbeiten kannst, und dein System kommt kaum zur Ruhe.",
    blockiert:
      "Dein Gesamtbild wirkt im Moment blockiert: Einiges wird festgehalten, im Körper wie im Gefühl, und darf wieder in Fluss kommen.",
    gestärkt: "Dein Gesamtbild wirkt im Moment gestärkt: Du hast gute Kraftquellen, auf die du bauen kannst.",
    müde: "Dein Gesamtbild wirkt im Moment müde: Deine Reserven sind knapp, und dein Körper bittet um echte Erholung.",
    unruhig:
      "Dein Gesamtbild wirkt im Moment unruhig: Sorgen und Anspannung halten dein Nervensystem in Bewegung.",
  },
  animal: {
    harmonisch:
      "{Name} wirkt im Moment harmonisch: Deine Angaben zeigen ein Tier, das weitgehend im Gleichgewicht ist.",
    überreizt:
      "{Name} wirkt im Moment überreizt: Es kommen mehr Reize zusammen, als gut verarbeitet werden können.",
    blockiert:
      "{Name} wirkt im Moment blockiert: Irgendetwas hält gerade fest, körperlich oder im Verhalten.",
    gestärkt: "{Name} wirkt im Moment gestärkt: Der Alltag gibt offenbar viel Halt und Kraft.",
    müde: "{Name} wirkt im Moment müde: Die Energie ist gedämpft, und jetzt sind vor allem Ruhe und achtsame Zuwendung gefragt.",
    unruhig:
      "{Name} wirkt im Moment unruhig: Unsicherheit oder Anspannung lassen gerade wenig Ruhe aufkommen.",
  },
};

export const SUMMARY_TEXTS = {
  /** {topics} is a list such as "Nacken, Schlaf und Überforderung". */
  patternsHuman: "Am deutlichsten zeigen sich die Themen {topics}.",
  patternsAnimal: "Am deutlichsten zeigen sich bei {nameDat} die Themen {topics}.",
  onePatternHuman: "Am deutlichsten zeigt sich das Thema {topics}.",
  onePatternAnimal: "Am deutlichsten zeigt sich bei {nameDat} das Thema {topics}.",
  noPatternsHuman:
    "Es zeigen sich keine auffälligen Muster – ein guter Moment, um weiter zu pflegen, was dir guttut.",
  noPatternsAnimal:
    "Es zeigen sich keine auffälligen Muster – ein guter Moment, um weiter zu pflegen, was {nameDat} guttut.",
  redFlagsHuman:
    "Bitte lass zuerst die markierten Beschwerden ärztlich abklären – das geht jeder weiteren Deutung vor.",
  redFlagsAnimal:
    "Bitte lass zuerst die markierten Anzeichen tierärztlich abklären – das geht jeder weiteren Deutung vor.",
  /** Replaces the "harmonisch" sentence next to red flags, which would otherwise sound contradictory. */
  calmBesidesRedFlagsHuman: "Abgesehen davon zeigt dein Gesamtbild im Moment keine deutliche Schieflage.",
  calmBesidesRedFlagsAnimal: "Abgesehen davon zeigt {name} im Moment keine deutliche Schieflage.",
  closingHuman:
    "Die Empfehlungen sind kleine, machbare Schritte: Beginne mit dem, was sich heute stimmig anfühlt.",
  closingAnimal: "Die Empfehlungen sind kleine Schritte, die ihr gemeinsam gehen könnt.",
} as const;

/** Recommendations when the findings alone give fewer than three. */
export const STATE_RECOMMENDATIONS: Record<EnergyState, readonly RecommendationKey[]> = {
  harmonisch: ["exercise:dankbarkeits-meditation", "journal:erkenntnis", "impulse:dankbarkeit"],
  gestärkt: ["exercise:dankbarkeits-meditation", "journal:klarheit", "impulse:mut"],
  überreizt: ["exercise:atem-4-7-8", "exercise:abendritual", "impulse:ruhe"],
  blockiert: ["exercise:progressive-muskelentspannung", "journal:loswerden", "impulse:loslassen"],
  müde: ["exercise:body-scan-audio", "impulse:selbstfuersorge", "journal:klarheit"],
  unruhig: ["exercise:box-atmung", "exercise:sicherer-ort", "impulse:ruhe"],
};

/** The reason appended to a recommendation. */
export const RECOMMENDATION_REASONS = {
  /** {title} is the pattern title. */
  pattern: "Passend zum Thema „{title}“.",
  state: "Passend zu deinem Gesamtbild.",
  stateAnimal: "Passend zum Gesamtbild von {nameDat}.",
} as const;
