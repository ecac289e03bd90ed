// Copy for the signed-in area: welcome screen, loading screen, dashboard shell.
export const appMessages = {
  /** The header's logo, which links to the dashboard. */
  logoAlt: "Logo",
  /** Browser-tab titles of the routes under /app that have no module title. */
  titles: {
    onboarding: "Willkommen",
    dashboard: "Übersicht",
  },
  /** A module that fails to render; the header and navigation stay usable. */
  moduleError: {
    title: "Dieser Bereich konnte nicht geladen werden",
    text: "Die anderen Bereiche funktionieren weiter. Versuche es gleich noch einmal.",
    retry: "Erneut versuchen",
  },
  welcome: {
    headline: "Willkommen bei",
    tagline: "Deine Reise beginnt in dir.",
    lines: [
      "Erkenne, was dein Körper dir sagen möchte.",
      "Verstehe die Signale deines Tieres.",
      "Finde zurück in deine Balance – für dich und dein Tier.",
    ],
    button: "Profil anlegen",
    loading: "Lädt...",
  },
  loading: {
    messages: [
      "Deine Energie wird entschlüsselt …",
      "Ein Moment nur, deine innere Signatur wird gelesen …",
      "Bereite dich vor, du bist mehr, als du glaubst.",
    ],
    label: "Analyse wird vorbereitet",
  },
  accountMenu: {
    trigger: "Konto-Menü",
    groups: {
      account: "Konto & Einstellungen",
      subscription: "Abo & Zahlungen",
      support: "Support & Kontakt",
    },
    showProfile: "Profil anzeigen",
    changePassword: "Passwort ändern",
    darkMode: "Dunkles Design",
    lightMode: "Helles Design",
    exportData: "Meine Daten herunterladen",
    deleteAccount: "Konto löschen",
    viewPlan: "Plan ansehen oder upgraden",
    cancelPlan: "Plan kündigen",
    paymentMethod: "Zahlungsmethode ändern",
    email: "E-Mail an den Support",
    aiSupport: "Mit KI-Support chatten",
    logout: "Abmelden",
    logoutEverywhere: "Überall abmelden",
    planLabel: "Dein Plan",
    supportSubject: "Frage zu Resonanz",
    supportBody: "Hallo Resonanz-Team,\n\n",
  },
} as const;
