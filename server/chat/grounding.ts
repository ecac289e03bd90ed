import "server-only";

import type { PlanId } from "@/config/plans";
import type {
  CoachContext,
  CoachHouseholdMember,
  CoachJournalEntry,
  CoachMessage,
  CoachProfile,
} from "@/lib/coach";
import { assessCrisis, CRISIS_CONTEXT_MESSAGES } from "@/lib/safety/crisis";
import type { AnimalType, EnergyState, JournalType, ProfileType } from "@/prisma/generated/client/enums";
import { readAnalysisResult } from "@/server/analysis/stored-result";
import { getPlan } from "@/server/billing/plan";
import {
  HISTORY_LIMIT,
  HOUSEHOLD_LIMIT,
  JOURNAL_GROUNDING_LIMIT,
  RECENT_EXERCISE_HOURS,
  RECENT_REPLIES_LIMIT,
} from "@/server/chat/limits";
import { chatNotFound, type OwnedChat } from "@/server/chat/owned-chat";
import { prisma } from "@/server/db";

export type CoachGrounding = Omit<CoachContext, "message">;

/** A long journal entry grounds a reply with its beginning (cut after decryption). */
const JOURNAL_EXCERPT = 2_000;

interface GroundingRow {
  id: string;
  profile_id: string;
  title: string;
  name: string;
  profile_type: ProfileType;
  animal_type: AnimalType | null;
  custom_animal_type: string | null;
  stress_level: number | null;
  overall_state: EnergyState | null;
  detail: unknown;
  /** Oldest first. */
  history: CoachMessage[];
  /** Newest first. */
  journal: { type: JournalType; content: string; createdAt: string }[];
  /** The user's last messages in this chat, crisis messages included, oldest first. */
  recent_user: string[];
  /** The account's other profiles with their latest analysis, oldest first. */
  household: HouseholdRow[];
  /** The coach's replies in the user's other chats of the last 24 hours, newest first. */
  recent_replies: { content: string }[];
}

interface HouseholdRow {
  name: string;
  profile_type: ProfileType;
  animal_type: AnimalType | null;
  custom_animal_type: string | null;
  /** The account's oldest profile: the one a Free plan keeps usable. */
  first: boolean;
  overall_state: EnergyState | null;
  detail: unknown;
}

/**
 * Everything in one round trip, all reached through the chat row, so only the user's own chat
 * counts: its profile, the profile's latest analysis, the last messages the coach may remember
 * (crisis messages and upgrade prompts are not remembered) and the profile's latest journal
 * entries. A journal with a PIN ('Tagebuch sperren') is left out even while it is unlocked: the
 * coach's replies stay in the chat, which the PIN does not guard.
 */
async function groundingRow(userId: string, chatId: string, now: Date): Promise<GroundingRow | undefined> {
  const since = new Date(now.getTime() - RECENT_EXERCISE_HOURS * 60 * 60 * 1000);
  const rows = await prisma().$queryRaw<GroundingRow[]>`
    SELECT c.id, c.profile_id, c.title, p.name, p.profile_type, p.animal_type, p.custom_animal_type,
           p.stress_level, a.overall_state, a.detail,
           COALESCE((
             SELECT json_agg(json_build_object('role', m.role, 'content', m.content)
                             ORDER BY m.created_at, m.id)
               FROM (SELECT role, content, created_at, id FROM chat_messages
                      WHERE chat_id = c.id AND NOT excluded_from_memory AND kind IN ('text', 'red_flag')
                      ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_LIMIT}::int) m
           ), '[]'::json) AS history,
           COALESCE((
             SELECT json_agg(json_build_object('type', j.type, 'content', j.content,
                                               'createdAt', j.created_at)
                             ORDER BY j.created_at DESC, j.id DESC)
               FROM (SELECT type, content, created_at, id FROM journal_entries
                      WHERE profile_id = c.profile_id AND user_id = c.user_id
                        AND NOT EXISTS (SELECT 1 FROM journal_locks l WHERE l.profile_id = c.profile_id)
                      ORDER BY created_at DESC, id DESC LIMIT ${JOURNAL_GROUNDING_LIMIT}::int) j
                      ), '[]'::json) AS journal,
           COALESCE((
             SELECT json_agg(u.content ORDER BY u.created_at, u.id)
               FROM (SELECT content, created_at, id FROM chat_messages
                      WHERE chat_id = c.id AND role = 'user'
                      ORDER BY created_at DESC, id DESC LIMIT ${CRISIS_CONTEXT_MESSAGES}::int) u
           ), '[]'::json) AS recent_user,
           COALESCE((
             SELECT json_agg(json_build_object('name', o.name, 'profile_type', o.profile_type,
                                               'animal_type', o.animal_type,
                                               'custom_animal_type', o.custom_animal_type,
                                               'first', o.first, 'overall_state', oa.overall_state,
                                               'detail', oa.detail)
                             ORDER BY o.created_at, o.id)
               FROM (SELECT h.id, h.name, h.profile_type, h.animal_type, h.custom_animal_type,
                            h.created_at, row_number() OVER (ORDER BY h.created_at, h.id) = 1 AS first
                       FROM profiles h WHERE h.user_id = c.user_id
                      ORDER BY h.created_at, h.id LIMIT ${HOUSEHOLD_LIMIT}::int) o
               LEFT JOIN LATERAL (
                 SELECT overall_state, detail FROM analyses
                  WHERE profile_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1
               ) oa ON true
              WHERE o.id <> c.profile_id
           ), '[]'::json) AS household,
           COALESCE((
             SELECT json_agg(json_build_object('content', r.content) ORDER BY r.created_at DESC, r.id DESC)
               FROM (SELECT m.content, m.created_at, m.id FROM chat_messages m
                       JOIN chats oc ON oc.id = m.chat_id
                      WHERE oc.user_id = c.user_id AND oc.id <> c.id AND m.role = 'assistant'
                        AND m.kind = 'text' AND m.created_at > ${since}::timestamptz
                      ORDER BY m.created_at DESC, m.id DESC LIMIT ${RECENT_REPLIES_LIMIT}::int) r
           ), '[]'::json) AS recent_replies
      FROM chats c
      JOIN profiles p ON p.id = c.profile_id
      LEFT JOIN LATERAL (
        SELECT overall_state, detail FROM analyses
         WHERE profile_id = c.profile_id ORDER BY created_at DESC, id DESC LIMIT 1
      ) a ON true
     WHERE c.id = ${chatId}::uuid AND c.user_id = ${userId}::uuid`;
  return rows[0];
}

