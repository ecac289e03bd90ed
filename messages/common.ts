import { errorPageMessages } from "@/messages/error-page";

export const commonMessages = {
  skipToContent: "Zum Inhalt springen",
  backHome: "Zurück zur Startseite",
  notFound: {
    title: "Oops! Page not found",
    text: "Diese Seite gibt es nicht (mehr).",
    link: "Zur Startseite",
  },
  error: errorPageMessages,
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
  loading: "Lädt...",
  theme: {
    toggle: "Hell/Dunkel umschalten",
    light: "Hell",
    dark: "Dunkel",
  },
  disclaimer: {
    title: "Hinweis",
    text: "Resonanz ist kein Medizinprodukt und ersetzt keine ärztliche oder tierärztliche Diagnose oder Behandlung. Bei akuten Beschwerden wende dich bitte an eine Ärztin, einen Arzt oder an deine Tierarztpraxis.",
  },
} as const;

export const actionMessages = {
  validationTitle: "Bitte Eingaben prüfen",
  controlCharacters: "Bitte entferne die unsichtbaren Steuerzeichen aus deiner Eingabe.",
  unauthorizedTitle: "Bitte melde dich an",
  unauthorized: "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
  forbidden: "Dafür fehlt dir die Berechtigung.",
  notFoundTitle: "Nicht gefunden",
  notFound: "Das gesuchte Element gibt es nicht (mehr).",
  unavailableTitle: "Gerade nicht erreichbar",
  unavailable:
    "Der Dienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal – deine Eingaben bleiben erhalten.",
  unexpectedTitle: "Fehler",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
} as const;

/** Why a route handler refused a request before reading it (server/http/guard.ts). */
export const requestMessages = {
  refusedTitle: "Anfrage abgelehnt",
  crossOrigin: "Diese Anfrage kam nicht von dieser Website und wurde nicht ausgeführt.",
  contentType: "Diese Anfrage hat das falsche Format ({expected}).",
  tooLarge: "Diese Anfrage ist zu groß: höchstens {max} KB.",
  invalidJson: "Die Anfrage konnte nicht gelesen werden: sie ist kein gültiges JSON.",
  tooDeep: "Diese Anfrage ist zu tief verschachtelt und wurde nicht ausgeführt.",
  emptyBody: "Diese Anfrage ist leer und wurde nicht ausgeführt.",
  malformedAction: "Diese Anfrage konnte nicht gelesen werden. Bitte lade die Seite neu.",
} as const;
