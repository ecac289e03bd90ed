import type { AnimalType, Gender } from "@/prisma/generated/client/enums";

/** What a remembered statement is about (issue 16). */
export type FactTopic = "sleep" | "pain" | "separation" | "work" | "trigger" | "helps";

/** Whom the text is about: the person writing, or the animal whose profile it is. */
export type MemorySubject =
  { kind: "human" } | { kind: "animal"; name: string; gender?: Gender | null; species?: AnimalType | null };

/** A durable statement, phrased for the memory: 'Du schläfst seit der Trennung schlecht.' */
export interface ExtractedFact {
  topic: FactTopic;
  content: string;
}
