import "server-only";

import type { ExtractedFact } from "@/lib/memory/types";
import { prisma } from "@/server/db";
import { MAX_FACTS } from "@/server/memory/limits";

export type Remembered =
  { source: "chat"; chatMessageId: string } | { source: "journal"; journalEntryId: string };

/**
 * Stores what the rules found in a chat message or journal entry, with the id of that message or
 * entry (a locked journal's facts can be left out by it, and deleting the entry deletes them).
 * Nothing while remembering is paused, nothing the memory already holds word for word, and
 * nothing beyond MAX_FACTS. Costs nothing when the rules found nothing.
 */
export async function rememberFacts(
  userId: string,
  profileId: string,
  from: Remembered,
  facts: readonly ExtractedFact[],
): Promise<number> {
  if (facts.length === 0) return 0;
  const [settings, stored] = await Promise.all([
    prisma().coachMemory.findUnique({ where: { profileId }, select: { paused: true } }),
    prisma().coachFact.findMany({
      where: { profileId, userId, dismissed: false },
      select: { content: true },
    }),
  ]);
  if (settings?.paused) return 0;
  const known = new Set(stored.map((fact) => fact.content));
  const fresh = facts
    .filter((fact) => !known.has(fact.content))
    .slice(0, Math.max(0, MAX_FACTS - stored.length));
  if (fresh.length === 0) return 0;
  const { count } = await prisma().coachFact.createMany({
    data: fresh.map((fact) => ({ userId, profileId, ...from, content: fact.content })),
  });
  return count;
}
