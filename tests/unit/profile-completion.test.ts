// Spec §5: the completion percentage is the rounded share of filled key fields.
import { describe, expect, it } from "vitest";

import { completionPercentage } from "@/lib/profile/completion";

const fullHuman = {
  name: "Mara",
  birthDate: "1990-05-17",
  gender: "weiblich",
  heightCm: 168,
  weightKg: 62,
  lifeSituation: "Ich lebe mit meinem Partner in Wien",
};

const fullAnimal = {
  name: "Bello",
  animalType: "hund",
  age: 4,
  weightKg: 28,
  generalBehavior: "Er ist verspielt und sehr freundlich",
};

describe("completion percentage for people (6 key fields)", () => {
  it.each([
    [{}, 0],
    [{ name: "Mara" }, 17],
    [{ name: "Mara", gender: "weiblich" }, 33],
    [{ ...fullHuman, birthDate: "", lifeSituation: "  " }, 67],
    [{ ...fullHuman, birthDate: null }, 83],
    [{ ...fullHuman, heightCm: 0 }, 83],
    [fullHuman, 100],
    // Animal fields do not count for a person.
    [{ animalType: "hund", age: 4, generalBehavior: "x" }, 0],
  ])("%j → %i %", (fields, expected) => {
    expect(completionPercentage({ profileType: "human", ...fields })).toBe(expected);
  });
});

describe("completion percentage for animals (5 key fields)", () => {
  it.each([
    [{}, 0],
    [{ name: "Bello" }, 20],
    [{ name: "Bello", animalType: "hund" }, 40],
    [{ ...fullAnimal, age: null, weightKg: undefined }, 60],
    [{ ...fullAnimal, generalBehavior: "" }, 80],
    [fullAnimal, 100],
    // Human fields do not count for an animal.
    [{ birthDate: "2020-01-01", heightCm: 50, gender: "männlich" }, 0],
  ])("%j → %i %", (fields, expected) => {
    expect(completionPercentage({ profileType: "animal", ...fields })).toBe(expected);
  });
});