type ProfileColumns = Pick<
  GroundingRow,
  "name" | "profile_type" | "animal_type" | "custom_animal_type" | "overall_state" | "detail"
>;

function coachProfile(row: ProfileColumns & { stress_level?: number | null }): CoachProfile {
  const result = row.detail === null ? null : readAnalysisResult(row.detail);
  return {
    name: row.name,
    profileType: row.profile_type,
    animalType: row.animal_type === "andere" ? row.custom_animal_type : row.animal_type,
    stressLevel: row.stress_level ?? null,
    overallState: row.overall_state,
    patternTitles: result?.patterns.map((pattern) => pattern.title) ?? [],
    recommendations:
      result?.recommendations.map(({ title, exerciseId, journalType }) => ({
        title,
        exerciseId,
        journalType,
      })) ?? [],
  };
}

/**
 * The account's other profiles. A profile the plan locks (Free: all but the oldest) is known by
 * name and species only: its analysis is a Pro feature and is not handed to the coach.
 */
function household(rows: readonly HouseholdRow[], plan: PlanId): CoachHouseholdMember[] {
  return rows.map((row) => {
    const locked = plan !== "pro" && !row.first;
    if (!locked) return coachProfile(row);
    const { name, profileType, animalType } = coachProfile({ ...row, overall_state: null, detail: null });
    return { name, profileType, animalType, locked };
  });
}

/** Entries in crisis language stay out of coaching memory, like crisis messages in the chat. */
function recentJournal(row: GroundingRow): CoachJournalEntry[] {
  return row.journal
    .filter((entry) => !assessCrisis(entry.content).crisis)
    .map((entry) => ({
      ...entry,
      content: entry.content.slice(0, JOURNAL_EXCERPT),
      createdAt: new Date(entry.createdAt).toISOString(),
    }));
}

export interface ChatGrounding {
  chat: OwnedChat;
  grounding: CoachGrounding;
  plan: PlanId;
}

/**
 * What the coach knows when it answers in one of the user's chats: the chat's profile and its
 * latest analysis, the conversation and the journal, the account's other profiles (only its own;
 * what the plan allows) and its replies of the last 24 hours elsewhere. Another user's chat is not
 * found.
 */
export async function loadGrounding(
  userId: string,
  chatId: string,
  now: Date = new Date(),
): Promise<ChatGrounding> {
  const [row, plan] = await Promise.all([groundingRow(userId, chatId, now), getPlan(userId)]);
  if (!row) throw chatNotFound();
  return {
    chat: { id: row.id, profileId: row.profile_id, title: row.title },
    plan,
    grounding: {
      profile: coachProfile(row),
      history: row.history,
      recentJournal: recentJournal(row),
      earlierUserMessages: row.recent_user,
      household: household(row.household, plan),
      recentReplies: row.recent_replies.map((reply) => reply.content),
    },
  };
}
