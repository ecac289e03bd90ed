// Copy for the dashboard home: greeting, avatar, state card, impulse card, disclaimer.
export const dashboardHomeMessages = {
  greeting: {
    periods: {
      morning: "Guten Morgen",
      day: "Guten Tag",
      evening: "Guten Abend",
      night: "Gute Nacht",
    },
    fallbackName: "Liebster Mensch",
    subtitle: "Schön, dass du da bist. Nimm dir einen Moment für dich.",
    /** An animal profile: the owner is greeted, the question is about the animal (issue 23). */
    animal: "{period}! Wie geht es {name} heute?",
    animalSubtitle: "Schön, dass du da bist. Nimm dir einen Moment für {name} und dich.",
    animalFallbackName: "deinem Tier",
  },
  avatar: {
    button: "Avatar antippen",
    sun: "Sonnen-Avatar",
    moon: "Mond-Avatar",
    mood: "Stimmung: {state}",
  },
  stateCard: {
    title: "Dein Energiezustand",
    titleAnimal: "Energiezustand von {name}",
    defaultText: "Bereit für neue Erkenntnisse",
    since: "Laut deiner Analyse vom {date}",
    sinceAnimal: "Laut der Analyse vom {date}",
    toAnalysis: "Zur Analyse",
    startAnalysis: "Analyse starten",
  },
  impulseCard: {
    title: "Impuls des Tages",
    author: "– {author}",
    more: "Mehr Impulse",
  },
  disclaimer: {
    show: "Hinweis anzeigen",
    hide: "Hinweis ausblenden",
  },
} as const;
