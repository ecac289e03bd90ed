import "server-only";

import type { PlanId } from "@/config/plans";
import type {
  CoachContext,
  CoachHouseholdMember,
  CoachMemoryFact,
  CoachMessage,
  CoachProfile,
} from "@/lib/coach";
import { subjectOf } from "@/lib/memory/derive-facts";
import { rememberedProfile } from "@/lib/memory/remembered-profile";
import type { MemorySubject } from "@/lib/memory/types";
import { CRISIS_CONTEXT_MESSAGES } from "@/lib/safety/crisis";
import type {
  AnimalType,
  CoachFactSource,
  EnergyState,
  Gender,
  ProfileType,
} from "@/prisma/generated/client/enums";
import { readAnalysisResult } from "@/server/analysis/stored-result";
import { PRO_STATUSES } from "@/server/billing/plan";
import {
  HISTORY_LIMIT,
  HOUSEHOLD_LIMIT,
  RECENT_EXERCISE_HOURS,
  RECENT_REPLIES_LIMIT,
} from "@/server/chat/limits";
import { chatNotFound, type OwnedChat } from "@/server/chat/owned-chat";
import { prisma } from "@/server/db";
import { MAX_FACTS } from "@/server/memory/limits";
import { isStale, syncDerivedFacts } from "@/server/memory/sync-derived";

export type CoachGrounding = Omit<CoachContext, "message">;

interface GroundingRow {
  id: string;
  profile_id: string;
  title: string;
  name: string;
  profile_type: ProfileType;
  animal_type: AnimalType | null;
  custom_animal_type: string | null;
  gender: Gender;
  stress_level: number | null;
  overall_state: EnergyState | null;
  detail: unknown;
  profile_updated_at: Date;
  analysis_created_at: Date | null;
  /** When the memory last took in the profile and analysis (null: never, or since resuming). */
  synced_at: Date | null;
  /** The plan, as getPlan reads it. */
  pro: boolean;
  /** The chat's profile is the user's, and the user's oldest profile (what requireUsableProfile reads). */
  profile_owned: boolean;
  first_profile_id: string | null;
  /** Oldest first. */
  history: CoachMessage[];
  /** The profile's memory, newest first. */
  memory: MemoryRow[];
  /** The user's last messages in this chat, crisis messages included, oldest first. */
  recent_user: string[];
  /** The account's other profiles with their latest analysis, oldest first. */
  household: HouseholdRow[];
  /** The coach's replies in the user's other chats of the last 24 hours, newest first. */
  recent_replies: { content: string }[];
}

interface MemoryRow {
  source: CoachFactSource;
  content: string;
  derived_from: string | null;
  edited: boolean;
  created_at: string;
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
  /**
   * The analysis findings this profile's memory still holds as derived (null: its memory was never
   * looked at, so the analysis counts as it is).
   */
  derived_from: string[] | null;
}

/**
 * Everything in one round trip, all reached through the chat row, so only the user's own chat
 * counts: its profile, the profile's latest analysis, the last messages the coach may remember
 * (crisis messages and upgrade prompts are not remembered) and the profile's memory, with the
 * plan and what the plan check on the profile needs. Facts from a journal with a PIN ('Tagebuch
 * sperren') are left out even while it is unlocked: the coach's replies stay in the chat, which
 * the PIN does not guard.
 */
