import "server-only";

import { ActionFailure } from "@/lib/errors";
import type { EditFactInput } from "@/lib/validations/coach-memory";
import { coachMemoryMessages } from "@/messages/coach-memory";
import { profileMessages } from "@/messages/profiles";
import type { CoachFactSource, ProfileType } from "@/prisma/generated/client/enums";
import { prisma } from "@/server/db";
import { journalOpen } from "@/server/journal-lock/access";
import { MAX_FACTS } from "@/server/memory/limits";
import { syncDerivedFacts } from "@/server/memory/sync-derived";

// 'Was der Coach über dich weiß': reading, editing and deleting a profile's facts, and pausing the
// memory. Only the user's own profile and facts are reached; anything else is 'not found'.

export interface MemoryFactView {
  id: string;
  source: CoachFactSource;
  content: string;
  /** ISO time it was remembered. */
  createdAt: string;
  edited: boolean;
}

export interface MemoryView {
  profile: { id: string; name: string; profileType: ProfileType };
  paused: boolean;
  /** The memory holds MAX_FACTS facts: nothing new is added. */
  full: boolean;
  max: number;
  /** Newest first. */
  facts: MemoryFactView[];
  /** The journal is locked for this session: what it gave stays hidden until it is unlocked. */
  journalHidden: boolean;
}

const factNotFound = () =>
  new ActionFailure(
    "not_found",
    coachMemoryMessages.errors.notFoundTitle,
    coachMemoryMessages.errors.notFound,
  );

async function ownProfile(userId: string, profileId: string) {
  const profile = await prisma().profile.findFirst({
    where: { id: profileId, userId },
    select: { id: true, name: true, profileType: true },
  });
  if (!profile)
    throw new ActionFailure("not_found", profileMessages.errors.staleTitle, profileMessages.errors.notFound);
  return profile;
}

const factSelect = { id: true, source: true, content: true, createdAt: true, editedAt: true } as const;

/** The facts the coach uses, as the coach sees them: shown facts only, newest first. */
export async function loadMemory(
  userId: string,
  profileId: string,
  sessionKey: string | null,
): Promise<MemoryView> {
  const profile = await ownProfile(userId, profileId);
  await syncDerivedFacts(userId, profileId);
  // 'Tagebuch sperren': the facts a locked journal gave tell what it holds.
  const journalHidden = !(await journalOpen(profileId, sessionKey));
  const [facts, settings] = await Promise.all([
    prisma().coachFact.findMany({
      where: { profileId, userId, dismissed: false, ...(journalHidden ? { journalEntryId: null } : {}) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: factSelect,
    }),
    prisma().coachMemory.findUnique({ where: { profileId }, select: { paused: true } }),
  ]);
  return {
    profile,
    paused: settings?.paused ?? false,
    full: facts.length >= MAX_FACTS,
    max: MAX_FACTS,
    facts: facts.map(({ editedAt, createdAt, ...fact }) => ({
      ...fact,
      createdAt: createdAt.toISOString(),
      edited: editedAt !== null,
    })),
    journalHidden,
  };
}

/** 'Ändern': the user's own words replace the fact's; a later profile save leaves them alone. */
export async function editFact(userId: string, { factId, content }: EditFactInput): Promise<MemoryFactView> {
  const [updated] = await prisma().coachFact.updateManyAndReturn({
    where: { id: factId, userId, dismissed: false },
    data: { content, editedAt: new Date() },
    select: factSelect,
  });
  if (!updated) throw factNotFound();
  const { editedAt, createdAt, ...fact } = updated;
  return { ...fact, createdAt: createdAt.toISOString(), edited: editedAt !== null };
}

/**
 * 'Löschen': the fact is gone for the coach at once. A fact the user said is deleted; a fact of the
 * profile or analysis keeps an empty row while its answer stays as it is, so the next look at the
 * profile does not bring it back.
 */
export async function deleteFact(userId: string, factId: string): Promise<void> {
  const fact = await prisma().coachFact.findFirst({
    where: { id: factId, userId, dismissed: false },
    select: { source: true, derivedFrom: true },
  });
  if (!fact) throw factNotFound();
  const derived = (fact.source === "profile" || fact.source === "analysis") && fact.derivedFrom !== null;
  const { count } = derived
    ? await prisma().coachFact.updateMany({
        where: { id: factId, userId, dismissed: false },
        data: { dismissed: true, content: "" },
      })
    : await prisma().coachFact.deleteMany({ where: { id: factId, userId } });
  if (count === 0) throw factNotFound();
}

/**
 * 'Erinnern pausieren': while paused nothing new is stored (what is there stays in use). Pausing
 * first takes in the profile as it is now; resuming looks at it again.
 */
export async function setMemoryPaused(
  userId: string,
  profileId: string,
  paused: boolean,
): Promise<{ paused: boolean }> {
  await ownProfile(userId, profileId);
  if (paused) await syncDerivedFacts(userId, profileId);
  const saved = await prisma().coachMemory.upsert({
    where: { profileId },
    create: { profileId, userId, paused },
    update: paused ? { paused } : { paused, syncedAt: null },
    select: { paused: true },
  });
  return saved;
}
