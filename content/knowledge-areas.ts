// The six fields the knowledge base draws on (spec §1): the landing page's
// section between "Was sich verändert" and "Für wen?".

export type KnowledgeIcon = "brain" | "body" | "pulse" | "energy" | "spirit" | "heart";

export interface KnowledgeArea {
  id: string;
  icon: KnowledgeIcon;
  title: string;
  text: string;
}

export const knowledgeAreas: readonly KnowledgeArea[] = [
  {
    id: "psychologie",
    icon: "brain",
    title: "Psychologie",
    text: "Gedanken, Gefühle und Verhaltensmuster – und wie sie einander beeinflussen.",
  },
  {
    id: "koerpersprache",
    icon: "body",
    title: "Körpersprache",
    text: "Haltung, Mimik und Bewegung zeigen, was wir noch nicht in Worte fassen. Bei Tieren oft noch deutlicher.",
  },
  {
    id: "psychosomatik",
    icon: "pulse",
    title: "Psychosomatik",
    text: "Wie sich seelische Belastung im Körper zeigt – vom verspannten Nacken bis zum nervösen Magen.",
  },
  {
    id: "energiearbeit",
    icon: "energy",
    title: "Energiearbeit",
    text: "Blockaden, Disharmonien und Kraftquellen im energetischen Feld von Mensch und Tier.",
  },
  {
    id: "spiritualitaet",
    icon: "spirit",
    title: "Spiritualität",
    text: "Sinn, Verbundenheit und innere Ausrichtung als Teil deines Wohlbefindens.",
  },
  {
    id: "emotionale-intelligenz",
    icon: "heart",
    title: "Emotionale Intelligenz",
    text: "Gefühle wahrnehmen, benennen und gut mit ihnen umgehen – bei dir und im Miteinander.",
  },
];
