import { ANIMAL_TOPICS } from "@/lib/analysis/knowledge-base/animal-topics";
import { BODY_TOPICS } from "@/lib/analysis/knowledge-base/body-topics";
import { EMOTION_TOPICS } from "@/lib/analysis/knowledge-base/emotion-topics";
import { ANIMAL_LIFE_TOPICS, HUMAN_LIFE_TOPICS } from "@/lib/analysis/knowledge-base/life-topics";
import type { KnowledgeTopic } from "@/lib/analysis/knowledge-base/types";

/** Every keyword topic, people first; ids are unique across the whole knowledge base. */
export const KNOWLEDGE_TOPICS: readonly KnowledgeTopic[] = [
  ...BODY_TOPICS,
  ...EMOTION_TOPICS,
  ...HUMAN_LIFE_TOPICS,
  ...ANIMAL_TOPICS,
  ...ANIMAL_LIFE_TOPICS,
];

export { ANIMAL_LIFE_TOPICS, ANIMAL_TOPICS, BODY_TOPICS, EMOTION_TOPICS, HUMAN_LIFE_TOPICS };
