import "server-only";

import { ActionFailure } from "@/lib/errors";
import { extractFacts } from "@/lib/memory/extract-facts";
import { checkTexts, type SafetyNotice } from "@/lib/safety/check";
import { journalMessages } from "@/messages/journal";
import { prisma } from "@/server/db";
import { requireJournalOpen } from "@/server/journal-lock/access";
import { requireShownProfile } from "@/server/profiles/shown-profile";
import { entrySelect, type JournalEntryView, toEntryView } from "@/server/journal/entry-view";
import type { EntryInput } from "@/server/journal/schemas";
import { rememberFacts } from "@/server/memory/remember";
import { memorySubjectOf } from "@/server/memory/subject";
import { safetySubjectOf } from "@/server/safety/profile-subject";

/** A saved entry and what the safety net found in it: the entry is kept either way. */
export type SavedEntry = JournalEntryView & { safety: SafetyNotice };

async function withSafety(profileId: string, entry: JournalEntryView): Promise<SavedEntry> {
  return { ...entry, safety: checkTexts([entry.content], await safetySubjectOf(profileId)) };
}

/**
 * What lasts in the entry goes into the profile's memory with the entry's id; an entry the crisis
 * net flags gives nothing (extractFacts checks).
 */
async function remember(userId: string, profileId: string, entry: JournalEntryView): Promise<void> {
  const subject = await memorySubjectOf(userId, profileId);
  if (!subject) return;
  const facts = extractFacts(entry.content, subject);
  await rememberFacts(userId, profileId, { source: "journal", journalEntryId: entry.id }, facts);
}

/** 'Speichern': the entry for the profile the page shows, as typed; a locked journal only once unlocked. */
export async function saveEntry(
  userId: string,
  input: EntryInput,
  sessionKey: string | null = null,
): Promise<SavedEntry> {
  const { profileId } = input;
  await requireShownProfile(userId, profileId);
  await requireJournalOpen(profileId, sessionKey);
  const row = await prisma().journalEntry.create({
    data: { userId, profileId, type: input.type, content: input.content },
    select: entrySelect,
  });
  await remember(userId, profileId, toEntryView(row));
  return withSafety(profileId, toEntryView(row));
}

/** 'Mit Analyse verknüpfen': stores the id of the shown profile's latest analysis with the entry. */
export async function saveEntryWithAnalysis(
  userId: string,
  input: EntryInput,
  sessionKey: string | null = null,
): Promise<SavedEntry> {
  const { profileId } = input;
  await requireShownProfile(userId, profileId);
  await requireJournalOpen(profileId, sessionKey);
  const analysis = await prisma().analysis.findFirst({
    where: { profileId, profile: { userId } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  if (!analysis) {
    throw new ActionFailure(
      "not_found",
      journalMessages.errors.noAnalysisTitle,
      journalMessages.errors.noAnalysis,
    );
  }
  const row = await prisma().journalEntry.create({
    data: { userId, profileId, type: input.type, content: input.content, analysisId: analysis.id },
    select: entrySelect,
  });
  await remember(userId, profileId, toEntryView(row));
  return withSafety(profileId, toEntryView(row));
}
