// How the coach names an exercise in a sentence and why it suggests it.
import type { ExerciseId } from "@/lib/analysis/links";

export interface ExerciseHint {
  /** With article, nominative: "der Body-Scan". */
  nominative: string;
  /** With article, accusative: "den Body-Scan". */
  accusative: string;
  benefit: string;
}

const feminine = (name: string, benefit: string): ExerciseHint => ({
  nominative: `die ${name}`,
  accusative: `die ${name}`,
  benefit,
});

export const EXERCISE_HINTS: Record<ExerciseId, ExerciseHint> = {
  "atem-4-7-8": feminine(
    "4-7-8-Atmung",
    "Das lange Ausatmen hilft deinem Körper, vom Alarm in die Ruhe zu wechseln.",
  ),
  "box-atmung": feminine("Box-Atmung", "Der gleichmäßige Takt bringt Ordnung in einen vollen Kopf."),
  wechselatmung: feminine(
    "Wechselatmung",
    "Sie sammelt dich und gleicht aus, wenn du dich zerstreut oder matt fühlst.",
  ),
  "stille-meditation": feminine(
    "stille Meditation",
    "In ihr musst du nichts leisten und darfst einfach da sein.",
  ),
  "herz-meditation": feminine(
    "Herz-Meditation",
    "Sie lenkt deine Aufmerksamkeit sanft zu dem, was dich wärmt und trägt.",
  ),
  "dankbarkeits-meditation": feminine(
    "Dankbarkeits-Meditation",
    "Sie richtet den Blick auf das, was trotz allem gut ist.",
  ),
  "progressive-muskelentspannung": feminine(
    "progressive Muskelentspannung",
    "Durch bewusstes Anspannen und Loslassen spürst du wieder, wie sich Entspannung anfühlt.",
  ),
  "schulter-nacken-loesen": feminine(
    "Übung „Schultern und Nacken lösen“",
    "Sanfte Bewegungen lösen, was sich in Schultern und Nacken festgesetzt hat.",
  ),
  "erdung-im-stehen": feminine(
    "Erdung im Stehen",
    "Sie holt dich aus dem Kopf zurück in den Körper und gibt dir Boden unter den Füßen.",
  ),
  lichtdusche: feminine(
    "Lichtdusche",
    "Das innere Bild von warmem Licht erfrischt und nimmt mit, was du nicht mehr brauchst.",
  ),
  "sicherer-ort": feminine(
    "Übung „Der sichere Ort“",
    "Du schaffst dir innerlich einen Ort, an dem du dich geborgen fühlst und den du jederzeit wieder aufsuchen kannst.",
  ),
  "aura-reinigung": feminine(
    "Aura-Reinigung",
    "Sie hilft dir, dich abzugrenzen und abzustreifen, was nicht zu dir gehört.",
  ),
  "body-scan-audio": {
    nominative: "der Body-Scan",
    accusative: "den Body-Scan",
    benefit: "Du wanderst mit der Aufmerksamkeit durch deinen Körper, ohne etwas verändern zu müssen.",
  },
  klangreise: feminine(
    "Klangreise",
    "Sie lädt dich ein, dich von Klängen tragen zu lassen und einfach zu lauschen.",
  ),
  abendritual: {
    nominative: "das Abendritual",
    accusative: "das Abendritual",
    benefit: "Es hilft dir, den Tag bewusst abzuschließen und leichter in den Schlaf zu finden.",
  },
};
