import type { ExerciseId, JournalType } from "@/lib/analysis/links";
import type { RedFlagMatch } from "@/lib/safety/red-flags";
import type { EnergyState } from "@/prisma/generated/client/enums";

export type ProfileKind = "human" | "animal";

export interface CoachProfile {
  name: string;
  profileType: ProfileKind;
  animalType?: string | null;
  stressLevel?: number | null;
  overallState?: EnergyState | null;
  patternTitles?: string[];
  recommendations?: { title: string; exerciseId?: string; journalType?: string }[];
}

export interface CoachMessage {
  role: "user" | "assistant";
  content: string;
}

export interface CoachJournalEntry {
  type: JournalType;
  content: string;
  createdAt: string;
}

export interface CoachContext {
  profile: CoachProfile;
  /** The conversation so far, oldest first, already without crisis messages. */
  history: CoachMessage[];
  /** Newest first. */
  recentJournal: CoachJournalEntry[];
  message: string;
}

export interface CoachSuggestion {
  label: string;
  exerciseId?: ExerciseId;
  journalType?: JournalType;
}

export interface CoachReply {
  kind: "text" | "crisis" | "red_flag";
  content: string;
  intents: string[];
  suggestions: CoachSuggestion[];
  redFlags?: RedFlagMatch[];
}
