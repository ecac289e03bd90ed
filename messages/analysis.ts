// Copy for the analysis module and the family analysis (spec §2, §8).
export const analysisMessages = {
  empty: {
    title: "Noch keine Analyse vorhanden",
    text: "Deine Analyse liest dein Profil und zeigt dir, welche Muster hinter Beschwerden, Stress und Verhalten stehen könnten – und warum.",
  },
  actions: {
    start: "Neue Analyse starten",
    starting: "Analyse läuft...",
    revise: "Antworten überarbeiten",
    journal: "Zum Tagebuch",
    family: "Familienanalyse",
  },
  loading: "Analyse wird geladen...",
  loadFailed: "Die Analyse konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  state: {
    title: "Gesamtzustand",
    createdAt: "Analyse vom {date}",
    rephrased: "Sprachlich überarbeitet von einem KI-Sprachmodell; die Inhalte stammen aus unserer Analyse.",
  },
  redFlags: {
    title: "Bitte zuerst abklären lassen",
    matched: "Deine Angabe: „{matched}“",
  },
  patterns: {
    title: "Erkannte Muster",
    none: "Es zeigen sich keine auffälligen Muster. Das ist ein gutes Zeichen.",
    triggers: "Darauf beruht es:",
  },
  journal: {
    title: "Aus deinem Tagebuch",
    description: "Diese Einträge hast du mit dieser Analyse verknüpft.",
  },
  recommendations: {
    title: "Empfehlungen",
    open: {
      exercise: "Zur Übung",
      journal: "Ins Tagebuch",
      impulse: "Zu den Impulsen",
    },
  },
  trend: {
    title: "Verlauf",
    description: "So hat sich der Zustand von Analyse zu Analyse entwickelt.",
    chart: "Zustandsverlauf über {count} Analysen",
    chartSingle: "Zustand deiner ersten Analyse",
    first: "Ab deiner zweiten Analyse siehst du hier deinen Verlauf.",
    history: "Deine Analysen",
    entry: "{date}: {state}",
  },
  toasts: {
    created: "Neue Analyse erstellt",
    createdText: "Aktueller Zustand: {state}.",
  },
  family: {
    title: "Familienanalyse",
    intro: "Die Familienanalyse legt die neuesten Analysen all deiner Profile nebeneinander.",
    members: "Einbezogene Profile",
    shared: "Gemeinsame Muster",
    noShared: "Eure Analysen zeigen gerade keine gemeinsamen Muster.",
    mirrors: "Wie ihr einander spiegelt",
    noMirrors: "Eure Zustände spiegeln sich gerade nicht auffällig.",
    household: "Empfehlungen für euren Haushalt",
    updatedAt: "Stand: {date}",
    back: "Zur Analyse",
    upgrade: "Pro entdecken",
    manageProfiles: "Profile verwalten",
    errors: {
      proRequiredTitle: "Pro Version erforderlich",
      proRequired: "Familienanalyse ist nur in der Pro Version verfügbar.",
      tooFewTitle: "Mindestens 2 Profile erforderlich",
      tooFew: "Erstelle zuerst weitere Familienprofile.",
    },
  },
} as const;
