import { z } from "@/lib/validations/zod";

import { formatCount } from "@/lib/format-count";
import { formatMessage } from "@/lib/format-message";
import { safetyPlanMessages } from "@/messages/safety-plan";

/** Long enough for a list of names and numbers, short enough to print on a page or two. */
export const SAFETY_PLAN_FIELD_LIMIT = 2_000;

export const SAFETY_PLAN_STEPS = [
  "warningSigns",
  "ownStrategies",
  "distractions",
  "peopleToAsk",
  "professionals",
  "safeSurroundings",
  "reasonsToLive",
] as const;

export type SafetyPlanStep = (typeof SAFETY_PLAN_STEPS)[number];

const step = z.string({ error: safetyPlanMessages.invalid }).max(SAFETY_PLAN_FIELD_LIMIT, {
  error: formatMessage(safetyPlanMessages.tooLong, { max: formatCount(SAFETY_PLAN_FIELD_LIMIT) }),
});

/** All seven steps, each free text; an empty step is allowed. */
export const safetyPlanSchema = z.strictObject(
  Object.fromEntries(SAFETY_PLAN_STEPS.map((name) => [name, step])) as Record<SafetyPlanStep, typeof step>,
  { error: safetyPlanMessages.invalid },
);

export type SafetyPlanInput = z.output<typeof safetyPlanSchema>;
