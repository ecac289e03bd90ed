import type { ExerciseId, JournalType } from "@/lib/analysis/links";
import type { CrisisAssessment } from "@/lib/safety/crisis";
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

/** Another profile of the same account, for the household (issue 23). */
export interface CoachHouseholdMember extends CoachProfile {
  /**
   * Locked by the plan (a Free account's profiles beyond the first, after a downgrade): the coach
   * knows its name and species, not its analysis.
   */
  locked?: boolean;
}

export interface CoachMessage {
  role: "user" | "assistant";
  content: string;
}

/** One fact of the profile's memory, 'Was der Coach über dich weiß' (issue 16). */
export interface CoachMemoryFact {
  source: "profile" | "analysis" | "chat" | "journal";
  content: string;
  /**
   * The wizard answer or analysis finding a derived fact stands for ('analysis:pattern:…'); null
   * for what the user said, and for a fact the user edited.
   */
  derivedFrom?: string | null;
  /** ISO time it was remembered. */
  createdAt?: string;
}

export interface CoachContext {
  profile: CoachProfile;
  /** The conversation so far, oldest first, already without crisis messages. */
  history: CoachMessage[];
  /**
   * Everything the coach remembers about the profile beyond the conversation, newest first: the
   * memory the user sees and edits. Raw journal entries are not read; what they said that lasts
   * is here.
   */
  memory: CoachMemoryFact[];
  /**
   * The user's last few messages before this one, crisis messages included, oldest first: the
   * crisis net reads them with the new message ("Tabletten gesammelt" … "heute Nacht alle").
   */
  earlierUserMessages?: string[];
  /** The account's other profiles (never another account's), oldest first. */
  household?: CoachHouseholdMember[];
  /**
   * The coach's replies in the user's other conversations of the last 24 hours: the exercises they
   * suggested are not suggested again unless asked for (issue 23).
   */
  recentReplies?: string[];
  message: string;
  /**
   * The crisis net's assessment of `message` with `earlierUserMessages`, when the caller has it
   * already: sendMessage reads the message once, for the reply and for the memory.
   */
  crisis?: CrisisAssessment;
}

export interface CoachSuggestion {
  label: string;
  exerciseId?: ExerciseId;
  journalType?: JournalType;
  /** The support assistant's links: the export, a legal page, the support e-mail. */
  href?: string;
}

export interface CoachReply {
  kind: "text" | "crisis" | "red_flag";
  content: string;
  intents: string[];
  suggestions: CoachSuggestion[];
  redFlags?: RedFlagMatch[];
  /** The crisis net's rules saw a warning sign, but not enough for the crisis card. */
  borderline?: boolean;
}
