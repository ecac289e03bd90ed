import "server-only";

import { ActionFailure } from "@/lib/errors";
import { checkTexts, type SafetyNotice } from "@/lib/safety/check";
import { journalMessages } from "@/messages/journal";
import { prisma } from "@/server/db";
import { requireJournalOpen } from "@/server/journal-lock/access";
import { requireShownProfile } from "@/server/profiles/shown-profile";
import { entrySelect, type JournalEntryView, toEntryView } from "@/server/journal/entry-view";
import type { EntryInput } from "@/server/journal/schemas";
import { safetySubjectOf } from "@/server/safety/profile-subject";

/** A saved entry and what the safety net found in it: the entry is kept either way. */
export type SavedEntry = JournalEntryView & { safety: SafetyNotice };

async function withSafety(profileId: string, entry: JournalEntryView): Promise<SavedEntry> {
  return { ...entry, safety: checkTexts([entry.content], await safetySubjectOf(profileId)) };
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
  return withSafety(profileId, toEntryView(row));
}
