export { analyzeProfile, ENGINE_VERSION, profileRedFlags } from "@/lib/analysis/engine";
export { resolveEnergyState } from "@/lib/analysis/energy-state";
export { analyzeFamily, FamilyAnalysisError } from "@/lib/analysis/family";
export {
  EXERCISE_IDS,
  IMPULSE_TOPICS,
  JOURNAL_TYPES,
  isExerciseId,
  isImpulseTopic,
  type ExerciseId,
  type ImpulseTopic,
  type JournalType,
} from "@/lib/analysis/links";
export { sourceLine } from "@/lib/analysis/explain";
export { FIELD_LABELS } from "@/lib/analysis/field-labels";
export type {
  AnalysisProfile,
  AnalysisResult,
  FamilyAnalysisResult,
  FamilyMember,
  FamilyMirror,
  Pattern,
  PatternArea,
  ProfileField,
  Recommendation,
  RecommendationKind,
  SharedPattern,
  Trigger,
} from "@/lib/analysis/types";
