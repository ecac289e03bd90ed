// Copy for the profile manager: the list, switching and deleting profiles
// (spec §2 Profile manager, §4 Profile switch, §8).
export const profileMessages = {
  manager: {
    activeHeading: "Aktives Profil",
    allHeading: "Alle Profile",
    active: "Aktiv",
    switch: "Wechseln",
    switching: "Wechselt...",
    newProfile: "Neues Profil",
    familyAnalysis: "Familienanalyse",
    human: "Mensch",
    animal: "Tier",
    age: "{age} Jahre",
    ageOne: "1 Jahr",
    ageUnderOne: "unter 1 Jahr",
    createdAt: "Erstellt am {date}",
    loading: "Profile werden geladen...",
    retry: "Erneut laden",
    deleteLabel: "{name} löschen",
    freeLimitNotice:
      "Mit Free ist nur dein erstes Profil aktiv. Deine weiteren Profile bleiben gespeichert – mit Pro kannst du wieder zu ihnen wechseln.",
  },
  toasts: {
    switched: "Profil gewechselt",
    switchedText: "{name} ist jetzt dein aktives Profil.",
    switchFailed: "Fehler beim Wechseln",
    switchFailedText: "Das Profil konnte nicht gewechselt werden.",
    loadFailed: "Fehler beim Laden",
    loadFailedText: "Profile konnten nicht geladen werden.",
    deleted: "Profil gelöscht",
    deletedText: "{name} wurde gelöscht.",
    deleteFailed: "Fehler beim Löschen",
  },
  delete: {
    title: "Profil löschen?",
    text: "{name} und alle zugehörigen Analysen, Chats, Tagebucheinträge und Übungen werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.",
    cancel: "Abbrechen",
    confirm: "Endgültig löschen",
    deleting: "Wird gelöscht...",
  },
  errors: {
    notFound: "Dieses Profil gibt es nicht (mehr).",
    staleTitle: "Profil geändert",
    /** A write names a profile that is no longer the active one, or an older version of it. */
    stale: "Dieses Profil wurde inzwischen an einem anderen Gerät geändert. Bitte lade neu.",
    lockedTitle: "Pro Version erforderlich",
    locked:
      "Mit Free ist nur dein erstes Profil nutzbar. Mit Pro kannst du dieses Profil wieder analysieren und mit ihm chatten.",
    analysisLimitTitle: "Kurz durchatmen",
    analysisLimit:
      "Du hast für dieses Profil in der letzten Stunde {max} Analysen gestartet. Bitte versuche es in {minutes} Minuten wieder.",
    lastProfileTitle: "Letztes Profil",
    lastProfile: "Das letzte Profil kann nicht gelöscht werden.",
  },
} as const;
