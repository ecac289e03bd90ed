export { greeting } from "@/lib/coach/greeting";
export { detectIntents, INTENT_IDS, type DetectedIntent, type IntentId } from "@/lib/coach/intents";
export { composeReply, crisisReply } from "@/lib/coach/reply";
export type {
  CoachContext,
  CoachHouseholdMember,
  CoachMemoryFact,
  CoachMessage,
  CoachProfile,
  CoachReply,
  CoachSuggestion,
  ProfileKind,
} from "@/lib/coach/types";
