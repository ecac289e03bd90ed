// Every rule and message of spec §5 for the profile, through the one schema
// the wizard and the server share, plus forged input (issue 5, "Bad input").
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { profileIssues, profileSchema, type ProfileInput, wordCountMessage } from "@/lib/validations/profile";

const validHuman = {
  profileType: "human",
  gender: "weiblich",
  name: "Mara",
  birthDate: "1990-05-17",
  heightCm: 168,
  weightKg: 62.5,
  lifeSituation: "Ich lebe mit meinem Partner in Wien",
  relationshipStatus: "beziehung",
  professionalSituation: "Ich arbeite Vollzeit als Lehrerin an einer Schule",
  financialSituation: "stabil",
  exerciseRoutine: "Ich gehe dreimal pro Woche laufen",
  currentHealthIssues: "Seit Wochen habe ich starke Kopfschmerzen am Abend",
  emotionalConcerns: "Ich fühle mich oft gestresst und unruhig",
} as const satisfies ProfileInput;

const validAnimal = {
  profileType: "animal",
  gender: "männlich",
  animalType: "hund",
  name: "Bello",
  age: 4,
  weightKg: 28,
  breed: "Labrador-Mischling",
  housingType: "haus_garten",
  generalBehavior: "Er ist verspielt und sehr freundlich",
  recentHealthIssues: "Er kratzt sich seit zwei Wochen oft",
  environmentChanges: "Wir sind vor einem Monat umgezogen",
  relationshipDescription: "Wir sind sehr eng miteinander verbunden",
  exerciseLevel: "ja",
} as const satisfies ProfileInput;

// The schema checks birth dates against today; pin it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 5, 15, 12));
});
afterAll(() => vi.useRealTimers());

/** field → message of every error, as the form and the server see them. */
function errors(input: unknown): Record<string, string> {
  const result = profileSchema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".") || "_"] ??= issue.message;
  return found;
}

const FUTURE_BIRTH_DATE = "Das Geburtsdatum liegt in der Zukunft. Bitte prüfe deine Angaben.";

const UNREALISTIC = {
  age: "Das eingegebene Alter ist unrealistisch. Bitte prüfe deine Angaben.",
  height: "Die eingegebene Körpergröße ist unrealistisch. Bitte prüfe deine Angaben.",
  weight: "Das eingegebene Gewicht ist unrealistisch. Bitte prüfe deine Angaben.",
  birthDate: "Das eingegebene Geburtsdatum ist unrealistisch. Bitte prüfe deine Angaben.",
};

describe("valid profiles", () => {
  it.each([
    ["a human", validHuman],
    ["an animal", validAnimal],
    ["a human with an age instead of a birth date", { ...validHuman, birthDate: "", age: 36 }],
    ["an animal of another species", { ...validAnimal, animalType: "andere", customAnimalType: "Igel" }],
    ["an animal in other housing", { ...validAnimal, housingType: "andere", customHousingType: "Gehege" }],
  ])("accepts %s", (_label, profile) => {
    expect(errors(profile)).toEqual({});
  });
});

describe("word counts (§5)", () => {
  it.each([
    ["", "Dieses Feld ist erforderlich"],
    ["   ", "Dieses Feld ist erforderlich"],
    ["eins", "Bitte gib mindestens 5 Wörter ein (aktuell: 1)"],
    ["eins zwei drei vier", "Bitte gib mindestens 5 Wörter ein (aktuell: 4)"],
    ["eins\nzwei\tdrei   vier", "Bitte gib mindestens 5 Wörter ein (aktuell: 4)"],
    ["eins zwei drei vier fünf", undefined],
    ["  eins zwei drei vier fünf sechs ", undefined],
  ])("%j → %s", (text, message) => {
    expect(wordCountMessage(text)).toBe(message);
  });

  const humanWordFields = ["lifeSituation", "professionalSituation", "exerciseRoutine", "emotionalConcerns"];
  const animalWordFields = [
    "generalBehavior",
    "recentHealthIssues",
    "environmentChanges",
    "relationshipDescription",
  ];

  it.each(humanWordFields.map((field) => [field]))("the human field %s needs 5 words", (field) => {
    expect(errors({ ...validHuman, [field]: "vier Wörter sind zuwenig" })).toEqual({
      [field]: "Bitte gib mindestens 5 Wörter ein (aktuell: 4)",
    });
    expect(errors({ ...validHuman, [field]: "" })).toEqual({ [field]: "Dieses Feld ist erforderlich" });
    expect(errors({ ...validHuman, [field]: "fünf Wörter sind jetzt genug" })).toEqual({});
  });

  it.each(animalWordFields.map((field) => [field]))("the animal field %s needs 5 words", (field) => {
    expect(errors({ ...validAnimal, [field]: "vier Wörter sind zuwenig" })).toEqual({
      [field]: "Bitte gib mindestens 5 Wörter ein (aktuell: 4)",
    });
    expect(errors({ ...validAnimal, [field]: undefined })).toEqual({
      [field]: "Dieses Feld ist erforderlich",
    });
    expect(errors({ ...validAnimal, [field]: "fünf Wörter sind jetzt genug" })).toEqual({});
  });
});

