import "server-only";

import { profileRedFlags } from "@/lib/analysis";
import { ENERGY_STATE_LABELS } from "@/lib/profile/options";
import { complaintsOf, profileBasics } from "@/lib/summary/profile-facts";
import type { SummaryContent } from "@/lib/summary/summary-content";
import { journalTypes } from "@/content/journal";
import { analysisProfileSelect, toAnalysisProfile } from "@/server/analysis/run";
import { readAnalysisResult } from "@/server/analysis/stored-result";
import { prisma } from "@/server/db";
import { loadTrends } from "@/server/exercises/trends";
import { journalOpen } from "@/server/journal-lock/access";
import { requireUsableProfile } from "@/server/profiles/shown-profile";

const journalTitles = new Map<string, string>(journalTypes.map((type) => [type.id, type.title]));

async function latestAnalysis(profileId: string) {
  const row = await prisma().analysis.findFirst({
    where: { profileId },
    orderBy: { createdAt: "desc" },
    select: { overallState: true, createdAt: true, detail: true },
  });
  return row ? { ...row, result: readAnalysisResult(row.detail) } : null;
}

/**
 * What the PDF summary of one of the user's profiles shows; another user's profile is answered
 * like a missing one. Journal entries are only those of `entryIds` that belong to this profile,
 * and none while its journal is locked to this session (`sessionKey`): the PDF then says so.
 */
export async function loadSummary(
  userId: string,
  profileId: string,
  requested: readonly string[],
  now = new Date(),
  sessionKey: string | null = null,
): Promise<SummaryContent> {
  await requireUsableProfile(userId, profileId);
  const journalLeftOut = requested.length > 0 && !(await journalOpen(profileId, sessionKey, now));
  const entryIds = journalLeftOut ? [] : requested;
  const [row, latest, trends, entries] = await Promise.all([
    prisma().profile.findFirstOrThrow({ where: { id: profileId, userId }, select: analysisProfileSelect }),
    latestAnalysis(profileId),
    loadTrends(userId, profileId, now),
    entryIds.length === 0
      ? []
      : prisma().journalEntry.findMany({
          where: { userId, profileId, id: { in: [...entryIds] } },
          orderBy: { createdAt: "asc" },
          select: { createdAt: true, type: true, content: true },
        }),
  ]);
  const profile = toAnalysisProfile(row);
  // The profile as it is now comes first; a flag of the stored analysis the answers no longer show stays.
  const current = profileRedFlags(profile);
  const stored = (latest?.result?.redFlags ?? []).filter((flag) => !current.some((c) => c.id === flag.id));
  return {
    name: row.name,
    subject: row.profileType,
    createdAt: now,
    basics: profileBasics(profile),
    complaints: complaintsOf(profile),
    redFlags: [...current, ...stored].map(({ title, message, matched }) => ({ title, message, matched })),
    analysis: latest && {
      createdAt: latest.createdAt,
      state: ENERGY_STATE_LABELS[latest.overallState],
      summary: latest.result?.summary ?? null,
      patterns: (latest.result?.patterns ?? []).map((pattern) => ({
        title: pattern.title,
        explanation: pattern.explanation,
        triggers: pattern.triggeredBy.map((trigger) => ({ label: trigger.label, value: trigger.value })),
      })),
    },
    days: trends.days,
    effects: trends.effects,
    journal: entries.map((entry) => ({
      createdAt: entry.createdAt,
      type: journalTitles.get(entry.type) ?? entry.type,
      content: entry.content,
    })),
    journalLeftOut,
  };
}