async function groundingRow(userId: string, chatId: string, now: Date): Promise<GroundingRow | undefined> {
  const since = new Date(now.getTime() - RECENT_EXERCISE_HOURS * 60 * 60 * 1000);
  const rows = await prisma().$queryRaw<GroundingRow[]>`
    SELECT c.id, c.profile_id, c.title, p.name, p.profile_type, p.animal_type, p.custom_animal_type,
           p.gender, p.stress_level, a.overall_state, a.detail, p.updated_at AS profile_updated_at,
           a.created_at AS analysis_created_at, cm.synced_at,
           EXISTS (SELECT 1 FROM subscriptions s
                    WHERE s.user_id = c.user_id AND s.status = ANY(${[...PRO_STATUSES]}::text[])) AS pro,
           p.user_id = c.user_id AS profile_owned,
           (SELECT f.id FROM profiles f WHERE f.user_id = c.user_id
             ORDER BY f.created_at, f.id LIMIT 1) AS first_profile_id,
           COALESCE((
             SELECT json_agg(json_build_object('role', m.role, 'content', m.content)
                             ORDER BY m.created_at, m.id)
               FROM (SELECT role, content, created_at, id FROM chat_messages
                      WHERE chat_id = c.id AND NOT excluded_from_memory AND kind IN ('text', 'red_flag')
                      ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_LIMIT}::int) m
           ), '[]'::json) AS history,
           COALESCE((
             SELECT json_agg(json_build_object('source', f.source, 'content', f.content,
                                               'derived_from', f.derived_from,
                                               'edited', f.edited_at IS NOT NULL,
                                               'created_at', f.created_at)
                             ORDER BY f.created_at DESC, f.id DESC)
               FROM (SELECT source, content, derived_from, edited_at, created_at, id FROM coach_facts
                      WHERE profile_id = c.profile_id AND user_id = c.user_id AND NOT dismissed
                        AND (journal_entry_id IS NULL OR NOT EXISTS (
                              SELECT 1 FROM journal_locks l WHERE l.profile_id = c.profile_id))
                      ORDER BY created_at DESC, id DESC LIMIT ${MAX_FACTS}::int) f
           ), '[]'::json) AS memory,
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
                                               'detail', oa.detail, 'derived_from', om.derived_from)
                             ORDER BY o.created_at, o.id)
               FROM (SELECT h.id, h.name, h.profile_type, h.animal_type, h.custom_animal_type,
                            h.created_at, row_number() OVER (ORDER BY h.created_at, h.id) = 1 AS first
                       FROM profiles h WHERE h.user_id = c.user_id
                      ORDER BY h.created_at, h.id LIMIT ${HOUSEHOLD_LIMIT}::int) o
               LEFT JOIN LATERAL (
                 SELECT overall_state, detail FROM analyses
                  WHERE profile_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1
               ) oa ON true
               LEFT JOIN LATERAL (
                 SELECT COALESCE((SELECT json_agg(f.derived_from) FROM coach_facts f
                                   WHERE f.profile_id = o.id AND f.source = 'analysis'
                                     AND NOT f.dismissed AND f.edited_at IS NULL), '[]'::json) AS derived_from
                  WHERE EXISTS (SELECT 1 FROM coach_memories WHERE profile_id = o.id)
               ) om ON true
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
        SELECT overall_state, detail, created_at FROM analyses
         WHERE profile_id = c.profile_id ORDER BY created_at DESC, id DESC LIMIT 1
      ) a ON true
      LEFT JOIN coach_memories cm ON cm.profile_id = c.profile_id
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
    if (!locked) return householdProfile(row);
    const { name, profileType, animalType } = coachProfile({ ...row, overall_state: null, detail: null });
    return { name, profileType, animalType, locked };
  });
}

/**
 * Another profile as its own memory allows: once that memory exists, an analysis finding the user
 * deleted from it is not used in this chat either.
 */
function householdProfile(row: HouseholdRow): CoachProfile {
  const profile = coachProfile(row);
  if (row.derived_from === null) return profile;
  const memory = row.derived_from.map((derivedFrom) => ({
    source: "analysis" as const,
    content: "",
    derivedFrom,
  }));
  return { ...rememberedProfile(profile, memory), stressLevel: null };
}

const toMemory = (rows: readonly MemoryRow[]): CoachMemoryFact[] =>
  rows.map((row) => ({
    source: row.source,
    content: row.content,
    derivedFrom: row.edited ? null : row.derived_from,
    createdAt: new Date(row.created_at).toISOString(),
  }));

/** The memory after taking in a profile or analysis newer than its last look. */
async function currentMemory(userId: string, row: GroundingRow): Promise<CoachMemoryFact[]> {
  const state = {
    syncedAt: row.synced_at,
    profileUpdatedAt: row.profile_updated_at,
    analysisCreatedAt: row.analysis_created_at,
  };
  if (!isStale(state) || !(await syncDerivedFacts(userId, row.profile_id))) return toMemory(row.memory);
  const facts = await prisma().coachFact.findMany({
    where: { profileId: row.profile_id, userId, dismissed: false },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_FACTS,
    select: { source: true, content: true, derivedFrom: true, editedAt: true, createdAt: true },
  });
  return facts.map((fact) => ({
    source: fact.source,
    content: fact.content,
    derivedFrom: fact.editedAt ? null : fact.derivedFrom,
    createdAt: fact.createdAt.toISOString(),
  }));
}

export interface ChatGrounding {
  chat: OwnedChat;
  grounding: CoachGrounding;
  plan: PlanId;
  /** Whom the chat's profile is, for the memory's rules. */
  subject: MemorySubject;
  /** What the plan check on the chat's profile reads (assertUsableProfile). */
  profileAccess: { owned: boolean; firstProfileId: string | null };
}

/**
 * What the coach knows when it answers in one of the user's chats: the chat's profile and its
 * latest analysis as far as its memory holds them, the conversation, the memory ('Was der Coach
 * über dich weiß', exactly that list), the account's other profiles (only its own; what the plan
 * allows) and its replies of the last 24 hours elsewhere. Another user's chat is not found.
 */
export async function loadGrounding(
  userId: string,
  chatId: string,
  now: Date = new Date(),
): Promise<ChatGrounding> {
  const row = await groundingRow(userId, chatId, now);
  if (!row) throw chatNotFound();
  const plan: PlanId = row.pro ? "pro" : "free";
  const memory = await currentMemory(userId, row);
  return {
    chat: { id: row.id, profileId: row.profile_id, title: row.title },
    plan,
    profileAccess: { owned: row.profile_owned, firstProfileId: row.first_profile_id },
    subject: subjectOf({
      profileType: row.profile_type,
      name: row.name,
      gender: row.gender,
      animalType: row.animal_type,
    }),
    grounding: {
      profile: rememberedProfile(coachProfile(row), memory),
      history: row.history,
      memory,
      earlierUserMessages: row.recent_user,
      household: household(row.household, plan),
      recentReplies: row.recent_replies.map((reply) => reply.content),
    },
  };
}
