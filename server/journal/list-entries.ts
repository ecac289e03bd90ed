import "server-only";

import { ActionFailure } from "@/lib/errors";
import { actionMessages } from "@/messages/common";
import { journalMessages } from "@/messages/journal";
import type { Prisma } from "@/prisma/generated/client/client";
import { prisma } from "@/server/db";
import { requireUsableProfile } from "@/server/profiles/shown-profile";
import { entrySelect, type JournalEntryView, toEntryView } from "@/server/journal/entry-view";
import { ENTRY_PAGE_SIZE, type EntryListQuery } from "@/server/journal/schemas";

export interface EntryPage {
  entries: JournalEntryView[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

const t = journalMessages.list;

/** Prisma passes `contains` to ILIKE as is: % and _ must be searched for as typed, not as wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The shown profile's entries, newest first, optionally of one type and containing `query`. */
export async function listEntries(userId: string, query: EntryListQuery): Promise<EntryPage> {
  const { profileId } = query;
  await requireUsableProfile(userId, profileId);
  const where: Prisma.JournalEntryWhereInput = {
    userId,
    profileId,
    ...(query.type && { type: query.type }),
    ...(query.query && { content: { contains: likeLiteral(query.query), mode: "insensitive" } }),
  };
  const cursor = query.after
    ? await prisma().journalEntry.findFirst({
        where: { ...where, id: query.after },
        select: { id: true, createdAt: true },
      })
    : null;
  // Another user's entry, or one deleted since, is not a place to continue from.
  if (query.after && !cursor) throw new ActionFailure("not_found", t.loadFailed, actionMessages.notFound);
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
