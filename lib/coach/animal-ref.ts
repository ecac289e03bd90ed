import { normalizeText } from "@/lib/analysis/normalize-text";
import type { CoachProfile } from "@/lib/coach/types";
import { formatMessage } from "@/lib/format-message";

/** How the coach refers to the animal in the cases its sentences need. */
export interface AnimalRef {
  tier: string;
  tierVon: string;
  tierDat: string;
  tierAkk: string;
}

const SPECIES: readonly (readonly [RegExp, AnimalRef, string])[] = [
  [
    /\b(?:hund|huendin|welpe|ruede)/,
    { tier: "dein Hund", tierVon: "deines Hundes", tierDat: "deinem Hund", tierAkk: "deinen Hund" },
    "hund",
  ],
  [
    /\b(?:katze|kater|kaetzchen|mieze)/,
    { tier: "deine Katze", tierVon: "deiner Katze", tierDat: "deiner Katze", tierAkk: "deine Katze" },
    "katze",
  ],
  [
    /\b(?:pferd|pony|stute|wallach|hengst)/,
    { tier: "dein Pferd", tierVon: "deines Pferdes", tierDat: "deinem Pferd", tierAkk: "dein Pferd" },
    "pferd",
  ],
];
const ANY_ANIMAL: AnimalRef = {
  tier: "dein Tier",
  tierVon: "deines Tieres",
  tierDat: "deinem Tier",
  tierAkk: "dein Tier",
};

/** An animal profile is named; a person talking about their pet gets "dein Hund". */
export function animalRef(profile: CoachProfile, message: string): AnimalRef {
  if (profile.profileType === "animal") {
    const name = profile.name;
    return { tier: name, tierVon: `von ${name}`, tierDat: name, tierAkk: name };
  }
  const text = normalizeText(message).text;
  return SPECIES.find(([pattern]) => pattern.test(text))?.[1] ?? ANY_ANIMAL;
}

/** The species a message names ("mein Hund", "die Katze"), as the profile's animal type, or null. */
export function speciesIn(message: string): string | null {
  const text = normalizeText(message).text;
  return SPECIES.find(([pattern]) => pattern.test(text))?.[2] ?? null;
}

export function fillAnimal(template: string, animal: AnimalRef, extra: Record<string, string> = {}): string {
  return formatMessage(template, { ...animal, ...extra });
}
