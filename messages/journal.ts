// Copy for the journal module (spec §2 Journal, §8 toasts).
export const journalMessages = {
  choice: {
    title: "Was möchtest du aufschreiben?",
    open: "{title} schreiben",
  },
  editor: {
    back: "Zurück",
    label: "Dein Eintrag: {title}",
    draftRestored: "Dein Entwurf wurde wiederhergestellt.",
    draftSaved: "Entwurf automatisch gespeichert",
    save: "Speichern",
    link: "Mit Analyse verknüpfen",
    send: "An Chat senden",
    working: "Wird gespeichert …",
  },
  toasts: {
    saved: "Eintrag gespeichert",
    linked: "Mit Analyse verknüpft",
    sent: "An Chat gesendet",
    sentText: "Dein Eintrag steht jetzt im Chat „{title}“, zusammen mit der Antwort des Coaches.",
    /** The coach did not answer: the Free limit's notice came instead (issue 23). */
    sentAtLimit:
      "Dein Eintrag steht jetzt im Chat „{title}“. Deine kostenlosen Coach-Antworten für heute sind aufgebraucht: Mit Pro antwortet dein Coach sofort, sonst schreib morgen weiter.",
    toChat: "Zum Chat",
    failedTitle: "Eintrag nicht gespeichert",
  },
  errors: {
    contentRequired: "Schreib zuerst etwas zu deinem Eintrag.",
    contentTooLong: "Dein Eintrag ist zu lang: höchstens {max} Zeichen.",
    tooLongForChat:
      "Für den Chat ist dein Eintrag zu lang: höchstens {max} Zeichen. Speichere ihn ohne Chat oder kürze ihn.",
    noAnalysisTitle: "Noch keine Analyse vorhanden",
    noAnalysis: "Starte zuerst eine Analyse, dann kannst du deinen Eintrag mit ihr verknüpfen.",
    noProfileTitle: "Kein aktives Profil",
    noProfile: "Lege zuerst ein Profil an, dann kannst du dein Tagebuch nutzen.",
  },
  list: {
    title: "Deine Einträge",
    searchLabel: "Einträge durchsuchen",
    searchPlaceholder: "Suchen …",
    filterLabel: "Nach Typ filtern",
    all: "Alle",
    empty: "Noch keine Einträge. Wähle oben einen Typ und schreib los.",
    noResults: "Keine Einträge gefunden.",
    loading: "Einträge werden geladen …",
    loadFailed: "Die Einträge konnten nicht geladen werden.",
    retry: "Erneut versuchen",
    more: "Weitere Einträge laden",
    linkedBadge: "Mit Analyse verknüpft",
    chatBadge: "Im Chat",
  },
} as const;
