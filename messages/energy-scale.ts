// The 1–5 energy scale, shared by the daily check-in and the exercise player's energy check.
export const energyScaleMessages = {
  levels: ["Sehr wenig", "Wenig", "Mittel", "Viel", "Sehr viel"],
  option: "{value} von 5: {label}",
} as const;
