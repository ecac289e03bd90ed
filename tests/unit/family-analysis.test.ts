import { describe, expect, it } from "vitest";

import { analyzeFamily, analyzeProfile, ENGINE_VERSION, FamilyAnalysisError } from "@/lib/analysis";
import type { AnalysisProfile, AnalysisResult, FamilyMember } from "@/lib/analysis";
import type { EnergyState } from "@/prisma/generated/client/enums";

function member(id: string, profile: AnalysisProfile): FamilyMember {
  return {
    profileId: id,
    name: profile.name ?? "",
    profileType: profile.profileType,
    animalType: profile.animalType ?? null,
    result: analyzeProfile(profile),
  };
}

/** A member with a given state and patterns, for the mirror rules. */
function withState(
  name: string,
  profileType: "human" | "animal",
  state: EnergyState,
  patternIds: string[] = [],
): FamilyMember {
  const result: AnalysisResult = {
    version: ENGINE_VERSION,
    overallState: state,
    summary: "",
    redFlags: [],
    patterns: patternIds.map((id) => ({
      id,
      title: id,
      explanation: "",
      area: "koerper",
      weight: 2,
      triggeredBy: [],
    })),
    recommendations: [],
  };
  return { profileId: name.toLowerCase(), name, profileType, result };
}

const stressedOwner = member("p1", {
  profileType: "human",
  name: "Anna",
  stressLevel: 9,
  currentSymptoms: ["schlafstoerungen", "nackenverspannung"],
  emotionalConcerns: "Ich mache mir ständig Sorgen und habe Angst, nicht alles zu schaffen.",
});
const restlessDog = member("p2", {
  profileType: "animal",
  name: "Bello",
  animalType: "hund",
  behaviorPatterns: ["aengstlich", "unruhig"],
  generalBehavior: "Bello läuft abends hin und her und zittert bei Gewitter.",
});
const tiredPartner = member("p3", {
  profileType: "human",
  name: "Tom",
  stressLevel: 8,
  currentSymptoms: ["schlafstoerungen", "erschoepfung"],
  currentHealthIssues: "Ich schlafe schlecht und bin tagsüber müde.",
});

describe("analyzeFamily", () => {
  it("needs at least two members", () => {
    expect(() => analyzeFamily([])).toThrow(FamilyAnalysisError);
    try {
      analyzeFamily([stressedOwner]);
      expect.unreachable("a single member must be rejected");
    } catch (error) {
      expect(error).toBeInstanceOf(FamilyAnalysisError);
      expect((error as FamilyAnalysisError).code).toBe("too_few_members");
      expect((error as FamilyAnalysisError).memberCount).toBe(1);
    }
  });

  it("sees an overstimulated owner mirrored in a restless dog", () => {
    expect(stressedOwner.result.overallState).toBe("überreizt");
    expect(restlessDog.result.overallState).toBe("unruhig");
    const family = analyzeFamily([stressedOwner, restlessDog]);
    const mirror = family.mirrors[0];
    expect(mirror?.title).toBe("Anspannung, die überspringt");
    expect(mirror?.members).toEqual(["Anna", "Bello"]);
    expect(mirror?.explanation).toContain("Anna wirkt überreizt, Bello unruhig.");
    expect(family.summary).toContain("2 Profile");
    expect(family.summary).toContain("Anna und Bello");
  });

  it("finds the same pattern in two people and a shared theme across species", () => {
    const family = analyzeFamily([stressedOwner, restlessDog, tiredPartner]);
    const sleep = family.sharedPatterns.find((shared) => shared.id === "koerper-schlaf");
    expect(sleep?.members).toEqual(["Anna", "Tom"]);
    expect(sleep?.explanation).toContain("Anna und Tom");
    const fear = family.sharedPatterns.find((shared) => shared.id === "thema-angst");
    expect(fear?.members).toEqual(["Anna", "Bello"]);
    expect(family.sharedPatterns.length).toBeLessThanOrEqual(5);
  });

  it("suggests 3–5 distinct household recommendations in the ihr voice", () => {
    const family = analyzeFamily([stressedOwner, restlessDog, tiredPartner]);
    const ids = family.householdRecommendations.map((recommendation) => recommendation.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("exercise-abendritual");
    for (const recommendation of family.householdRecommendations) {
      expect(
        recommendation.exerciseId ?? recommendation.journalType ?? recommendation.impulseTopic,
      ).toBeDefined();
      expect(recommendation.text).not.toMatch(/\{\w+\}/);
      expect(recommendation.text).not.toMatch(/\b(du|dein\w*)\b/);
    }
  });

  it.each([
    ["harmonisch", "gestärkt", "Ihr stärkt einander"],
    ["gestärkt", "unruhig", "Halt geben"],
    ["überreizt", "harmonisch", "Ein ruhender Pol"],
    ["müde", "müde", "Gemeinsam erschöpft"],
    ["blockiert", "müde", "Wenig in Fluss"],
    ["unruhig", "blockiert", "Gemeinsam unter Druck"],
  ] as const)("names a %s person and a %s animal: %s", (humanState, animalState, title) => {
    const family = analyzeFamily([
      withState("Lea", "human", humanState),
      withState("Kira", "animal", animalState),
    ]);
    expect(family.mirrors.map((mirror) => mirror.title)).toEqual([title]);
  });

  it("mirrors two people only when they share a state that is not calm", () => {
    expect(
      analyzeFamily([withState("A", "human", "harmonisch"), withState("B", "human", "harmonisch")]).mirrors,
    ).toEqual([]);
    expect(
      analyzeFamily([withState("A", "human", "unruhig"), withState("B", "human", "müde")]).mirrors,
    ).toEqual([]);
    const same = analyzeFamily([withState("A", "human", "unruhig"), withState("B", "human", "unruhig")]);
    expect(same.mirrors.map((mirror) => mirror.title)).toEqual(["Im gleichen Takt"]);
  });

  it("says so when nothing is shared", () => {
    const family = analyzeFamily([
      withState("A", "human", "blockiert", ["koerper-knie"]),
      withState("B", "human", "gestärkt", ["leben-arbeitsfreude"]),
    ]);
    expect(family.sharedPatterns).toEqual([]);
    expect(family.summary).toContain("Gemeinsame Muster zeigen sich kaum");
  });

  it("puts warning signs first in the summary", () => {
    const flagged = member("p4", {
      profileType: "animal",
      name: "Minka",
      animalType: "katze",
      generalBehavior: "Minka kann seit gestern nicht pinkeln.",
    });
    const family = analyzeFamily([stressedOwner, flagged]);
    expect(family.summary).toContain("Warnzeichen bei Minka");
  });

  it("is deterministic and carries the engine version", () => {
    const members = [stressedOwner, restlessDog, tiredPartner];
    const first = analyzeFamily(members);
    expect(first.version).toBe(ENGINE_VERSION);
    expect(analyzeFamily(structuredClone(members))).toEqual(first);
  });
});
