// Copy for German dictation in the chat input and the journal editor (issue 15).
export const dictationMessages = {
  button: "Diktieren",
  /** Read by screen readers while the microphone listens. */
  listening: "Ich höre zu … Tippe noch einmal auf „Diktieren“, wenn du fertig bist.",
  /** Shown before the words still being recognised. */
  interim: "Gerade gesprochen:",
  problems: {
    permission:
      "Das Mikrofon ist für Resonanz gerade nicht freigegeben. Du kannst es in den Website-Einstellungen deines Browsers erlauben (meist über das Symbol links neben der Adresse) und dann noch einmal auf „Diktieren“ tippen. Schreiben geht jederzeit.",
    microphone:
      "Es wurde kein Mikrofon gefunden. Prüfe, ob eines angeschlossen ist und kein anderes Programm es gerade verwendet. Schreiben geht jederzeit.",
    network:
      "Die Spracherkennung braucht gerade eine Internetverbindung. Versuch es später noch einmal – schreiben geht jederzeit.",
    unavailable: "Die Spracherkennung ist gerade nicht verfügbar. Du kannst einfach weiterschreiben.",
  },
} as const;
