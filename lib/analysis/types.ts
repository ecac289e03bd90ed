import type { ExerciseId, ImpulseTopic, JournalType } from "@/lib/analysis/links";
import type { RedFlagMatch } from "@/lib/safety/red-flags";
import type {
  AnimalType,
  BodyType,
  EnergyState,
  ExerciseLevel,
  FinancialSituation,
  Gender,
  HousingType,
  ProfileType,
  RelationshipStatus,
} from "@/prisma/generated/client/enums";

type Optional<T> = T | null | undefined;

/** The engine's input: a profile as plain values, named like the Prisma model. */
export interface AnalysisProfile {
  profileType: ProfileType;
  name?: Optional<string>;
  gender?: Optional<Gender>;
  age?: Optional<number>;
  computedAge?: Optional<number>;
  /** ISO date string. */
  birthDate?: Optional<string>;
  weightKg?: Optional<number>;
  heightCm?: Optional<number>;
  computedBmi?: Optional<number>;
  bodyType?: Optional<BodyType>;
  lifeSituation?: Optional<string>;
  relationshipStatus?: Optional<RelationshipStatus>;
  professionalSituation?: Optional<string>;
  financialSituation?: Optional<FinancialSituation>;
  exerciseRoutine?: Optional<string>;
  currentHealthIssues?: Optional<string>;
  recentAccidents?: Optional<string>;
  emotionalConcerns?: Optional<string>;
  medications?: Optional<string>;
  currentSymptoms?: Optional<readonly string[]>;
  emotionalState?: Optional<string>;
  childhoodExperiences?: Optional<string>;
  traumaHistory?: Optional<string>;
  /** 1 (calm) to 10 (at the limit). */
  stressLevel?: Optional<number>;
  animalType?: Optional<AnimalType>;
  customAnimalType?: Optional<string>;
  breed?: Optional<string>;
  housingType?: Optional<HousingType>;
  customHousingType?: Optional<string>;
  generalBehavior?: Optional<string>;
  recentHealthIssues?: Optional<string>;
  environmentChanges?: Optional<string>;
  relationshipDescription?: Optional<string>;
  exerciseLevel?: Optional<ExerciseLevel>;
  behaviorPatterns?: Optional<readonly string[]>;
  livingEnvironment?: Optional<string>;
  ownerBondQuality?: Optional<string>;
  emotionalIssues?: Optional<readonly string[]>;
}

export type ProfileField = keyof AnalysisProfile;

/** One input that led to a finding. */
export interface Trigger {
  field: ProfileField;
  /** German field label, e.g. "Aktuelle Beschwerden". */
  label: string;
  /** What in that field triggered it: an option label or the matched phrase. */
  value: string;
}

export type PatternArea = "koerper" | "emotion" | "lebensumstaende" | "verhalten" | "stress" | "bindung";

export interface Pattern {
  id: string;
  title: string;
  /** The "why": 2–4 German sentences that name the inputs behind the finding. */
  explanation: string;
  area: PatternArea;
  weight: number;
  triggeredBy: Trigger[];
}

export type RecommendationKind = "exercise" | "journal" | "impulse";

export interface Recommendation {
  id: string;
  title: string;
  text: string;
  kind: RecommendationKind;
  exerciseId?: ExerciseId;
  journalType?: JournalType;
  impulseTopic?: ImpulseTopic;
}

export interface AnalysisResult {
  /** ENGINE_VERSION of the engine that produced it. */
  version: string;
  overallState: EnergyState;
  summary: string;
  redFlags: RedFlagMatch[];
  patterns: Pattern[];
  recommendations: Recommendation[];
}

export interface FamilyMember {
  profileId: string;
  name: string;
  profileType: "human" | "animal";
  animalType?: string | null;
  result: AnalysisResult;
}

export interface SharedPattern {
  id: string;
  title: string;
  explanation: string;
  /** Member names. */
  members: string[];
}

export interface FamilyMirror {
  title: string;
  explanation: string;
  members: string[];
}

export interface FamilyAnalysisResult {
  version: string;
  sharedPatterns: SharedPattern[];
  mirrors: FamilyMirror[];
  householdRecommendations: Recommendation[];
  summary: string;
}
