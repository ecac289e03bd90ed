import { describe, expect, it } from "vitest";

import { analyzeFamily, analyzeProfile } from "@/lib/analysis";
import { readAnalysisResult, readFamilyResult } from "@/server/analysis/stored-result";

const mara = analyzeProfile({
  profileType: "human",
  name: "Mara",
  stressLevel: 8,
  currentSymptoms: ["nackenverspannung", "schlafstoerungen"],
  currentHealthIssues: "Seit gestern Schmerzen in der Brust.",
});
const bello = analyzeProfile({
  profileType: "animal",
  name: "Bello",
  animalType: "hund",
  behaviorPatterns: ["aengstlich"],
});

/** What comes back from a JSON column. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("readAnalysisResult", () => {
  it("reads back what the engine stored", () => {
    expect(mara.redFlags.length).toBeGreaterThan(0);
    expect(readAnalysisResult(stored(mara))).toEqual(mara);
    expect(readAnalysisResult(stored(bello))).toEqual(bello);
  });

  it("rejects rows that do not have the engine's shape", () => {
    expect(readAnalysisResult(null)).toBeNull();
    expect(readAnalysisResult({ patterns: [] })).toBeNull();
    expect(readAnalysisResult({ ...(stored(bello) as object), overallState: "verwirrt" })).toBeNull();
    const badLink = stored(bello) as { recommendations: { exerciseId?: string }[] };
    badLink.recommendations[0] = { ...badLink.recommendations[0], exerciseId: "gibt-es-nicht" };
    expect(readAnalysisResult(badLink)).toBeNull();
  });
});

describe("readFamilyResult", () => {
  it("reads back a stored family result and rejects anything else", () => {
    const family = analyzeFamily([
      { profileId: "1", name: "Mara", profileType: "human", result: mara },
      { profileId: "2", name: "Bello", profileType: "animal", animalType: "hund", result: bello },
    ]);
    expect(readFamilyResult(stored(family))).toEqual(family);
    expect(readFamilyResult(stored(mara))).toBeNull();
    expect(readFamilyResult("[]")).toBeNull();
  });
});