describe("step 0 (§5)", () => {
  it.each([
    [{ ...validHuman, profileType: null }, { profileType: "Bitte wähle einen Profiltyp aus" }],
    [{ ...validHuman, gender: null }, { gender: "Bitte wähle ein Geschlecht aus" }],
    [{ ...validHuman, gender: "unbekannt" }, { gender: "Bitte wähle ein Geschlecht aus" }],
    [{ ...validAnimal, animalType: null }, { animalType: "Bitte wähle eine Tierart aus" }],
    [{ ...validAnimal, animalType: "andere" }, { customAnimalType: "Bitte gib die Tierart ein" }],
    [
      { ...validAnimal, animalType: "andere", customAnimalType: "  " },
      { customAnimalType: "Bitte gib die Tierart ein" },
    ],
    [
      { ...validAnimal, animalType: "andere", customAnimalType: "I" },
      { customAnimalType: "Die Tierart muss mindestens 2 Zeichen haben" },
    ],
    [{ ...validAnimal, animalType: "andere", customAnimalType: "Ig" }, {}],
    [{ ...validAnimal, gender: "unbekannt" }, {}],
  ])("%j", (profile, expected) => {
    expect(errors(profile)).toEqual(expected);
  });

  it("ignores a custom species unless the species is 'andere'", () => {
    expect(errors({ ...validAnimal, animalType: "katze", customAnimalType: "x" })).toEqual({});
  });
});

