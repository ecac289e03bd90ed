import "server-only";

import { z } from "@/lib/validations/zod";

import type { ProfileType } from "@/prisma/generated/client/enums";

/** The event every saved profile produces (spec §3 "Webhook event payload", §7). */
export const PROFILE_EVENT_TYPE = "profile_created";

export const profileWebhookPayloadSchema = z.strictObject({
  profile_id: z.uuid(),
  user_id: z.uuid(),
  profile_type: z.enum(["human", "animal"]),
  name: z.string(),
  completion_percentage: z.number().int().min(0).max(100),
  computed_age: z.number().int().nullable(),
  computed_bmi: z.number().nullable(),
  event_type: z.literal(PROFILE_EVENT_TYPE),
  timestamp: z.iso.datetime(),
});

export type ProfileWebhookPayload = z.infer<typeof profileWebhookPayloadSchema>;

export interface SavedProfileFacts {
  id: string;
  userId: string;
  profileType: ProfileType;
  name: string;
  completionPercentage: number;
  computedAge: number | null;
  computedBmi: number | null;
}

export function profileCreatedPayload(profile: SavedProfileFacts, at: Date): ProfileWebhookPayload {
  return {
    profile_id: profile.id,
    user_id: profile.userId,
    profile_type: profile.profileType,
    name: profile.name,
    completion_percentage: profile.completionPercentage,
    computed_age: profile.computedAge,
    computed_bmi: profile.computedBmi,
    event_type: PROFILE_EVENT_TYPE,
    timestamp: at.toISOString(),
  };
}

/**
 * The exact bytes that are signed and sent. The payload is stored as jsonb,
 * which reorders keys, so the body is rebuilt in the order of the spec.
 */
export function serializePayload(payload: ProfileWebhookPayload): string {
  const ordered: ProfileWebhookPayload = {
    profile_id: payload.profile_id,
    user_id: payload.user_id,
    profile_type: payload.profile_type,
    name: payload.name,
    completion_percentage: payload.completion_percentage,
    computed_age: payload.computed_age,
    computed_bmi: payload.computed_bmi,
    event_type: payload.event_type,
    timestamp: payload.timestamp,
  };
  return JSON.stringify(ordered);
}
