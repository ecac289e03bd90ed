/** The BMI categories of spec §5, from the thresholds 18.5, 25 and 30. */
export type BmiCategory = "untergewicht" | "normalgewicht" | "uebergewicht" | "adipositas";

/** Weight / height² in kg/m², one decimal, as the database computes computed_bmi; null without both. */
export function bmi(heightCm: number | null | undefined, weightKg: number | null | undefined): number | null {
  if (!heightCm || !weightKg || heightCm <= 0 || weightKg <= 0) return null;
  const meters = heightCm / 100;
  return Math.round((weightKg / (meters * meters)) * 10) / 10;
}

export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "untergewicht";
  if (value < 25) return "normalgewicht";
  if (value < 30) return "uebergewicht";
  return "adipositas";
}
