import { formatMessage } from "@/lib/format-message";
import { wizardMessages } from "@/messages/wizard";
import type { AnimalType } from "@/prisma/generated/client/enums";

/** The species that have weight guidance (spec §5). */
export type WeightHintSpecies = "hund" | "katze" | "pferd" | "kaninchen" | "vogel";

export interface WeightGuide {
  species: WeightHintSpecies;
  minKg: number;
  maxKg: number;
  /** The usual range inside the possible one, where the spec names it. */
  typical?: { minKg: number; maxKg: number };
}

export const WEIGHT_GUIDES: Record<WeightHintSpecies, WeightGuide> = {
  hund: { species: "hund", minKg: 0.5, maxKg: 80 },
  katze: { species: "katze", minKg: 1, maxKg: 15, typical: { minKg: 3, maxKg: 7 } },
  pferd: { species: "pferd", minKg: 200, maxKg: 1000 },
  kaninchen: { species: "kaninchen", minKg: 0.5, maxKg: 8 },
  vogel: { species: "vogel", minKg: 0.01, maxKg: 15 },
};

// What people type for 'andere', matched as word stems ("Zwergkaninchen", "Wellensittich").
const SPECIES_WORDS: [WeightHintSpecies, RegExp][] = [
  ["kaninchen", /kaninchen|hase|häsin/],
  ["vogel", /vogel|vögel|sittich|papagei|kanarien|kakadu|taube|fink\b|amsel/],
  ["pferd", /pferd|pony|ponys|stute|hengst|wallach/],
  ["katze", /katze|kater|kätzchen/],
  ["hund", /hund|welpe|rüde|hündin/],
];

/** The weight guidance for a species, or null: then the form asks for a realistic weight. */
export function weightGuide(
  animalType: AnimalType | null | undefined,
  customAnimalType?: string | null,
): WeightGuide | null {
  if (animalType === "hund" || animalType === "katze" || animalType === "pferd") {
    return WEIGHT_GUIDES[animalType];
  }
  if (animalType !== "andere" || !customAnimalType) return null;
  const text = customAnimalType.toLowerCase();
  const match = SPECIES_WORDS.find(([, pattern]) => pattern.test(text));
  return match ? WEIGHT_GUIDES[match[0]] : null;
}

const kg = (value: number) => value.toLocaleString("de-AT", { maximumFractionDigits: 2 });

/** The guidance as a sentence, or the request for a realistic weight. */
export function weightHintText(guide: WeightGuide | null): string {
  const hints = wizardMessages.weightHints;
  if (!guide) return hints.other;
  const values = { species: hints.species[guide.species], min: kg(guide.minKg), max: kg(guide.maxKg) };
  if (!guide.typical) return formatMessage(hints.range, values);
  return formatMessage(hints.typical, {
    ...values,
    typicalMin: kg(guide.typical.minKg),
    typicalMax: kg(guide.typical.maxKg),
  });
}
