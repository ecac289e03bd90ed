import "server-only";

import { ActionFailure } from "@/lib/errors";
import { actionMessages } from "@/messages/common";
import { journalMessages } from "@/messages/journal";
import type { Prisma } from "@/prisma/generated/client/client";
import type { JournalType } from "@/prisma/generated/client/enums";
import { prisma } from "@/server/db";
import { requireJournalOpen } from "@/server/journal-lock/access";
import { requireUsableProfile } from "@/server/profiles/shown-profile";
import { entrySelect, type JournalEntryView, toEntryView } from "@/server/journal/entry-view";
import { ENTRY_PAGE_SIZE, type EntryListQuery } from "@/server/journal/schemas";

export interface EntryPage {
  entries: JournalEntryView[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

const t = journalMessages.list;

interface Scope {
  userId: string;
  profileId: string;
  type?: JournalType;
}

const notFound = () => new ActionFailure("not_found", t.loadFailed, actionMessages.notFound);

/**
 * Search: the entries are encrypted, so the database cannot search them. The profile's entries are
 * read (id and text only) and decrypted here and filtered in memory; one profile's journal is
 * bounded by what one person writes (bench/journal-search.ts: 5,000 entries, p95 in README).
 */
async function searchEntries(scope: Scope, text: string, after?: string): Promise<EntryPage> {
  const needle = text.toLowerCase();
  const rows = await prisma().$queryRaw<{ id: string; content: string }[]>`
    SELECT id::text AS id, content FROM journal_entries
     WHERE user_id = ${scope.userId}::uuid AND profile_id = ${scope.profileId}::uuid
       AND (${scope.type ?? null}::journal_type IS NULL OR type = ${scope.type ?? null}::journal_type)
     ORDER BY created_at DESC, id DESC`;
  const matches = rows.filter((row) => row.content.toLowerCase().includes(needle));
  const start = after ? matches.findIndex((row) => row.id === after) + 1 : 0;
  // Another user's entry, or one deleted since, is not a place to continue from.
  if (after && start === 0) throw notFound();
  const ids = matches.slice(start, start + ENTRY_PAGE_SIZE).map((row) => row.id);
  const page = await prisma().journalEntry.findMany({ where: { id: { in: ids } }, select: entrySelect });
  const ordered = ids.flatMap((id) => page.filter((row) => row.id === id));
  return {
    entries: ordered.map(toEntryView),
    nextCursor: matches.length > start + ENTRY_PAGE_SIZE ? (ids.at(-1) ?? null) : null,
  };
}

/**
 * The shown profile's entries, newest first, optionally of one type and containing `query`. A
 * locked journal answers `journal_locked` unless this session (`sessionKey`) unlocked it.
 */
export async function listEntries(
  userId: string,
  query: EntryListQuery,
  sessionKey: string | null = null,
): Promise<EntryPage> {
  const { profileId } = query;
  await requireUsableProfile(userId, profileId);
  await requireJournalOpen(profileId, sessionKey);
  if (query.query) return searchEntries({ userId, profileId, type: query.type }, query.query, query.after);
  const where: Prisma.JournalEntryWhereInput = { userId, profileId, ...(query.type && { type: query.type }) };
  const cursor = query.after
    ? await prisma().journalEntry.findFirst({
        where: { ...where, id: query.after },
        select: { id: true, createdAt: true },
      })
    : null;
  // Another user's entry, or one deleted since, is not a place to continue from.
  if (query.after && !cursor) throw notFound();
  const rows = await prisma().journalEntry.findMany({
    where: {
      ...where,
      ...(cursor && {
        OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
      }),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ENTRY_PAGE_SIZE + 1,
    select: entrySelect,
  });
  const page = rows.slice(0, ENTRY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(toEntryView),
    nextCursor: rows.length > ENTRY_PAGE_SIZE && last ? last.id : null,
  };
}
