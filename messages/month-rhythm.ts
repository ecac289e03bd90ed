// Copy for the dashboard card 'Dein Monat' (issue 15): days counted, never a streak. No word here
// may blame a day without an entry (tests/unit/month-rhythm-copy.test.ts lists the banned ones).
export const monthRhythmMessages = {
  title: "Dein Monat",
  count: { one: "{count} Tag im {month}", other: "{count} Tage im {month}" },
  empty: "Noch kein Eintrag im {month}",
  explain: "Jeder Tag mit einem Check-in, einer Übung oder einem Tagebucheintrag bekommt hier einen Punkt.",
  calendar: "{month} {year}",
  /** Read by screen readers on a marked day and on today. */
  dayActive: "mit Eintrag",
  today: "heute",
  legendActive: "Tag mit Eintrag",
  legendToday: "Heute",
  week: {
    progress: { one: "Diese Woche: {done} von {count} Tag", other: "Diese Woche: {done} von {count} Tagen" },
    reached: {
      one: "Diese Woche: {count} Tag – dein Wochenziel ist erreicht.",
      other: "Diese Woche: {count} Tage – dein Wochenziel ist erreicht.",
    },
  },
  goal: {
    label: "Wochenziel",
    hint: "Freiwillig und jederzeit änderbar.",
    none: "Kein Ziel",
    option: { one: "{count} Tag pro Woche", other: "{count} Tage pro Woche" },
    saving: "Wird gespeichert …",
    saved: "Wochenziel gespeichert",
    removed: "Kein Wochenziel gesetzt",
    failedTitle: "Wochenziel nicht gespeichert",
    invalid: "Wähle als Wochenziel 1 bis 7 Tage oder „Kein Ziel“.",
  },
} as const;
