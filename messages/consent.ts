// Copy for the explicit consent to the processing of health data (GDPR Art. 9 (2) a).
export const consentMessages = {
  label:
    "Ich willige ausdrücklich ein, dass Resonanz meine Gesundheitsdaten und die meines Tieres verarbeitet, um Analysen und Coaching zu erstellen.",
  privacyLink: "Datenschutzerklärung",
  privacyHint: "Mehr dazu in der {link}. Du kannst die Einwilligung jederzeit im Konto-Menü widerrufen.",
  required:
    "Ohne deine ausdrückliche Einwilligung dürfen wir deine Gesundheitsdaten nicht verarbeiten. Bitte setze das Häkchen, damit wir dein Profil speichern können.",
  requiredTitle: "Einwilligung fehlt",
  checking: "Einwilligung wird geprüft …",
  withdraw: {
    menu: "Einwilligung widerrufen",
    title: "Einwilligung widerrufen?",
    text: "Wenn du deine Einwilligung widerrufst, löschen wir sofort alle Gesundheitsdaten: deine Profile und die deiner Tiere, ihre Analysen, Chats, Tagebucheinträge, Übungen, Check-ins und deinen Krisenplan. Dein Konto und dein Abo bleiben bestehen.",
    confirm: "Widerrufen und löschen",
    cancel: "Abbrechen",
    done: "Einwilligung widerrufen",
    doneText: "Deine Gesundheitsdaten sind gelöscht.",
    failed: "Widerruf fehlgeschlagen",
  },
} as const;
