// Copy for Resonanz as an app on the phone (issue 15): the offline page, the install offer on the
// dashboard, the push switch next to the e-mail reminder, the notification itself and the refusals
// of a push subscription.
export const pwaMessages = {
  offline: {
    title: "Du bist gerade offline",
    intro: "Diese Seite braucht eine Internetverbindung. Sobald du wieder online bist, lädt sie wie gewohnt.",
    worksTitle: "Das funktioniert auch ohne Verbindung",
    works: [
      "Die Übungen mit Text und Zeitangaben, die du auf diesem Gerät schon einmal geöffnet hast",
      "Mein Krisenplan, wenn du ihn auf diesem Gerät schon einmal geöffnet hast",
      "Die Startseite, das Impressum, der Datenschutz und die AGB",
    ],
    needsTitle: "Dafür brauchst du eine Verbindung",
    needs: [
      "Anmelden und Registrieren",
      "Coach-Chat, Tagebuch und Check-in",
      "Analyse, Profile und Impulse",
      "Speichern: Was du offline einträgst, kann nicht gesendet werden",
    ],
    crisisTitle: "Hilfe in der Krise",
    crisisText: "Telefonieren geht auch ohne Internet. Du bist nicht allein:",
    toExercises: "Zu den Übungen",
    toSafetyPlan: "Mein Krisenplan",
    retry: "Erneut versuchen",
  },
  install: {
    title: "Resonanz installieren",
    text: "Leg Resonanz auf deinen Startbildschirm: Sie öffnet sich wie eine App, und deine Übungen und dein Krisenplan sind auch offline da.",
    action: "Resonanz installieren",
    dismiss: "Nicht jetzt",
    dismissLabel: "Hinweis zum Installieren schließen",
    installed: "Resonanz ist installiert",
    installedText: "Du findest Resonanz jetzt auf deinem Startbildschirm.",
  },
  push: {
    switchLabel: "Tägliche Erinnerung aufs Handy",
    description:
      "Dein Impuls des Tages um 8:00 Uhr als Mitteilung auf diesem Gerät. Wenn du dich hier abmeldest, endet sie auf diesem Gerät.",
    on: "An",
    off: "Aus",
    enabled: "Erinnerung aufs Handy aktiviert",
    enabledText: "Dein nächster Impuls kommt um 8:00 Uhr als Mitteilung.",
    disabled: "Erinnerung aufs Handy deaktiviert",
    disabledText: "Auf diesem Gerät kommen keine Mitteilungen mehr.",
    denied:
      "Mitteilungen sind für Resonanz in deinem Browser blockiert. Wenn du sie möchtest, erlaube sie in den Website-Einstellungen (das Symbol links neben der Adresse) und schalte die Erinnerung dann hier ein.",
    dismissed:
      "Du hast die Frage nach Mitteilungen geschlossen. Schalte die Erinnerung wieder ein, wenn du sie doch möchtest.",
    unsupported:
      "Dieser Browser kann keine Mitteilungen empfangen. Auf dem iPhone geht das, sobald du Resonanz zum Home-Bildschirm hinzugefügt hast.",
    failed: "Die Erinnerung aufs Handy ließ sich gerade nicht einschalten",
    failedText: "Bitte versuch es später noch einmal. Die E-Mail-Erinnerung ist davon nicht betroffen.",
  },
  refusal: {
    title: "Erinnerung aufs Handy nicht möglich",
    endpoint: "Die Adresse des Mitteilungsdienstes ist ungültig.",
    https: "Der Mitteilungsdienst muss über HTTPS erreichbar sein.",
    privateAddress:
      "Diese Adresse gehört zu keinem öffentlichen Mitteilungsdienst. Mitteilungen gehen nur an öffentliche Push-Dienste.",
    unresolvable: "Der Mitteilungsdienst ist gerade nicht erreichbar. Bitte versuch es später noch einmal.",
    p256dh: "Der Schlüssel dieses Geräts ist ungültig (erwartet: 65 Bytes, base64url).",
    auth: "Das Geheimnis dieses Geräts ist ungültig (erwartet: 16 Bytes, base64url).",
    unavailable: "Mitteilungen sind auf diesem Server nicht eingerichtet.",
  },
} as const;
