import type { AnalysisProfile, ProfileField } from "@/lib/analysis/types";
import { wizardMessages } from "@/messages/wizard";

const asked = wizardMessages.fields;

/** Every profile field's label, shown next to a trigger: the wizard's own words where it asks for the field. */
export const FIELD_LABELS: Record<ProfileField, string> = {
  profileType: asked.profileType,
  name: asked.name,
  gender: asked.gender,
  age: asked.age,
  computedAge: "Alter",
  birthDate: asked.birthDate,
  weightKg: asked.weightKg,
  heightCm: asked.heightCm,
  computedBmi: "BMI",
  bodyType: asked.bodyType,
  lifeSituation: asked.lifeSituation,
  relationshipStatus: asked.relationshipStatus,
  professionalSituation: asked.professionalSituation,
  financialSituation: asked.financialSituation,
  exerciseRoutine: asked.exerciseRoutine,
  currentHealthIssues: asked.currentHealthIssues,
  recentAccidents: asked.recentAccidents,
  emotionalConcerns: asked.emotionalConcerns,
  medications: asked.medications,
  currentSymptoms: asked.currentSymptoms,
  emotionalState: asked.emotionalState,
  childhoodExperiences: asked.childhoodExperiences,
  traumaHistory: asked.traumaHistory,
  stressLevel: asked.stressLevel,
  animalType: asked.animalType,
  customAnimalType: asked.customAnimalType,
  breed: asked.breed,
  housingType: asked.housingType,
  customHousingType: asked.customHousingType,
  generalBehavior: asked.generalBehavior,
  recentHealthIssues: asked.recentHealthIssues,
  environmentChanges: asked.environmentChanges,
  relationshipDescription: asked.relationshipDescription,
  exerciseLevel: asked.exerciseLevel,
  behaviorPatterns: asked.behaviorPatterns,
  livingEnvironment: asked.livingEnvironment,
  ownerBondQuality: asked.ownerBondQuality,
  emotionalIssues: asked.emotionalIssues,
};

/** How a field is named inside a sentence: "Du hast {phrase} „…“ angegeben." */
export const FIELD_PHRASES: Partial<Record<ProfileField, string>> = {
  currentSymptoms: "bei den Symptomen",
  currentHealthIssues: "bei den aktuellen Beschwerden",
  recentAccidents: "bei Unfällen oder Verletzungen",
  medications: "bei den Medikamenten",
  emotionalConcerns: "bei deinen emotionalen Anliegen",
  emotionalState: "bei deinem emotionalen Zustand",
  lifeSituation: "bei deiner Lebenssituation",
  professionalSituation: "bei deiner beruflichen Situation",
  exerciseRoutine: "bei deiner Bewegung",
  childhoodExperiences: "bei deinen Kindheitserfahrungen",
  traumaHistory: "bei belastenden Erlebnissen",
  behaviorPatterns: "bei den auffälligen Verhaltensmustern",
  emotionalIssues: "bei den emotionalen Themen",
  generalBehavior: "beim allgemeinen Verhalten",
  recentHealthIssues: "bei den gesundheitlichen Problemen",
  environmentChanges: "bei den Veränderungen im Umfeld",
  relationshipDescription: "bei der Beziehung zu dir",
  livingEnvironment: "beim Lebensumfeld",
  ownerBondQuality: "bei der Bindung",
  customHousingType: "bei der Haltungsform",
};

/** Free-text fields a person fills in. */
export const HUMAN_TEXT_FIELDS = [
  "lifeSituation",
  "professionalSituation",
  "exerciseRoutine",
  "currentHealthIssues",
  "recentAccidents",
  "emotionalConcerns",
  "medications",
  "emotionalState",
  "childhoodExperiences",
  "traumaHistory",
] as const satisfies readonly ProfileField[];

/** Free-text fields filled in about an animal. */
export const ANIMAL_TEXT_FIELDS = [
  "generalBehavior",
  "recentHealthIssues",
  "environmentChanges",
  "relationshipDescription",
  "livingEnvironment",
  "ownerBondQuality",
  "customHousingType",
] as const satisfies readonly ProfileField[];

export type TextField = (typeof HUMAN_TEXT_FIELDS)[number] | (typeof ANIMAL_TEXT_FIELDS)[number];

export type ListField = "currentSymptoms" | "behaviorPatterns" | "emotionalIssues";

export function textOf(profile: AnalysisProfile, field: TextField): string {
  const value = profile[field];
  return typeof value === "string" ? value : "";
}

export function listOf(profile: AnalysisProfile, field: ListField): string[] {
  const value = profile[field];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}
