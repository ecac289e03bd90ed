// Copy for 'Mein Krisenplan' and the crisis help that is always one tap away.
export const safetyPlanMessages = {
  title: "Mein Krisenplan",
  intro:
    "Ein Krisenplan hilft dir, in schweren Momenten Schritt für Schritt zu wissen, was du tun kannst. Du schreibst ihn in ruhigen Zeiten, für dich. Er folgt den sieben Schritten, die auch Krisendienste wie die TelefonSeelsorge empfehlen.",
  steps: {
    warningSigns: {
      title: "1. Meine Warnzeichen",
      hint: "Woran merke ich, dass eine Krise beginnt? Gedanken, Gefühle, Situationen.",
    },
    ownStrategies: {
      title: "2. Was ich selbst tun kann",
      hint: "Was hilft mir, ohne andere, mich zu beruhigen oder abzulenken?",
    },
    distractions: {
      title: "3. Menschen und Orte, die mich ablenken",
      hint: "Wo und mit wem komme ich auf andere Gedanken?",
    },
    peopleToAsk: {
      title: "4. Menschen, die ich um Hilfe bitten kann",
      hint: "Namen und Telefonnummern von Menschen, die ich anrufen kann.",
    },
    professionals: {
      title: "5. Fachleute und Beratungsstellen",
      hint: "Meine Ärztin, mein Therapeut, ein Krisendienst. Die Notrufnummern stehen unten immer dabei.",
    },
    safeSurroundings: {
      title: "6. Meine Umgebung sicher machen",
      hint: "Was kann ich tun, damit Dinge, mit denen ich mir schaden könnte, nicht griffbereit sind?",
    },
    reasonsToLive: {
      title: "7. Was mich am Leben hält",
      hint: "Menschen, Tiere, Pläne und Dinge, für die es sich zu leben lohnt.",
    },
  },
  save: "Krisenplan speichern",
  saving: "Wird gespeichert …",
  saved: "Krisenplan gespeichert",
  savedAt: "Zuletzt gespeichert: {date}",
  notSaved: "Noch nicht gespeichert",
  unsaved: "Nicht gespeicherte Änderungen",
  print: "Drucken",
  failedTitle: "Krisenplan nicht gespeichert",
  tooLong: "Bitte kürze diesen Schritt auf höchstens {max} Zeichen.",
  invalid: "Der Krisenplan konnte nicht gelesen werden. Bitte lade die Seite neu.",
  printedFor: "Krisenplan, gedruckt am {date}",
  notice: {
    crisisTitle: "Du bist nicht allein",
    savedJournal: "Dein Eintrag ist gespeichert.",
    savedProfile: "Dein Profil ist gespeichert.",
    crisisText:
      "Was du geschrieben hast, klingt nach sehr großem Schmerz. Damit musst du nicht allein bleiben: Hier erreichst du sofort Menschen, die zuhören, rund um die Uhr, kostenlos und anonym. Wenn du in unmittelbarer Gefahr bist, wähl bitte den Notruf 144 oder 112.",
    redFlagTitle: "Bitte zuerst abklären lassen",
    plan: "Mein Krisenplan",
    continue: "Weiter",
  },
  help: {
    open: "Hilfe in der Krise",
    title: "Hilfe in der Krise",
    text: "Wenn du gerade nicht weiterweißt oder an Suizid denkst: Du bist nicht allein. Hier erreichst du sofort Menschen, die zuhören, rund um die Uhr, kostenlos und anonym.",
    plan: "Mein Krisenplan",
    close: "Schließen",
  },
  page: {
    back: "Zurück zum Dashboard",
    privacy:
      "Nur du siehst deinen Krisenplan. Er wird mit deinem Konto gelöscht und ist im Datenexport enthalten.",
  },
} as const;
