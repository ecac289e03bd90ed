import "server-only";

import { readAnalysisResult } from "@/server/analysis/stored-result";
import { analysisFacts, type DerivedFact, profileFacts } from "@/lib/memory/derive-facts";
import { planDerivedSync } from "@/lib/memory/plan-sync";
import { analysisProfileSelect, toAnalysisProfile } from "@/server/analysis/run";
import { prisma } from "@/server/db";
import { MAX_FACTS } from "@/server/memory/limits";

// The profile's wizard answers and its latest analysis, turned into facts whenever either is newer
// than the memory's last look at them (coach_memories.synced_at). Lazy, so every way a profile or
// analysis is written (the wizard, the seed, a test) is covered without a hook in each.

export interface SyncState {
  syncedAt: Date | null;
  profileUpdatedAt: Date;
  analysisCreatedAt: Date | null;
}

/** Whether the profile or its latest analysis changed since the memory last looked. */
export function isStale({ syncedAt, profileUpdatedAt, analysisCreatedAt }: SyncState): boolean {
  if (!syncedAt) return true;
  return profileUpdatedAt > syncedAt || (analysisCreatedAt !== null && analysisCreatedAt > syncedAt);
}

async function derivedFactsOf(userId: string, profileId: string) {
  const [profile, analysis] = await Promise.all([
    prisma().profile.findFirst({
      where: { id: profileId, userId },
      select: { ...analysisProfileSelect, updatedAt: true },
    }),
    prisma().analysis.findFirst({
      where: { profileId, profile: { userId } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { overallState: true, detail: true, createdAt: true },
    }),
  ]);
  if (!profile) return null;
  const { updatedAt, ...columns } = profile;
  const facts: DerivedFact[] = profileFacts({ ...toAnalysisProfile(columns), name: profile.name });
  if (analysis) {
    // An older or unreadable result still has its state (a column of its own), as the coach reads it.
    const patterns = readAnalysisResult(analysis.detail)?.patterns ?? [];
    facts.push(
      ...analysisFacts(profile, {
        overallState: analysis.overallState,
        patternTitles: patterns.map((pattern) => pattern.title),
      }),
    );
  }
  // What the memory has now seen: the later of the two, each by the clock that wrote it.
  const seen = analysis && analysis.createdAt > updatedAt ? analysis.createdAt : updatedAt;
  return { facts, seen };
}

/**
 * Adds the facts of new or changed answers and findings (unless remembering is paused), removes
 * those whose answer is gone, and leaves deleted and edited ones as the user left them. Returns
 * whether anything changed.
 */
export async function syncDerivedFacts(userId: string, profileId: string): Promise<boolean> {
  const [derived, settings, stored] = await Promise.all([
    derivedFactsOf(userId, profileId),
    prisma().coachMemory.findUnique({ where: { profileId }, select: { paused: true, userId: true } }),
    prisma().coachFact.findMany({
      where: { profileId, userId },
      select: { id: true, source: true, content: true, derivedFrom: true, dismissed: true, editedAt: true },
    }),
  ]);
  if (!derived || (settings && settings.userId !== userId)) return false;
  const plan = planDerivedSync(
    stored.map((fact) => ({ ...fact, edited: fact.editedAt !== null })),
    derived.facts,
    settings?.paused ?? false,
  );
  const room = MAX_FACTS - stored.filter((fact) => !fact.dismissed && !plan.remove.includes(fact.id)).length;
  const create = plan.create.slice(0, Math.max(0, room));
  await prisma().$transaction([
    prisma().coachFact.deleteMany({ where: { id: { in: plan.remove }, userId } }),
    prisma().coachFact.createMany({
      data: create.map((fact) => ({ userId, profileId, ...fact })),
    }),
    prisma().coachMemory.upsert({
      where: { profileId },
      create: { profileId, userId, syncedAt: derived.seen },
      update: { syncedAt: derived.seen },
    }),
  ]);
  return plan.remove.length + create.length > 0;
}
