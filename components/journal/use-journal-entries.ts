"use client";

import { useCallback, useEffect, useState } from "react";

import { journalMessages } from "@/messages/journal";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useJournalLock } from "@/components/journal/journal-lock-context";
import { listJournalEntries } from "@/server/actions/journal";
import type { JournalEntryView } from "@/server/journal/entry-view";
import type { JournalType } from "@/prisma/generated/client/enums";

type Status =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  /** The journal is locked with its PIN ('Tagebuch sperren'): nothing is shown. */
  | { kind: "locked" }
  | { kind: "ready" };

export interface EntryFilter {
  query: string;
  type: JournalType | null;
}

/** Typing pauses this long before the server searches. */
const SEARCH_DELAY_MS = 300;

/** The past entries for a search and type filter, newest first, a page at a time. */
export function useJournalEntries(filter: EntryFilter) {
  const [status, setStatus] = useState<Status>({ kind: "loading" });
  const [entries, setEntries] = useState<JournalEntryView[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const { query, type } = filter;
  const profileId = useDashboard().profile.id;
  const relock = useJournalLock()?.relock;

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        listJournalEntries({ profileId, query: query.trim() || undefined, type: type ?? undefined })
          .then((result) => {
            if (cancelled) return;
            if (!result.ok && result.code === "journal_locked") {
              setEntries([]);
              relock?.();
              return setStatus({ kind: "locked" });
            }
            if (!result.ok) return setStatus({ kind: "error", message: result.message });
            setEntries(result.data.entries);
            setNextCursor(result.data.nextCursor);
            setStatus({ kind: "ready" });
          })
          .catch(() => {
            if (!cancelled) setStatus({ kind: "error", message: journalMessages.list.loadFailed });
          });
      },
      query ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [profileId, query, type, generation, relock]);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    const result = await listJournalEntries({
      profileId,
      query: query.trim() || undefined,
      type: type ?? undefined,
      after: nextCursor,
    }).catch(() => null);
    if (!result?.ok) {
      if (result?.code === "journal_locked") relock?.();
      return;
    }
    setEntries((current) => [...current, ...result.data.entries]);
    setNextCursor(result.data.nextCursor);
  }, [nextCursor, profileId, query, type, relock]);

  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setGeneration((value) => value + 1);
  }, []);

  return { status, entries, hasMore: nextCursor !== null, loadMore, retry };
}
