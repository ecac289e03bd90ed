// Copy for the profile rules and the save (spec §5 validation, §8 error catalogue).
// Spec strings are verbatim; the schema in lib/validations/profile.ts and the
// server's save both read them from here.
export const profileMessages = {
  validation: {
    profileTypeRequired: "Bitte wähle einen Profiltyp aus",
    genderRequired: "Bitte wähle ein Geschlecht aus",
    animalTypeRequired: "Bitte wähle eine Tierart aus",
    customAnimalTypeRequired: "Bitte gib die Tierart ein",
    customAnimalTypeTooShort: "Die Tierart muss mindestens 2 Zeichen haben",
    nameRequired: "Name ist erforderlich",
    birthDateOrAgeRequired: "Geburtsdatum oder Alter ist erforderlich",
    ageRequired: "Alter ist erforderlich",
    heightRequired: "Körpergröße ist erforderlich",
    weightRequired: "Gewicht ist erforderlich",
    breedRequired: "Rasse/Mischling ist erforderlich",
    housingTypeRequired: "Haltungsform ist erforderlich",
    customHousingTypeRequired: "Bitte beschreibe die Haltungsform",
    fieldRequired: "Dieses Feld ist erforderlich",
    /** {n}: the words counted so far. */
    minWords: "Bitte gib mindestens 5 Wörter ein (aktuell: {n})",
    healthAspectRequired: "Bitte beschreibe mindestens einen Gesundheitsaspekt ausführlich (5+ Wörter)",
    invalidChoice: "Bitte wähle eine der angebotenen Möglichkeiten.",
    invalidNumber: "Bitte gib eine Zahl ein.",
    invalidDate: "Bitte gib ein gültiges Datum ein.",
    invalidText: "Bitte gib hier Text ein.",
    controlCharacters: "Bitte entferne die unsichtbaren Steuerzeichen aus deiner Eingabe.",
    /** {max}: the limit, already formatted. */
    tooLong: "Bitte fasse dich kürzer (höchstens {max} Zeichen).",
    stressLevelRange: "Das Stresslevel muss eine ganze Zahl von 1 bis 10 sein.",
    tooManyChoices: "Bitte wähle jede Möglichkeit höchstens einmal.",
    unknownFields: "Diese Angaben gehören nicht zu einem Profil. Bitte lade die Seite neu.",
    invalidProfile: "Bitte sende die Profildaten als Objekt.",
  },
  /** The four sentences of spec §8, also used when the input ranges are exceeded. */
  unrealistic: {
    age: "Das eingegebene Alter ist unrealistisch. Bitte prüfe deine Angaben.",
    height: "Die eingegebene Körpergröße ist unrealistisch. Bitte prüfe deine Angaben.",
    weight: "Das eingegebene Gewicht ist unrealistisch. Bitte prüfe deine Angaben.",
    birthDate: "Das eingegebene Geburtsdatum ist unrealistisch. Bitte prüfe deine Angaben.",
    birthDateFuture: "Das Geburtsdatum liegt in der Zukunft. Bitte prüfe deine Angaben.",
    /** An animal's age 0 without a birth date: months need the date. */
    animalUnderOneYear: "Dein Tier ist jünger als ein Jahr? Gib bitte sein Geburtsdatum an.",
  },
  toasts: {
    validationTitle: "Validierungsfehler",
    /** {n}: the number of fields with an error. */
    validationText: "Bitte korrigiere {n} Fehler vor dem Speichern.",
    saveFailedTitle: "Fehler beim Erstellen des Profils",
    saveFailedText: "Ein unerwarteter Fehler ist aufgetreten.",
    createdTitle: "Profil erfolgreich erstellt!",
    createdText: "Deine Daten wurden sicher gespeichert. Lass uns nun deine erste Analyse durchführen.",
    updatedTitle: "Profil gespeichert",
    updatedText: "Deine Änderungen wurden sicher gespeichert.",
    addedText: "Das neue Profil wurde sicher gespeichert. Du findest es in deiner Profilübersicht.",
    webhookTitle: "Webhook-Warnung",
    webhookText:
      "Dein Profil wurde gespeichert, aber der Webhook konnte noch nicht gesendet werden. Wir versuchen es automatisch erneut.",
    proRequiredTitle: "Pro Version erforderlich",
    proRequiredText: "Erstelle mehrere Profile mit der Pro Version.",
    notFound: "Es gibt noch kein aktives Profil, das du bearbeiten könntest.",
  },
  api: {
    unauthorized: "Bitte melde dich an.",
    noProfile: "Es gibt noch kein aktives Profil.",
  },
} as const;
