import type { AnalysisProfile, ProfileField } from "@/lib/analysis/types";

/** German labels for every profile field, shown next to a trigger. */
export const FIELD_LABELS: Record<ProfileField, string> = {
  profileType: "Profiltyp",
  name: "Name",
  gender: "Geschlecht",
  age: "Alter",
  computedAge: "Alter",
  birthDate: "Geburtsdatum",
  weightKg: "Gewicht",
  heightCm: "Körpergröße",
  computedBmi: "BMI",
  bodyType: "Körpertyp",
  lifeSituation: "Lebenssituation",
  relationshipStatus: "Beziehungsstatus",
  professionalSituation: "Berufliche Situation",
  financialSituation: "Finanzielle Situation",
  exerciseRoutine: "Bewegung",
  currentHealthIssues: "Gesundheitliche Beschwerden",
  recentAccidents: "Unfälle und Verletzungen",
  emotionalConcerns: "Emotionale Anliegen",
  medications: "Medikamente",
  currentSymptoms: "Aktuelle Beschwerden",
  emotionalState: "Emotionaler Zustand",
  childhoodExperiences: "Kindheitserfahrungen",
  traumaHistory: "Belastende Erlebnisse",
  stressLevel: "Stresslevel",
  animalType: "Tierart",
  customAnimalType: "Tierart",
  breed: "Rasse",
  housingType: "Haltungsform",
  customHousingType: "Haltungsform",
  generalBehavior: "Allgemeines Verhalten",
  recentHealthIssues: "Gesundheitliche Themen",
  environmentChanges: "Veränderungen im Umfeld",
  relationshipDescription: "Beziehung zu dir",
  exerciseLevel: "Auslauf",
  behaviorPatterns: "Verhaltensmuster",
  livingEnvironment: "Lebensumfeld",
  ownerBondQuality: "Bindung",
  emotionalIssues: "Emotionale Themen",
};

/** How a field is named inside a sentence: "Du hast {phrase} „…“ angegeben." */
export const FIELD_PHRASES: Partial<Record<ProfileField, string>> = {
  currentSymptoms: "bei den aktuellen Beschwerden",
  currentHealthIssues: "bei den gesundheitlichen Beschwerden",
  recentAccidents: "bei Unfällen und Verletzungen",
  medications: "bei den Medikamenten",
  emotionalConcerns: "bei deinen emotionalen Anliegen",
  emotionalState: "bei deinem emotionalen Zustand",
  lifeSituation: "bei deiner Lebenssituation",
  professionalSituation: "bei deiner beruflichen Situation",
  exerciseRoutine: "bei deiner Bewegung",
  childhoodExperiences: "bei deinen Kindheitserfahrungen",
  traumaHistory: "bei belastenden Erlebnissen",
  behaviorPatterns: "bei den Verhaltensmustern",
  emotionalIssues: "bei den emotionalen Themen",
  generalBehavior: "beim allgemeinen Verhalten",
  recentHealthIssues: "bei den gesundheitlichen Themen",
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
