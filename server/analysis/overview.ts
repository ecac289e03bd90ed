import "server-only";

import { sourceLine } from "@/lib/analysis";
import { TREND_LIMIT } from "@/lib/dashboard/state-trend";
import type { EnergyState } from "@/prisma/generated/client/enums";
import { readAnalysisResult } from "@/server/analysis/stored-result";
import { prisma } from "@/server/db";
import { entrySelect, type JournalEntryView, toEntryView } from "@/server/journal/entry-view";
import { journalOpen } from "@/server/journal-lock/access";
import { requireUsableProfile } from "@/server/profiles/shown-profile";

export interface AnalysisView {
  id: string;
  overallState: EnergyState;
  createdAt: string;
  /** Null when a stored row cannot be read as a result; the screen then shows the state only. */
  summary: string | null;
  redFlags: { id: string; title: string; message: string; matched: string }[];
  patterns: {
    id: string;
    title: string;
    explanation: string;
    /** Each input the pattern rests on, in the wizard's words: "Wie gestresst fühlst du dich? 8 von 10". */
    triggers: string[];
  }[];
  recommendations: {
    id: string;
    title: string;
    text: string;
    kind: "exercise" | "journal" | "impulse";
    exerciseId?: string;
    journalType?: string;
    impulseTopic?: string;
  }[];
  rephrased: boolean;
  /** Journal entries linked with this analysis ('Mit Analyse verknüpfen'), newest first. */
  journalEntries: JournalEntryView[];
}

export interface HistoryEntry {
  id: string;
  overallState: EnergyState;
  createdAt: string;
}

export interface AnalysisOverview {
  latest: AnalysisView | null;
  /** The most recent analyses, newest first, for the trend chart. */
  history: HistoryEntry[];
}

type LatestRow = {
  id: string;
  overallState: EnergyState;
  createdAt: Date;
  detail: unknown;
  rephrasedBy: string | null;
};

/** Only what the screen shows: the trigger's field name and the weights stay on the server. */
/** How many linked journal entries the analysis shows. */
const LINKED_ENTRIES_SHOWN = 10;

function toView(row: LatestRow, journalEntries: JournalEntryView[]): AnalysisView {
  const result = readAnalysisResult(row.detail);
  return {
    id: row.id,
    overallState: row.overallState,
    createdAt: row.createdAt.toISOString(),
    summary: result?.summary ?? null,
    redFlags: (result?.redFlags ?? []).map(({ id, title, message, matched }) => ({
      id,
      title,
      message,
      matched,
    })),
    patterns: (result?.patterns ?? []).map((pattern) => ({
      id: pattern.id,
      title: pattern.title,
      explanation: pattern.explanation,
      triggers: pattern.triggeredBy.map(sourceLine),
    })),
    recommendations: result?.recommendations ?? [],
    rephrased: row.rephrasedBy !== null,
    journalEntries,
  };
}

/**
 * The latest analysis of one of the user's profiles in full, and the recent ones for the trend.
 * Linked journal entries only while the journal is open to this session (`sessionKey`).
 */
export async function loadAnalysisOverview(
  userId: string,
  profileId: string,
  sessionKey: string | null = null,
): Promise<AnalysisOverview> {
  await requireUsableProfile(userId, profileId);
  const history = await prisma().analysis.findMany({
    where: { profileId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: TREND_LIMIT,
    select: { id: true, overallState: true, createdAt: true },
  });
  const [newest] = history;
  const latest = newest
    ? await prisma().analysis.findUnique({
        where: { id: newest.id },
        select: { id: true, overallState: true, createdAt: true, detail: true, rephrasedBy: true },
      })
    : null;
  const linked =
    latest && (await journalOpen(profileId, sessionKey))
      ? await prisma().journalEntry.findMany({
          where: { analysisId: latest.id, userId },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: LINKED_ENTRIES_SHOWN,
          select: entrySelect,
        })
      : [];
  return {
    latest: latest ? toView(latest, linked.map(toEntryView)) : null,
    history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
