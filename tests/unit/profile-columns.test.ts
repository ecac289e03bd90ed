// What a save writes: every column of the row, with the other type's fields
// emptied, the age derived from a birth date, and the completion percentage.
import { describe, expect, it } from "vitest";

import type { ParsedProfile } from "@/server/profiles/profile-data";
import { toProfileColumns } from "@/server/profiles/profile-data";

const today = { year: 2026, month: 6, day: 15 };

const human: ParsedProfile = {
  profileType: "human",
  gender: "weiblich",
  name: "  Mara  ",
  birthDate: "1990-06-16",
  age: 99,
  heightCm: 168,
  weightKg: 62.5,
  lifeSituation: "Ich lebe mit meinem Partner in Wien",
  animalType: "hund",
  breed: "Labrador",
  behaviorPatterns: ["unruhig"],
  medications: "   ",
  currentSymptoms: ["tinnitus"],
};

describe("profile columns", () => {
  it("derives the age from the birth date, trims texts and empties the other type's fields", () => {
    const columns = toProfileColumns(human, today);
    expect(columns).toMatchObject({
      name: "Mara",
      age: 35,
      birthDate: new Date("1990-06-16T00:00:00Z"),
      medications: null,
      currentSymptoms: ["tinnitus"],
      stressLevel: 5,
      animalType: null,
      breed: null,
      behaviorPatterns: [],
      completionPercentage: 100,
    });
  });

  it("keeps no age for an unrealistic birth date, so the database reports the date", () => {
    expect(toProfileColumns({ ...human, birthDate: "1850-01-01" }, today).age).toBeNull();
    expect(toProfileColumns({ ...human, birthDate: "2030-01-01" }, today).age).toBeNull();
  });

  it("keeps the custom species and housing only with 'andere'", () => {
    const animal: ParsedProfile = {
      profileType: "animal",
      gender: "unbekannt",
      name: "Stachel",
      animalType: "katze",
      customAnimalType: "Igel",
      housingType: "wohnung",
      customHousingType: "Gehege",
      age: 3,
      heightCm: 40,
      birthDate: "2020-01-01",
      lifeSituation: "Menschentext",
      stressLevel: 9,
    };
    expect(toProfileColumns(animal, today)).toMatchObject({
      customAnimalType: null,
      customHousingType: null,
      heightCm: null,
      // Issue 23: an animal keeps its birth date, which sets the age (a puppy's 0 full years too).
      birthDate: new Date("2020-01-01T00:00:00Z"),
      age: 6,
      lifeSituation: null,
      stressLevel: 5,
      completionPercentage: 60,
    });
    expect(toProfileColumns({ ...animal, birthDate: "" }, today)).toMatchObject({ birthDate: null, age: 3 });
    expect(toProfileColumns({ ...animal, animalType: "andere", housingType: "andere" }, today)).toMatchObject(
      { customAnimalType: "Igel", customHousingType: "Gehege" },
    );
  });
});
