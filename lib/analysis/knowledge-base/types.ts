import type { ListField, TextField } from "@/lib/analysis/field-labels";
import type { ExerciseId, ImpulseTopic, JournalType } from "@/lib/analysis/links";
import type { PatternArea } from "@/lib/analysis/types";
import type { EnergyState } from "@/prisma/generated/client/enums";

/** How strongly a finding leans towards each energy state (0–3). */
export type StateWeights = Partial<Record<EnergyState, number>>;

export type RecommendationKey =
  `exercise:${ExerciseId}` | `journal:${JournalType}` | `impulse:${ImpulseTopic}`;

/** Themes that let the family analysis see the same thing in a person and an animal. */
export type FamilyTheme =
  | "stress"
  | "angst"
  | "schlaf"
  | "erschoepfung"
  | "anspannung"
  | "trauer"
  | "bindung"
  | "veraenderung"
  | "reizueberflutung"
  | "kraft";

/**
 * Which words before a keyword cancel it. "complaint": kein/keine/ohne/nie ("keine Kopfschmerzen").
 * "strict" also counts nicht/kaum/wenig, for positive words ("nicht zufrieden"). "none": never.
 */
export type NegationMode = "complaint" | "strict" | "none";

export interface KnowledgeTopic {
  /** Also the pattern id. */
  id: string;
  subject: "human" | "animal";
  area: PatternArea;
  /** Short noun phrase for lists: "Nacken und Schultern". */
  name: string;
  /** Pattern title. */
  title: string;
  /**
   * Keywords in ordinary German spelling, matched at the start of a word ("nacken" finds
   * "Nackenschmerzen"). A leading "*" matches inside a word too, a trailing "$" only a whole word.
   */
  keywords: readonly string[];
  /** Words that begin like a keyword but mean something else ("augenblick" for "augen"). */
  excludes?: readonly string[];
  /** A match followed by one of these phrases does not count ("Blutdruck ist normal"). */
  ignoreWhenFollowedBy?: readonly string[];
  /** Option slugs of the checkbox lists that stand for this topic. */
  options?: readonly string[];
  /** The free-text fields searched for the keywords. */
  fields: readonly TextField[];
  /** 1–2 sentences: the careful, non-medical reading. {name} / {Name} stand for the animal's name. */
  reading: string;
  states: StateWeights;
  recommends: readonly RecommendationKey[];
  /** Base weight for ranking; 2 unless said otherwise. */
  weight?: number;
  negation?: NegationMode;
  /** A strength rather than a complaint. */
  resource?: boolean;
  /** Topic ids this more specific topic replaces when both are found. */
  supersedes?: readonly string[];
  theme?: FamilyTheme;
}

/** A topic as written in the knowledge base; collections fill in subject, area and fields. */
export type TopicEntry = Omit<KnowledgeTopic, "subject" | "area" | "fields"> &
  Partial<Pick<KnowledgeTopic, "area" | "fields">>;

export function topicCollection(
  defaults: Pick<KnowledgeTopic, "subject" | "area" | "fields">,
  entries: readonly TopicEntry[],
): KnowledgeTopic[] {
  return entries.map((entry) => ({ ...defaults, ...entry }));
}

export const LIST_FIELDS_BY_SUBJECT: Record<"human" | "animal", readonly ListField[]> = {
  human: ["currentSymptoms"],
  animal: ["behaviorPatterns", "emotionalIssues"],
};
