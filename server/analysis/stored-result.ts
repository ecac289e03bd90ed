import "server-only";

import { z } from "@/lib/validations/zod";

import {
  type AnalysisResult,
  EXERCISE_IDS,
  FIELD_LABELS,
  type FamilyAnalysisResult,
  IMPULSE_TOPICS,
  JOURNAL_TYPES,
  type ProfileField,
} from "@/lib/analysis";
import { EnergyState } from "@/prisma/generated/client/enums";

// `analyses.detail` and `family_analyses.detail` are JSON columns: rows written by older engine
// versions, or by hand, are read through these schemas instead of being trusted blindly.

const text = z.string();
const profileFields = Object.keys(FIELD_LABELS) as [ProfileField, ...ProfileField[]];

const recommendationSchema = z.object({
  id: text,
  title: text,
  text,
  kind: z.enum(["exercise", "journal", "impulse"]),
  exerciseId: z.enum(EXERCISE_IDS).optional(),
  journalType: z.enum(JOURNAL_TYPES).optional(),
  impulseTopic: z.enum(IMPULSE_TOPICS).optional(),
});

const analysisResultSchema = z.object({
  version: text,
  overallState: z.enum(EnergyState),
  summary: text,
  redFlags: z.array(
    z.object({
      id: text,
      audience: z.enum(["arzt", "tierarzt"]),
      // Rows from before the two levels of urgency: every flag then meant "see a doctor now".
      level: z.enum(["notruf", "heute", "abklaeren"]).default("notruf"),
      title: text,
      message: text,
      matched: text,
      poisonCentres: z.array(z.object({ name: text, phone: text, dial: text })).optional(),
    }),
  ),
  patterns: z.array(
    z.object({
      id: text,
      title: text,
      explanation: text,
      area: z.enum(["koerper", "emotion", "lebensumstaende", "verhalten", "stress", "bindung"]),
      weight: z.number(),
      triggeredBy: z.array(z.object({ field: z.enum(profileFields), label: text, value: text })),
    }),
  ),
  recommendations: z.array(recommendationSchema),
}) satisfies z.ZodType<AnalysisResult>;

const familyResultSchema = z.object({
  version: text,
  sharedPatterns: z.array(z.object({ id: text, title: text, explanation: text, members: z.array(text) })),
  mirrors: z.array(z.object({ title: text, explanation: text, members: z.array(text) })),
  householdRecommendations: z.array(recommendationSchema),
  summary: text,
}) satisfies z.ZodType<FamilyAnalysisResult>;

/** A stored analysis result, or null when the JSON does not have the engine's shape. */
export function readAnalysisResult(detail: unknown): AnalysisResult | null {
  const parsed = analysisResultSchema.safeParse(detail);
  return parsed.success ? parsed.data : null;
}

/** A stored family analysis result, or null when the JSON does not have the engine's shape. */
export function readFamilyResult(detail: unknown): FamilyAnalysisResult | null {
  const parsed = familyResultSchema.safeParse(detail);
  return parsed.success ? parsed.data : null;
}
