// The wizard's paths (spec §2): 4 steps for people, 3 for animals, the
// progress bar, and the jump to the first step with an error (issue 5).
import { describe, expect, it } from "vitest";

import { profileFieldsSchema } from "@/lib/validations/profile";
import { weightGuide, weightHintText } from "@/lib/profile/weight-hints";
import {
  clampStep,
  firstErrorLocation,
  firstStepWithError,
  progressPercent,
  stepCount,
  WIZARD_STEPS,
} from "@/lib/profile/wizard-steps";

describe("steps", () => {
  it("has 4 steps for people and 3 for animals, and counts the human path until a type is chosen", () => {
    expect(stepCount("human")).toBe(4);
    expect(stepCount("animal")).toBe(3);
    expect(stepCount(null)).toBe(4);
  });

  it.each(["human", "animal"] as const)("shows every %s field on exactly one step", (type) => {
    const shown = WIZARD_STEPS[type].flatMap((step) => [...step.fields]);
    expect(new Set(shown).size).toBe(shown.length);
    for (const field of shown) expect(Object.keys(profileFieldsSchema.shape)).toContain(field);
  });

  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [3, 4, 75],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [0, 0, 0],
  ])("progress at step %i of %i is %i", (step, total, percent) => {
    expect(progressPercent(step, total)).toBe(percent);
  });

  it.each([
    [3, "animal", 2],
    [3, "human", 3],
    [-1, "human", 0],
    [2.7, null, 2],
  ] as const)("clamps step %f on the %s path to %i", (step, type, expected) => {
    expect(clampStep(step, type)).toBe(expected);
  });
});

describe("first step with an error", () => {
  it.each([
    ["human", [], null],
    ["human", ["emotionalConcerns", "weightKg"], 1],
    ["human", ["financialSituation"], 2],
    ["human", ["currentHealthIssues"], 3],
    ["human", ["gender", "currentHealthIssues"], 0],
    ["animal", ["exerciseLevel"], 2],
    ["animal", ["breed", "generalBehavior"], 1],
    ["animal", ["customAnimalType"], 0],
    // Form-level errors and fields of the other path open step 0.
    ["animal", ["_"], 0],
    ["animal", ["currentSymptoms.0", "exerciseLevel"], 0],
    [null, ["profileType"], 0],
  ] as const)("%s path, errors %j → step %j", (type, fields, expected) => {
    expect(firstStepWithError(type, fields)).toBe(expected);
  });
});

describe("first error location", () => {
  it.each([
    ["human", ["exerciseRoutine", "weightKg", "name"], { step: 1, field: "name" }],
    ["human", ["currentHealthIssues", "emotionalConcerns"], { step: 3, field: "currentHealthIssues" }],
    ["animal", ["exerciseLevel", "generalBehavior"], { step: 2, field: "generalBehavior" }],
    ["animal", ["_"], { step: 0, field: null }],
    ["human", [], null],
  ] as const)("%s path, errors %j → %j", (type, fields, expected) => {
    expect(firstErrorLocation(type, fields)).toEqual(expected);
  });
});

describe("species weight hints (§5)", () => {
  it.each([
    ["hund", undefined, "hund", 0.5, 80],
    ["katze", undefined, "katze", 1, 15],
    ["pferd", undefined, "pferd", 200, 1000],
    ["andere", "Zwergkaninchen", "kaninchen", 0.5, 8],
    ["andere", "Hase", "kaninchen", 0.5, 8],
    ["andere", "Vogel", "vogel", 0.01, 15],
    ["andere", "Wellensittich", "vogel", 0.01, 15],
    ["andere", "Shetland-Pony", "pferd", 200, 1000],
  ] as const)("%s %s → %s, %f to %f kg", (type, custom, species, min, max) => {
    expect(weightGuide(type, custom)).toMatchObject({ species, minKg: min, maxKg: max });
  });

  it.each([
    [weightGuide("katze"), "Katzen wiegen etwa 1 bis 15 kg, meist 3 bis 7 kg."],
    [weightGuide("hund"), "Hunde wiegen etwa 0,5 bis 80 kg."],
    [weightGuide("andere", "Nymphensittich"), "Vögel wiegen etwa 0,01 bis 15 kg."],
    [weightGuide("andere", "Schildkröte"), "Bitte gib ein realistisches Gewicht ein."],
  ])("tells %j as %s", (guide, text) => {
    expect(weightHintText(guide)).toBe(text);
  });

  it.each([
    ["andere", "Igel"],
    ["andere", ""],
    ["andere", null],
    [null, "Hund"],
  ] as const)("has no guide for %s %j", (type, custom) => {
    expect(weightGuide(type, custom)).toBeNull();
  });
});
