import {
  ANIMAL_SIGN_CONCEPTS,
  SPECIES_CONCEPTS,
  SPECIES_GROUPS,
  type SpeciesGroup,
} from "@/content/safety/red-flag-animal-concepts";
import {
  CONTEXT_CONCEPTS,
  HUMAN_BODY_CONCEPTS,
  HUMAN_SIGN_CONCEPTS,
  PERSON_CONCEPTS,
} from "@/content/safety/red-flag-concepts";
import { EXPOSURE_CONCEPTS, PLANT_PARTS, TOXINS, type ToxinListId } from "@/content/safety/red-flag-toxins";

/**
 * The word lists of the red-flag detector in three lexicons: what every text is read for (time,
 * negation's companions, who is affected, the species, the poisons), what only a person's signs
 * need, and what only an animal's signs need. A text about a person is never read for hoof or
 * beak words, which keeps the detector fast. The detector also derives concepts from numbers and
 * from the species: an age under three months, 39 °C, a poison for the animal described.
 */
const HUMAN_ALL = { ...HUMAN_BODY_CONCEPTS, ...HUMAN_SIGN_CONCEPTS };
const ANIMAL_ALL = { ...ANIMAL_SIGN_CONCEPTS, ...EXPOSURE_CONCEPTS };

/** Each poison list as two concepts: whole words (found with a typing error too) and word parts. */
export type ToxinConcept = `toxin_list_${ToxinListId}` | `toxin_part_${ToxinListId}`;
export type ListedConcept =
  | keyof typeof CONTEXT_CONCEPTS
  | keyof typeof PERSON_CONCEPTS
  | keyof typeof SPECIES_CONCEPTS
  | keyof typeof HUMAN_ALL
  | keyof typeof ANIMAL_ALL;

/** Concepts the detector adds itself, from numbers and from the species. */
export type DerivedConcept =
  | "age_under_3m"
  | "age_3_6m"
  | "age_under_5y"
  | "temp_39"
  | "pulse_extreme"
  | "bp_high"
  | "glucose_low"
  | "glucose_high"
  | "count_many"
  | "pulse_fast"
  | "toxin"
  | "toxin_human"
  | "toxin_drug"
  | "toxin_harm";

export type RedFlagConcept = ListedConcept | DerivedConcept | ToxinConcept;
type Lists = Readonly<Record<string, readonly string[]>>;

export const toxinConcept = (id: ToxinListId): ToxinConcept => `toxin_list_${id}`;
const toxinPartConcept = (id: ToxinListId): ToxinConcept => `toxin_part_${id}`;
const isPart = (word: string) => word.startsWith("*") || word.endsWith("*");

/** Lists both kinds of signs use ("Fieber" in a dog, "Kreuzotter" for a person). */
const SHARED_SIGNS: readonly (keyof typeof HUMAN_ALL | keyof typeof ANIMAL_ALL)[] = [
  "fever",
  "wound",
  "lump",
  "diet",
  "sleep_known",
  "snake_word",
  "pet_context",
  "gi_bleed_word",
  "coffee_ground",
];

function pick(lists: Readonly<Record<string, readonly string[]>>, shared: boolean): Lists {
  const picked: Record<string, readonly string[]> = {};
  for (const [concept, words] of Object.entries(lists)) {
    if ((SHARED_SIGNS as readonly string[]).includes(concept) === shared) picked[concept] = words;
  }
  return picked;
}

/** "Fingerhut" → "Fingerhutblüte", "Eibe" → "Eibenzweig": a plant's name as the first part of a compound. */
function plantPartCompounds(words: readonly string[]): string[] {
  const compounds = new Set<string>();
  for (const word of words) {
    if (!/^[A-ZÄÖÜ][a-zäöüß]+$/.test(word)) continue;
    const stems = word.endsWith("e") ? [`${word}n`] : [word];
    for (const stem of stems) {
      for (const part of PLANT_PARTS) compounds.add(`${stem}${part.toLowerCase()}`);
    }
  }
  return [...compounds];
}

function toxinLists(): Lists {
  const lists: Record<string, readonly string[]> = {};
  for (const id of Object.keys(TOXINS) as ToxinListId[]) {
    const list = TOXINS[id];
    const words = list.words.filter((word) => !isPart(word));
    lists[toxinConcept(id)] =
      "plantParts" in list && list.plantParts ? [...words, ...plantPartCompounds(words)] : words;
    lists[toxinPartConcept(id)] = TOXINS[id].words.filter(isPart);
  }
  return lists;
}

export const SHARED_LEXICON: Lists = {
  ...CONTEXT_CONCEPTS,
  ...PERSON_CONCEPTS,
  ...SPECIES_CONCEPTS,
  ...pick(HUMAN_ALL, true),
  ...pick(ANIMAL_ALL, true),
  ...toxinLists(),
};
export const HUMAN_LEXICON: Lists = pick(HUMAN_ALL, false);
export const ANIMAL_LEXICON: Lists = pick(ANIMAL_ALL, false);

/** Lists whose long words are also found with one typing error ("Atemnott", "Schlaganfal"). */
export const RED_FLAG_TYPO_CONCEPTS: readonly (ListedConcept | ToxinConcept)[] = [
  "dyspnea",
  "unconscious",
  "stroke_word",
  "poison_word",
  "poison_word_human",
  "diagnosis_animal",
  "diagnosis_human",
];

export const SPECIES_CONCEPT: Readonly<Record<SpeciesGroup, ListedConcept>> = Object.fromEntries(
  SPECIES_GROUPS.map((group) => [group, `species_${group}`]),
) as Record<SpeciesGroup, ListedConcept>;