describe("step 1 (§5)", () => {
  it.each([
    ["no name", { ...validHuman, name: "" }, { name: "Name ist erforderlich" }],
    ["a blank name", { ...validHuman, name: "   " }, { name: "Name ist erforderlich" }],
    [
      "neither birth date nor age",
      { ...validHuman, birthDate: "" },
      { birthDate: "Geburtsdatum oder Alter ist erforderlich" },
    ],
    [
      "age 0 and no birth date",
      { ...validHuman, birthDate: null, age: 0 },
      { birthDate: "Geburtsdatum oder Alter ist erforderlich" },
    ],
    ["age 15", { ...validHuman, birthDate: "", age: 15 }, { age: UNREALISTIC.age }],
    ["age 121", { ...validHuman, birthDate: "", age: 121 }, { age: UNREALISTIC.age }],
    ["age 16", { ...validHuman, birthDate: "", age: 16 }, {}],
    ["age 120", { ...validHuman, birthDate: "", age: 120 }, {}],
    [
      "a birth date in the future",
      { ...validHuman, birthDate: "2026-06-16" },
      { birthDate: FUTURE_BIRTH_DATE },
    ],
    [
      "a birth date 121 years back",
      { ...validHuman, birthDate: "1905-06-14" },
      { birthDate: UNREALISTIC.birthDate },
    ],
    [
      "a birth date making the person 15",
      { ...validHuman, birthDate: "2010-06-16" },
      { birthDate: UNREALISTIC.age },
    ],
    ["a birth date making the person 16 today", { ...validHuman, birthDate: "2010-06-15" }, {}],
    ["no height", { ...validHuman, heightCm: null }, { heightCm: "Körpergröße ist erforderlich" }],
    ["height 0", { ...validHuman, heightCm: 0 }, { heightCm: "Körpergröße ist erforderlich" }],
    ["height 119", { ...validHuman, heightCm: 119 }, { heightCm: UNREALISTIC.height }],
    ["height 251", { ...validHuman, heightCm: 251 }, { heightCm: UNREALISTIC.height }],
    ["height 120", { ...validHuman, heightCm: 120 }, {}],
    ["height 250", { ...validHuman, heightCm: 250 }, {}],
    ["weight 300", { ...validHuman, weightKg: 300 }, {}],
    ["no weight", { ...validHuman, weightKg: undefined }, { weightKg: "Gewicht ist erforderlich" }],
    ["weight 29.9", { ...validHuman, weightKg: 29.9 }, { weightKg: UNREALISTIC.weight }],
    ["weight 300.1", { ...validHuman, weightKg: 300.1 }, { weightKg: UNREALISTIC.weight }],
    ["weight -5", { ...validHuman, weightKg: -5 }, { weightKg: UNREALISTIC.weight }],
    ["weight 30", { ...validHuman, weightKg: 30 }, {}],
  ])("a human with %s", (_label, profile, expected) => {
    expect(errors(profile)).toEqual(expected);
  });

  it.each([
    ["no age", { ...validAnimal, age: null }, { age: "Alter ist erforderlich" }],
    ["age 51", { ...validAnimal, age: 51 }, { age: UNREALISTIC.age }],
    ["age 2.5", { ...validAnimal, age: 2.5 }, { age: UNREALISTIC.age }],
    ["age 50", { ...validAnimal, age: 50 }, {}],
    // Issue 23: a puppy younger than one year, by its birth date (pinned today: 15 June 2026).
    ["a four-month-old puppy's birth date", { ...validAnimal, age: null, birthDate: "2026-02-15" }, {}],
    ["a birth date today", { ...validAnimal, age: null, birthDate: "2026-06-15" }, {}],
    ["a birth date and a stale age", { ...validAnimal, age: 3, birthDate: "2026-02-15" }, {}],
    [
      "age 0 without a birth date",
      { ...validAnimal, age: 0 },
      { birthDate: "Dein Tier ist jünger als ein Jahr? Gib bitte sein Geburtsdatum an." },
    ],
    [
      "a birth date in the future",
      { ...validAnimal, age: null, birthDate: "2026-10-15" },
      { birthDate: FUTURE_BIRTH_DATE },
    ],
    [
      "a birth date 51 years back",
      { ...validAnimal, age: null, birthDate: "1975-06-14" },
      { birthDate: UNREALISTIC.age },
    ],
    ["no weight", { ...validAnimal, weightKg: null }, { weightKg: "Gewicht ist erforderlich" }],
    ["weight 0.05", { ...validAnimal, weightKg: 0.05 }, { weightKg: UNREALISTIC.weight }],
    ["weight 1000.5", { ...validAnimal, weightKg: 1000.5 }, { weightKg: UNREALISTIC.weight }],
    ["weight 0.1", { ...validAnimal, weightKg: 0.1 }, {}],
    ["no breed", { ...validAnimal, breed: "" }, { breed: "Rasse/Mischling ist erforderlich" }],
    ["no housing", { ...validAnimal, housingType: null }, { housingType: "Haltungsform ist erforderlich" }],
    [
      "other housing without a description",
      { ...validAnimal, housingType: "andere", customHousingType: " " },
      { customHousingType: "Bitte beschreibe die Haltungsform" },
    ],
  ])("an animal with %s", (_label, profile, expected) => {
    expect(errors(profile)).toEqual(expected);
  });
});

