// E-mail copy: plain German text plus simple HTML built from the same lines.
export const mailMessages = {
  greeting: "Hallo,",
  signature: ["Herzliche Grüße", "dein Resonanz-Team"],
  footer: "Resonanz ist kein Medizinprodukt und ersetzt keine ärztliche oder tierärztliche Beratung.",
  verify: {
    subject: "Bitte bestätige deine E-Mail-Adresse",
    lines: [
      "schön, dass du bei Resonanz bist! Bitte bestätige deine E-Mail-Adresse mit einem Klick auf diesen Link, danach kannst du dich anmelden:",
    ],
    button: "E-Mail-Adresse bestätigen",
    after:
      "Der Link ist 7 Tage gültig. Falls du dich nicht registriert hast, kannst du diese E-Mail ignorieren.",
  },
  accountExists: {
    subject: "Du hast bereits ein Konto bei Resonanz",
    lines: [
      "gerade wollte sich jemand mit dieser E-Mail-Adresse bei Resonanz registrieren – vermutlich du.",
      "Du hast bereits ein Konto, hier kannst du dich anmelden oder dein Passwort zurücksetzen:",
    ],
    button: "Anmelden",
    resetIntro: "Passwort vergessen? Mit diesem Link legst du ein neues fest:",
    resetButton: "Passwort zurücksetzen",
    after:
      "Der Link zum Zurücksetzen ist 60 Minuten gültig. Falls du das nicht warst, ignoriere diese E-Mail – an deinem Konto hat sich nichts geändert.",
  },
  reset: {
    subject: "Dein Link zum Zurücksetzen des Passworts",
    lines: ["du hast ein neues Passwort für dein Resonanz-Konto angefordert. Hier kannst du es festlegen:"],
    button: "Neues Passwort festlegen",
    after:
      "Der Link ist 60 Minuten gültig und funktioniert nur einmal. Falls du das nicht warst, ignoriere diese E-Mail – dein Passwort bleibt unverändert.",
  },
} as const;
