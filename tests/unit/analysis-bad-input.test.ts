// Issue 6, "Bad input": empty optional fields, unknown list entries and extreme but valid values
// still give a sensible analysis, never an exception.
import { describe, expect, it } from "vitest";

import { analyzeProfile, type AnalysisProfile } from "@/lib/analysis";
import { readAnalysisResult } from "@/server/analysis/stored-result";

const cases: [string, AnalysisProfile][] = [
  ["a person with nothing but the profile type", { profileType: "human" }],
  ["an animal with nothing but the profile type", { profileType: "animal" }],
  [
    "empty strings and empty lists everywhere",
    {
      profileType: "human",
      name: "",
      lifeSituation: "",
      emotionalConcerns: "   ",
      currentSymptoms: [],
      medications: null,
      traumaHistory: undefined,
    },
  ],
  [
    "unknown list entries",
    {
      profileType: "animal",
      name: "Minka",
      animalType: "katze",
      behaviorPatterns: ["fliegt-davon", "", "aengstlich"],
      emotionalIssues: ["unbekannt-123"],
    },
  ],
  ["stress level 1", { profileType: "human", name: "Lena", stressLevel: 1 }],
  [
    "stress level 10",
    { profileType: "human", name: "Lena", stressLevel: 10, currentSymptoms: ["erschoepfung"] },
  ],
  [
    "a newborn animal, age 0",
    { profileType: "animal", name: "Fips", animalType: "hund", age: 0, weightKg: 0.4 },
  ],
  [
    "an exotic animal with a custom species and housing",
    {
      profileType: "animal",
      animalType: "andere",
      customAnimalType: "Bartagame",
      housingType: "andere",
      customHousingType: "Terrarium mit Wärmelampe",
    },
  ],
];

describe.each(cases)("%s", (_name, profile) => {
  it("gives a complete, readable analysis", () => {
    const result = analyzeProfile(profile);
    expect(result.summary.trim().length).toBeGreaterThan(40);
    expect(result.summary).not.toMatch(/\{\w+\}|undefined|null|NaN/);
    expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const pattern of result.patterns) expect(pattern.explanation).not.toMatch(/undefined|null|NaN/);
    expect(readAnalysisResult(JSON.parse(JSON.stringify(result)))).toEqual(result);
  });
});

describe("extreme stress levels", () => {
  it("reads a stress level of 10 as strain and 1 as calm", () => {
    const high = analyzeProfile({ profileType: "human", stressLevel: 10 });
    const low = analyzeProfile({ profileType: "human", stressLevel: 1 });
    expect(high.patterns.map((pattern) => pattern.id)).toContain("stress-hoch");
    expect(low.patterns.map((pattern) => pattern.id)).not.toContain("stress-hoch");
    expect(high.overallState).not.toBe(low.overallState);
  });
});
