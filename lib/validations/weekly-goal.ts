import { z } from "@/lib/validations/zod";

import { WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from "@/lib/dashboard/month-rhythm";
import { monthRhythmMessages } from "@/messages/month-rhythm";

const invalid = { error: monthRhythmMessages.goal.invalid };

/** 'Dein Monat': the weekly goal of the profile the page shows, 1–7 days, or null for 'Kein Ziel'. */
export const weeklyGoalSchema = z.strictObject({
  profileId: z.uuid(),
  days: z.int(invalid).min(WEEKLY_GOAL_MIN, invalid).max(WEEKLY_GOAL_MAX, invalid).nullable(),
});

export type WeeklyGoalInput = z.infer<typeof weeklyGoalSchema>;
