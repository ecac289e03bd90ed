import type { ProfileInput } from "@/lib/validations/profile";
import { STRESS_LEVEL } from "@/lib/profile/ranges";

/** A blank wizard: every field present, texts empty, nothing chosen, stress level 5 (spec §3). */
export function emptyProfile(): Required<ProfileInput> {
  return {
    profileType: null,
    gender: null,
    animalType: null,
    customAnimalType: "",
    name: "",
    birthDate: "",
    age: null,
    heightCm: null,
    weightKg: null,
    bodyType: null,
    breed: "",
    housingType: null,
    customHousingType: "",
    lifeSituation: "",
    relationshipStatus: null,
    professionalSituation: "",
    financialSituation: null,
    exerciseRoutine: "",
    generalBehavior: "",
    recentHealthIssues: "",
    environmentChanges: "",
    relationshipDescription: "",
    exerciseLevel: null,
    behaviorPatterns: [],
    livingEnvironment: "",
    ownerBondQuality: "",
    emotionalIssues: [],
    currentHealthIssues: "",
    recentAccidents: "",
    medications: "",
    emotionalConcerns: "",
    currentSymptoms: [],
    emotionalState: "",
    childhoodExperiences: "",
    traumaHistory: "",
    stressLevel: STRESS_LEVEL.default,
  };
}