describe("step 2 and 3 (§5)", () => {
  it.each([
    ["relationship status", { ...validHuman, relationshipStatus: null }, "relationshipStatus"],
    ["financial situation", { ...validHuman, financialSituation: undefined }, "financialSituation"],
    ["exercise level", { ...validAnimal, exerciseLevel: null }, "exerciseLevel"],
  ])("requires the %s", (_label, profile, field) => {
    expect(errors(profile)).toEqual({ [field]: "Dieses Feld ist erforderlich" });
  });

  const HEALTH = "Bitte beschreibe mindestens einen Gesundheitsaspekt ausführlich (5+ Wörter)";
  it.each([
    [{ currentHealthIssues: "", recentAccidents: "", medications: "" }, { currentHealthIssues: HEALTH }],
    [
      { currentHealthIssues: "nur vier Wörter hier", recentAccidents: "kurz", medications: "" },
      { currentHealthIssues: HEALTH },
    ],
    [{ currentHealthIssues: "", recentAccidents: "Ich bin letztes Jahr vom Rad gestürzt" }, {}],
    [{ currentHealthIssues: "", medications: "Ich nehme täglich ein leichtes Schmerzmittel" }, {}],
  ])("health aspects %j", (health, expected) => {
    expect(errors({ ...validHuman, ...health })).toEqual(expected);
  });

  it("accepts a stress level from 1 to 10 and nothing else", () => {
    expect(errors({ ...validHuman, stressLevel: 1 })).toEqual({});
    expect(errors({ ...validHuman, stressLevel: 10 })).toEqual({});
    for (const level of [0, 11, 5.5, "5"]) {
      expect(errors({ ...validHuman, stressLevel: level })).toEqual({
        stressLevel: "Das Stresslevel muss eine ganze Zahl von 1 bis 10 sein.",
      });
    }
  });

  it("reports every error at once, in the order of the steps", () => {
    const issues = profileIssues({ profileType: "animal" }, { year: 2026, month: 6, day: 15 });
    expect(issues.map((issue) => issue.field)).toEqual([
      "gender",
      "animalType",
      "name",
      "age",
      "weightKg",
      "breed",
      "housingType",
      "generalBehavior",
      "recentHealthIssues",
      "environmentChanges",
      "relationshipDescription",
      "exerciseLevel",
    ]);
    expect(Object.keys(errors({})).length).toBe(3);
  });
});

describe("bad input (issue 5)", () => {
  it.each([
    [
      "an unknown enum value",
      { ...validHuman, gender: "divers" },
      { gender: "Bitte wähle ein Geschlecht aus" },
    ],
    [
      "an unknown species",
      { ...validAnimal, animalType: "drache" },
      { animalType: "Bitte wähle eine Tierart aus" },
    ],
    [
      "an unknown housing",
      { ...validAnimal, housingType: "schloss" },
      { housingType: "Bitte wähle eine der angebotenen Möglichkeiten." },
    ],
    [
      "an unknown symptom",
      { ...validHuman, currentSymptoms: ["fieber"] },
      { "currentSymptoms.0": "Bitte wähle eine der angebotenen Möglichkeiten." },
    ],
    [
      "a repeated symptom",
      { ...validHuman, currentSymptoms: ["tinnitus", "tinnitus"] },
      { currentSymptoms: "Bitte wähle jede Möglichkeit höchstens einmal." },
    ],
    [
      "a number passed as a string",
      { ...validHuman, heightCm: "168" },
      { heightCm: "Bitte gib eine Zahl ein." },
    ],
    ["a string passed as a number", { ...validHuman, name: 42 }, { name: "Bitte gib hier Text ein." }],
    [
      "a malformed date",
      { ...validHuman, birthDate: "17.05.1990" },
      { birthDate: "Bitte gib ein gültiges Datum ein." },
    ],
    [
      "an impossible date",
      { ...validHuman, birthDate: "1990-02-30" },
      { birthDate: "Bitte gib ein gültiges Datum ein." },
    ],
    [
      "an extra field",
      { ...validHuman, isActive: true, userId: "x" },
      { _: "Diese Angaben gehören nicht zu einem Profil. Bitte lade die Seite neu." },
    ],
    [
      "100,000 characters",
      { ...validHuman, lifeSituation: "a ".repeat(50_000) },
      { lifeSituation: "Bitte fasse dich kürzer (höchstens 5.000 Zeichen)." },
    ],
    [
      "a 101-character name",
      { ...validHuman, name: "x".repeat(101) },
      { name: "Bitte fasse dich kürzer (höchstens 100 Zeichen)." },
    ],
    [
      "a NUL byte",
      { ...validHuman, name: "Ma\u0000ra" },
      { name: "Bitte entferne die unsichtbaren Steuerzeichen aus deiner Eingabe." },
    ],
  ])("%s gets a German field error", (_label, profile, expected) => {
    expect(errors(profile)).toEqual(expected);
  });

  it.each([null, "profil", 42, []])("refuses %j as a whole", (input) => {
    expect(errors(input)).toEqual({ _: "Bitte sende die Profildaten als Objekt." });
  });

  it("keeps HTML and SQL as plain text", () => {
    const profile = {
      ...validHuman,
      name: "<script>alert(1)</script>",
      lifeSituation: "'; DROP TABLE profiles; -- und noch drei Wörter",
    };
    const result = profileSchema.safeParse(profile);
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe("<script>alert(1)</script>");
    expect(result.data?.lifeSituation).toBe(profile.lifeSituation);
  });
});
