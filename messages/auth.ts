// Copy for sign-in, sign-up, password reset, sign-out and account settings
// (spec §2 Authentication screen, §5, §8). Spec strings are verbatim.
export const authMessages = {
  screen: {
    logoAlt: "Logo",
    tagline: "Entdecke deine innere Heilkraft",
    subtitle: "Verbinde Körper und Seele - Transformiere dein Leben von innen heraus",
    back: "Zurück",
    signInTab: "Anmelden",
    signUpTab: "Registrieren",
    divider: "Oder",
    google: "Mit Google anmelden",
    footerBefore: "Mit der Anmeldung akzeptierst du unsere ",
    privacy: "Datenschutzerklärung",
    footerBetween: " und die ",
    terms: "AGB",
    footerAfter: ".",
    noScript: "Bitte aktiviere JavaScript in deinem Browser, um dich anzumelden oder zu registrieren.",
  },
  fields: {
    email: "E-Mail",
    emailPlaceholder: "du@beispiel.at",
    password: "Passwort",
    passwordConfirm: "Passwort bestätigen",
    passwordHint: "Mindestens 8 Zeichen.",
    newPassword: "Neues Passwort",
    currentPassword: "Aktuelles Passwort",
    showPassword: "Passwort anzeigen",
    hidePassword: "Passwort verbergen",
  },
  actions: {
    signIn: "Anmelden",
    signingIn: "Anmeldung...",
    signUp: "Registrieren",
    signingUp: "Registrierung...",
    forgotPassword: "Passwort vergessen?",
    sendReset: "Link senden",
    sending: "Wird gesendet...",
    cancel: "Abbrechen",
  },
  validation: {
    emailRequired: "Bitte E-Mail eingeben",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
    emailTooLong: "Die E-Mail-Adresse darf höchstens 254 Zeichen haben.",
    passwordRequired: "Bitte Passwort eingeben",
    passwordTooShort: "Das Passwort muss mindestens 8 Zeichen haben.",
    passwordTooLong: "Das Passwort darf höchstens 1.000 Zeichen haben.",
    passwordBlank: "Das Passwort darf nicht nur aus Leerzeichen bestehen.",
    passwordsDiffer: "Passwörter stimmen nicht überein",
    tokenInvalid: "Dieser Link ist ungültig. Bitte fordere einen neuen an.",
  },
  toasts: {
    signInFailed: "Anmeldung fehlgeschlagen",
    signInFailedText: "E-Mail oder Passwort ist falsch.",
    signInSuccess: "Erfolgreich angemeldet!",
    signInSuccessText: "Sie werden zum Dashboard weitergeleitet.",
    signUpFailed: "Registrierung fehlgeschlagen",
    /** The same for a new address and for one that has an account: the mail says which. */
    signUpSent: "Bitte schau in dein Postfach",
    signUpSentText: "Wir haben dir eine E-Mail geschickt.",
    unverified:
      "Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link aus unserer E-Mail. Wir haben dir gerade einen neuen geschickt.",
    googleFailed: "Google Anmeldung fehlgeschlagen",
    googleNotConfigured:
      "Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet. Bitte melde dich mit E-Mail und Passwort an.",
    passwordMismatch: "Passwörter stimmen nicht überein",
    passwordMismatchText: "Bitte überprüfen Sie Ihre Passwort-Eingabe",
    /** The same for every address, registered or not: {wait} is "1 Minute" or "{n} Minuten". */
    locked: "Zu viele Versuche mit dieser E-Mail-Adresse. Bitte versuche es in {wait} erneut.",
    lockedOneMinute: "1 Minute",
    lockedMinutes: "{n} Minuten",
    rateLimited: "Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.",
    resetSent: "Passwort-Reset gesendet",
    resetSentText:
      "Falls es ein Konto mit dieser Adresse gibt, haben wir dir einen Link geschickt. Er ist 60 Minuten gültig.",
    resetFailed: "Fehler",
    resetFailedText: "Fehler beim Senden der Reset-E-Mail",
    signOutSuccess: "Erfolgreich abgemeldet",
    signOutFailed: "Abmeldung fehlgeschlagen",
    signOutFailedText: "Ein Fehler ist aufgetreten",
    signOutEverywhereSuccess: "Überall abgemeldet",
    signOutEverywhereSuccessText: "Du bist jetzt auf allen Geräten abgemeldet, auch auf diesem.",
    emailVerified: "E-Mail-Adresse bestätigt",
    emailVerifiedText: "Danke! Deine E-Mail-Adresse ist jetzt bestätigt. Du kannst dich anmelden.",
    emailVerifyFailed: "Bestätigung fehlgeschlagen",
    emailVerifyFailedText: "Dieser Bestätigungslink ist ungültig oder abgelaufen.",
    unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
  },
  googleLink: {
    title: "Google mit deinem Konto verbinden",
    text: "Für {email} gibt es schon ein Konto, dessen Adresse noch nicht bestätigt ist. Melde dich hier einmal mit seinem Passwort an, dann ist Google damit verbunden. Passwort vergessen? Setze es zurück – danach klappt auch „Mit Google anmelden“.",
  },
  signUp: {
    sentTitle: "Fast geschafft!",
    sentText:
      "Wir haben eine E-Mail an {email} geschickt. Öffne den Link darin, um deine Adresse zu bestätigen, und melde dich dann an. Hast du schon ein Konto, steht in der E-Mail, wie du hineinkommst.",
    again: "Andere E-Mail-Adresse verwenden",
  },
  reset: {
    title: "Neues Passwort festlegen",
    text: "Wähle ein neues Passwort für dein Konto. Danach bist du gleich angemeldet.",
    submit: "Passwort speichern",
    submitting: "Wird gespeichert...",
    dialogTitle: "Passwort zurücksetzen",
    dialogText:
      "Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.",
    missingToken: "Dieser Link ist unvollständig. Bitte fordere einen neuen an.",
    used: "Dieser Link wurde bereits verwendet. Bitte fordere einen neuen an.",
    expired: "Dieser Link ist abgelaufen. Links zum Zurücksetzen sind 60 Minuten gültig.",
    success: "Passwort geändert",
    successText: "Dein neues Passwort ist gespeichert. Du wirst angemeldet.",
    requestNew: "Neuen Link anfordern",
  },
  account: {
    changePasswordTitle: "Passwort ändern",
    changePasswordText:
      "Gib dein aktuelles Passwort und ein neues ein. Andere Geräte werden danach abgemeldet.",
    changePasswordSubmit: "Passwort ändern",
    changePasswordSuccess: "Passwort geändert",
    changePasswordSuccessText: "Dein neues Passwort ist ab sofort gültig.",
    currentPasswordWrong: "Das aktuelle Passwort ist nicht richtig.",
    noPasswordYet:
      "Dein Konto nutzt die Google-Anmeldung. Setze über „Passwort vergessen?“ ein Passwort, um es hier ändern zu können.",
    deleteTitle: "Konto löschen",
    deleteText:
      "Dein Konto und alle Profile, Analysen, Chats, Tagebucheinträge und Übungen werden sofort und endgültig gelöscht. Ein laufendes Pro-Abo wird gekündigt. Das lässt sich nicht rückgängig machen.",
    deleteConfirmLabel: "Tippe LÖSCHEN zur Bestätigung",
    deleteConfirmWord: "LÖSCHEN",
    deleteSubmit: "Konto endgültig löschen",
    deleting: "Wird gelöscht...",
    deleteSuccess: "Konto gelöscht",
    deleteSuccessText: "Deine Daten wurden gelöscht. Alles Gute für deinen Weg!",
    deleteFailed: "Konto konnte nicht gelöscht werden",
    exportTitle: "Meine Daten herunterladen",
    exportFile: "resonanz-daten",
    exportFailed: "Der Download ist fehlgeschlagen. Bitte versuche es erneut.",
    exportBusyTitle: "Gerade viel los",
    exportBusy: "Gerade laden viele ihre Daten herunter. Bitte versuche es in ein paar Minuten erneut.",
    exportLimitTitle: "Zu viele Downloads",
    exportLimit:
      "Du hast deine Daten in der letzten Stunde schon {max}-mal heruntergeladen. Bitte versuche es in {minutes} Minuten erneut.",
  },
} as const;

export type AuthErrorCode = "invalid" | "locked" | "rate_limited" | "unverified" | "validation";

/** next-auth passes the code thrown in `authorize` to the client; this is what the user reads. */
export const signInErrorText: Record<AuthErrorCode, string> = {
  invalid: authMessages.toasts.signInFailedText,
  locked: authMessages.toasts.locked,
  rate_limited: authMessages.toasts.rateLimited,
  unverified: authMessages.toasts.unverified,
  validation: authMessages.toasts.signInFailedText,
};
