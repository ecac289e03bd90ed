// The three journal entry types (spec: journal module). The prompt is prefilled in the editor.
import type { JournalType } from "@/lib/analysis/links";

export interface JournalTypeContent {
  id: JournalType;
  title: string;
  description: string;
  prompt: string;
}

export const journalTypes: readonly JournalTypeContent[] = [
  {
    id: "loswerden",
    title: "Loswerden",
    description: "Schreib dir von der Seele, was dich belastet, ungefiltert und nur für dich.",
    prompt: "Was belastet dich gerade? Schreib es dir von der Seele …",
  },
  {
    id: "erkenntnis",
    title: "Erkenntnis",
    description: "Halte fest, was du über dich, deinen Körper oder dein Tier verstanden hast.",
    prompt: "Was ist dir heute klar geworden? Was hast du über dich oder dein Tier gelernt …",
  },
  {
    id: "klarheit",
    title: "Klarheit",
    description: "Sortiere deine Gedanken zu einer Frage oder Entscheidung, die dich beschäftigt.",
    prompt: "Worüber möchtest du Klarheit gewinnen? Beschreib die Frage und was du dir wünschst …",
  },
];

export function findJournalType(id: string): JournalTypeContent | undefined {
  return journalTypes.find((type) => type.id === id);
}
