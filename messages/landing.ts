export const landingMessages = {
  hero: {
    headline: "Dein Körper spricht. Resonanz hört zu.",
    subline:
      "Finde die emotionalen und energetischen Muster hinter Schmerz, Stress und Verhalten – für dich und dein Tier.",
    startFree: "Jetzt kostenlos starten",
  },
} as const;
