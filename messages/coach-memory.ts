// Copy for 'Was der Coach über dich weiß' (issue 16): the facts the coach remembers about a profile.
export const coachMemoryMessages = {
  /** The profile module's button and the screen's title: a person is addressed, an animal named. */
  title: "Was der Coach über dich weiß",
  titleAnimal: "Was der Coach über {name} weiß",
  intro:
    "Das sind die Dinge, die sich dein Coach gemerkt hat. Er nutzt nur diese Liste, wenn er auf Früheres zurückgreift. Du kannst jeden Eintrag ändern oder löschen.",
  introAnimal:
    "Das sind die Dinge, die sich dein Coach über {name} gemerkt hat. Er nutzt nur diese Liste, wenn er auf Früheres zurückgreift. Du kannst jeden Eintrag ändern oder löschen.",
  back: "Zurück zu den Profilen",
  listLabel: "Gemerkte Einträge",
  loading: "Die Erinnerungen werden geladen …",
  loadFailed: "Die Erinnerungen konnten nicht geladen werden.",
  retry: "Erneut laden",
  empty: "Dein Coach hat sich noch nichts gemerkt.",
  emptyHint:
    "Wenn du im Chat oder im Tagebuch etwas erzählst, das bleibt (zum Beispiel, wie du schläfst oder was dir hilft), erscheint es hier.",
  emptyHintAnimal:
    "Wenn du im Chat oder im Tagebuch etwas über {name} erzählst, das bleibt (zum Beispiel, was {name} Angst macht oder was hilft), erscheint es hier.",
  journalHidden:
    "Das Tagebuch dieses Profils ist gesperrt. Was sich der Coach daraus gemerkt hat, erscheint hier erst, wenn du es im Tagebuch entsperrst – und der Coach nutzt es nicht, solange die Sperre besteht.",
  full: "Die Liste ist voll ({max} Einträge). Lösche Einträge, damit sich der Coach Neues merken kann.",
  sources: { profile: "Profil", analysis: "Analyse", chat: "Chat", journal: "Tagebuch" },
  sourcePrefix: "Quelle:",
  dateLabel: "gemerkt am {date}",
  editedLabel: "von dir geändert",
  edit: "Ändern",
  editField: "Eintrag",
  save: "Speichern",
  saving: "Wird gespeichert …",
  cancel: "Abbrechen",
  remove: "Löschen",
  removeTitle: "Eintrag löschen?",
  removeText: "„{text}“ wird gelöscht. Der Coach greift in späteren Antworten nicht mehr darauf zurück.",
  removeConfirm: "Endgültig löschen",
  removing: "Wird gelöscht …",
  pause: {
    label: "Erinnern pausieren",
    on: "Pausiert: Der Coach merkt sich nichts Neues. Was schon in der Liste steht, nutzt er weiter.",
    off: "Der Coach merkt sich Dauerhaftes aus Profil, Analyse, Chat und Tagebuch.",
  },
  toasts: {
    saved: "Eintrag geändert",
    removed: "Eintrag gelöscht",
    paused: "Erinnern pausiert",
    resumed: "Erinnern wieder aktiv",
    failed: "Das hat nicht geklappt",
  },
  errors: {
    notFoundTitle: "Nicht gefunden",
    notFound: "Diesen Eintrag gibt es nicht (mehr).",
    empty: "Bitte schreib etwas in den Eintrag oder lösche ihn.",
    tooLong: "Ein Eintrag darf höchstens {max} Zeichen lang sein (jetzt: {count}).",
    invalid: "Dieser Eintrag konnte nicht gelesen werden.",
  },
} as const;
