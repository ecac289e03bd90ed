// Issue 23: the analysis explains itself in whole phrases, under the wizard's own labels, reads
// comparisons and "nicht mehr" right, and the family summary never contradicts itself.
import { describe, expect, it } from "vitest";

import { analyzeFamily, analyzeProfile, ENGINE_VERSION, FIELD_LABELS, sourceLine } from "@/lib/analysis";
import type { AnalysisProfile, AnalysisResult, FamilyMember } from "@/lib/analysis";
import { wizardMessages } from "@/messages/wizard";
import type { EnergyState } from "@/prisma/generated/client/enums";

const person = (fields: Partial<AnalysisProfile>): AnalysisProfile => ({
  profileType: "human",
  name: "Martina",
  stressLevel: 5,
  ...fields,
});

const dog = (fields: Partial<AnalysisProfile>): AnalysisProfile => ({
  profileType: "animal",
  name: "Bello",
  animalType: "hund",
  ...fields,
});

const patternIds = (profile: AnalysisProfile) =>
  analyzeProfile(profile).patterns.map((pattern) => pattern.id);
const explanations = (profile: AnalysisProfile) =>
  analyzeProfile(profile)
    .patterns.map((pattern) => pattern.explanation)
    .join(" ");

describe("explanations quote whole phrases", () => {
  it("quotes the clause around an inflected word, not the word alone", () => {
    const text = explanations(
      person({ currentHealthIssues: "Mein Nacken ist seit Wochen verspannter als sonst, vor allem abends." }),
    );
    expect(text).not.toContain("„verspannter“");
    expect(text).toContain("„Nacken ist seit Wochen verspannter als sonst“");
  });

  it("stops a phrase at the next clause", () => {
    const text = explanations(
      dog({ generalBehavior: "Er frisst gut und er schläft viel, seit wir umgezogen sind." }),
    );
    expect(text).toContain("„er schläft viel“");
  });

  it("still quotes a noun on its own", () => {
    const text = explanations(person({ currentHealthIssues: "Ich habe oft Nackenschmerzen am Abend." }));
    expect(text).toContain("„Nackenschmerzen“");
  });

  it("never quotes a single lower-case word from free text", () => {
    const text = explanations(
      person({
        emotionalConcerns: "Ich bin oft gestresst und fühle mich dann erschöpft.",
        currentHealthIssues: "Mein Rücken ist ständig verspannt.",
      }),
    );
    expect(text.match(/„[a-zäöüß]+“/g) ?? []).toEqual([]);
  });
});

describe("source labels are the wizard's labels", () => {
  it("labels every trigger with the wizard's question", () => {
    const result = analyzeProfile(
      person({
        currentHealthIssues: "Seit Wochen habe ich Nackenschmerzen.",
        emotionalConcerns: "Ich grüble viel.",
        currentSymptoms: ["schlafstoerungen"],
        stressLevel: 8,
      }),
    );
    const triggers = result.patterns.flatMap((pattern) => pattern.triggeredBy);
    expect(triggers.length).toBeGreaterThan(2);
    const asked = wizardMessages.fields as Record<string, string>;
    for (const trigger of triggers) expect(trigger.label).toBe(asked[trigger.field]);
    expect(FIELD_LABELS.currentHealthIssues).toBe("Aktuelle Beschwerden");
    expect(FIELD_LABELS.generalBehavior).toBe("Wie verhält sich dein Tier im Allgemeinen?");
  });

  it("lists a source as the wizard asked it, also for results stored with older labels", () => {
    expect(sourceLine({ field: "stressLevel", label: "Stresslevel", value: "8" })).toBe(
      "Wie gestresst fühlst du dich? 8 von 10",
    );
    expect(
      sourceLine({
        field: "currentHealthIssues",
        label: "Gesundheitliche Beschwerden",
        value: "Nackenschmerzen",
      }),
    ).toBe("Aktuelle Beschwerden: „Nackenschmerzen“");
  });
});

describe("comparisons and 'nicht mehr'", () => {
  it("does not read a house that got quieter as a calm animal", () => {
    const ids = patternIds(
      dog({
        generalBehavior: "Seit die Kinder ausgezogen sind, ist es bei uns ruhiger geworden.",
        livingEnvironment: "Wohnung, es ist viel ruhiger als früher",
      }),
    );
    expect(ids).not.toContain("tier-gelassenheit");
    expect(ids).not.toContain("tier-naturnah");
  });

  it("still reads a calm animal as calm", () => {
    expect(patternIds(dog({ generalBehavior: "Er ist ein ruhiger Hund und sehr verschmust." }))).toContain(
      "tier-gelassenheit",
    );
  });

  it("reads 'nicht mehr' as no longer, before or after the word", () => {
    expect(
      patternIds(person({ emotionalConcerns: "Entspannt bin ich schon lange nicht mehr." })),
    ).not.toContain("emotion-kraftquellen");
    expect(
      patternIds(person({ emotionalConcerns: "Ich bin nicht mehr so richtig entspannt wie früher." })),
    ).not.toContain("emotion-kraftquellen");
    expect(patternIds(person({ emotionalConcerns: "Ich bin meistens entspannt." }))).toContain(
      "emotion-kraftquellen",
    );
  });

  it("does not let 'nicht mehr' in the next clause cancel a complaint", () => {
    expect(
      patternIds(
        person({ currentHealthIssues: "Ich habe Nackenschmerzen und kann nicht mehr gut schlafen." }),
      ),
    ).toContain("koerper-nacken");
  });
});

/** A member in a given state with given patterns. */
function withState(name: string, profileType: "human" | "animal", state: EnergyState, ids: string[]) {
  const result: AnalysisResult = {
    version: ENGINE_VERSION,
    overallState: state,
    summary: "",
    redFlags: [],
    patterns: ids.map((id) => ({
      id,
      title: id,
      explanation: "",
      area: "koerper",
      weight: 2,
      triggeredBy: [],
    })),
    recommendations: [],
  };
  return { profileId: name.toLowerCase(), name, profileType, result } satisfies FamilyMember;
}

describe("the family summary does not contradict itself", () => {
  it("with nothing shared but a like state, it does not say both 'kaum' and 'spiegeln sich deutlich'", () => {
    const family = analyzeFamily([
      withState("Martina", "human", "unruhig", ["koerper-knie"]),
      withState("Bello", "animal", "überreizt", ["tier-leine"]),
    ]);
    expect(family.sharedPatterns).toEqual([]);
    expect(family.mirrors.length).toBeGreaterThan(0);
    expect(family.summary).not.toContain("Gemeinsame Muster zeigen sich kaum");
    expect(family.summary).toContain("spiegeln sich Martina und Bello");
  });

  it("does not say two members mirror each other when one is calm and the other strained", () => {
    const family = analyzeFamily([
      withState("Martina", "human", "harmonisch", ["koerper-knie"]),
      withState("Bello", "animal", "überreizt", ["tier-leine"]),
    ]);
    expect(family.summary).not.toContain("spiegeln");
    expect(family.summary).toContain("wie Martina und Bello aufeinander wirken");
  });

  it("names shared themes and the mirror when both are there", () => {
    const family = analyzeFamily([
      withState("Martina", "human", "unruhig", ["koerper-nacken"]),
      withState("Bello", "animal", "unruhig", ["koerper-nacken"]),
    ]);
    expect(family.summary).toContain("Gemeinsam zeigen sich vor allem diese Themen");
    expect(family.summary).toContain("Besonders deutlich spiegeln sich Martina und Bello.");
  });
});
