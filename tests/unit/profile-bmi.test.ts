// Spec §5: the BMI note under height and weight.
import { describe, expect, it } from "vitest";

import { bmi, bmiCategory } from "@/lib/profile/bmi";
import { wizardMessages } from "@/messages/wizard";

describe("BMI category", () => {
  it.each([
    [18.4, "untergewicht", "Untergewicht"],
    [18.5, "normalgewicht", "Normalgewicht"],
    [24.9, "normalgewicht", "Normalgewicht"],
    [25, "uebergewicht", "Übergewicht"],
    [29.9, "uebergewicht", "Übergewicht"],
    [30, "adipositas", "Adipositas"],
  ] as const)("%f → %s (%s)", (value, category, label) => {
    expect(bmiCategory(value)).toBe(category);
    expect(wizardMessages.bmi.categories[bmiCategory(value)]).toBe(label);
  });
});

describe("BMI value", () => {
  it.each([
    [170, 65, 22.5],
    [180, 59.9, 18.5],
    [160, 76.8, 30],
    [200, 100, 25],
  ])("%f cm and %f kg → %f", (height, weight, expected) => {
    expect(bmi(height, weight)).toBe(expected);
  });

  it.each([
    [null, 70],
    [170, null],
    [0, 70],
    [170, 0],
    [-170, 70],
  ])("is missing for %j cm and %j kg", (height, weight) => {
    expect(bmi(height, weight)).toBeNull();
  });
});
