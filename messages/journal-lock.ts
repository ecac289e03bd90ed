// Copy for 'Tagebuch sperren' (issue 16): a profile's journal behind a PIN.
export const journalLockMessages = {
  screen: {
    title: "Dein Tagebuch ist gesperrt",
    text: "Gib deine PIN ein, um deine Einträge zu sehen und zu schreiben. Nach 5 Minuten oder wenn ein anderes Profil gewählt wird, sperrt es sich wieder.",
    pin: "PIN",
    submit: "Entsperren",
    working: "Wird geprüft …",
    forgot: "PIN vergessen?",
  },
  menu: {
    lock: "Tagebuch sperren",
    settings: "Sperre",
    lockNow: "Jetzt sperren",
    change: "PIN ändern",
    remove: "Sperre aufheben",
    openUntil: "Entsperrt bis {time} Uhr",
  },
  setup: {
    title: "Tagebuch sperren",
    text: "Wähle eine PIN mit 4 bis 8 Ziffern. Ohne sie sieht niemand die Einträge dieses Profils – auch nicht, wer dasselbe Konto nutzt. Vergisst du sie, hebst du die Sperre mit dem Passwort deines Kontos auf.",
    pin: "PIN",
    confirm: "PIN wiederholen",
    submit: "Sperre einrichten",
    done: "Tagebuch gesperrt",
    doneText: "Es bleibt jetzt 5 Minuten offen und sperrt sich dann von selbst.",
  },
  change: {
    title: "PIN ändern",
    text: "Gib deine bisherige PIN ein und wähle eine neue mit 4 bis 8 Ziffern.",
    current: "Bisherige PIN",
    pin: "Neue PIN",
    confirm: "Neue PIN wiederholen",
    submit: "PIN ändern",
    done: "PIN geändert",
  },
  remove: {
    title: "Sperre aufheben",
    text: "Gib deine PIN ein. Danach ist das Tagebuch dieses Profils wieder ohne PIN lesbar.",
    pin: "PIN",
    submit: "Sperre aufheben",
    done: "Sperre aufgehoben",
  },
  forgot: {
    title: "PIN vergessen?",
    text: "Mit dem Passwort deines Kontos hebst du die Sperre auf. Deine Einträge bleiben erhalten; danach kannst du eine neue PIN wählen.",
    password: "Passwort deines Kontos",
    submit: "Sperre aufheben",
    googleText:
      "Dein Konto hat kein Passwort, du meldest dich mit Google an. Melde dich ab und wieder mit Google an: In den ersten 5 Minuten danach kannst du die Sperre hier ohne PIN aufheben.",
    googleSubmit: "Sperre aufheben",
    signOut: "Abmelden",
    done: "Sperre aufgehoben",
    doneText: "Deine Einträge sind wieder ohne PIN lesbar. Du kannst jederzeit eine neue PIN wählen.",
  },
  actions: {
    cancel: "Abbrechen",
  },
  errors: {
    title: "Tagebuch gesperrt",
    locked: "Dein Tagebuch ist gesperrt. Gib deine PIN ein, um es zu öffnen.",
    pinRequired: "Bitte gib deine PIN ein.",
    pinDigits: "Die PIN besteht nur aus Ziffern.",
    pinLength: "Die PIN hat 4 bis 8 Ziffern.",
    pinsDiffer: "Die beiden PINs stimmen nicht überein.",
    pinWrong: "Diese PIN stimmt nicht. Noch {left} Versuche, dann bleibt das Tagebuch 15 Minuten gesperrt.",
    pinWrongLast: "Diese PIN stimmt nicht. Noch ein Versuch, dann bleibt das Tagebuch 15 Minuten gesperrt.",
    tooManyTitle: "Zu viele falsche PINs",
    tooMany: "Zu viele falsche PINs: Dein Tagebuch bleibt bis {time} Uhr gesperrt.",
    failedTitle: "Das hat nicht geklappt",
    alreadyLockedTitle: "Schon gesperrt",
    alreadyLocked: "Dieses Tagebuch hat schon eine PIN. Um sie zu ändern, brauchst du die bisherige.",
    notLockedTitle: "Keine Sperre",
    notLocked: "Dieses Tagebuch ist nicht gesperrt.",
    passwordWrong: "Dieses Passwort stimmt nicht.",
    passwordLocked: "Zu viele falsche Passwörter. Versuche es in {minutes} Minuten noch einmal.",
    noPassword:
      "Dein Konto hat kein Passwort. Melde dich ab und wieder mit Google an, dann kannst du die Sperre in den ersten 5 Minuten aufheben.",
    hasPassword: "Dein Konto hat ein Passwort: Hebe die Sperre damit auf.",
    signInTooOld:
      "Deine Anmeldung mit Google ist länger als 5 Minuten her. Melde dich ab und wieder mit Google an, dann hebe die Sperre gleich danach auf.",
  },
  /** In other screens: the analysis, the PDF dialog, the data download. */
  elsewhere: {
    pdfPicker:
      "Dein Tagebuch ist gesperrt. Entsperre es im Tagebuch, um Einträge in die Zusammenfassung zu nehmen.",
    pdfLeftOut:
      "Das Tagebuch war beim Erstellen gesperrt: Ausgewählte Einträge sind deshalb nicht enthalten.",
    exportLeftOut:
      "Dieses Tagebuch ist gesperrt und fehlt in diesem Download. Entsperre es mit der PIN (oder hebe die Sperre mit dem Passwort auf) und lade die Daten dann noch einmal herunter.",
  },
} as const;
