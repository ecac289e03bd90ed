// Copy for the impulse module: the impulse of the day, 'Neuer Impuls', the library and the wisdom card.
import type { ImpulseTopic } from "@/lib/analysis/links";

export const impulseMessages = {
  intro: "Kleine Gedanken für deinen Tag – passend zu deinem Energiezustand.",
  author: "– {author}",
  today: {
    title: "Dein Impuls für heute",
    state: "Passend zu deinem Zustand: {state}",
    topic: "Thema: {topic}",
    newImpulse: "Neuer Impuls",
    generating: "Impuls wird erzeugt...",
    generated: "Neuer Impuls generiert",
  },
  wisdom: {
    title: "Weisheit des Tages",
  },
  library: {
    title: "Impuls-Bibliothek",
    claim: "Über 200 Impulse für jeden Zustand und jedes Thema.",
    state: "Zustand",
    topic: "Thema",
    all: "Alle",
    search: "Suchen",
    searchPlaceholder: "Stichwort oder Autor",
    count: { one: "{count} Impuls gefunden", other: "{count} Impulse gefunden" },
    more: "Weitere Impulse anzeigen",
    empty: "Keine Impulse gefunden. Probier einen anderen Filter oder ein anderes Stichwort.",
    reset: "Filter zurücksetzen",
  },
  topics: {
    selbstfuersorge: "Selbstfürsorge",
    grenzen: "Grenzen",
    dankbarkeit: "Dankbarkeit",
    ruhe: "Ruhe",
    koerper: "Körper",
    beziehung: "Beziehung",
    mut: "Mut",
    loslassen: "Loslassen",
    tierbindung: "Tierbindung",
    natur: "Natur",
    schlaf: "Schlaf",
    klarheit: "Klarheit",
  } satisfies Record<ImpulseTopic, string>,
  loadFailed: "Deine Impulse konnten gerade nicht geladen werden.",
  retry: "Erneut versuchen",
} as const;
