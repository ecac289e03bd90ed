"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { journalMessages } from "@/messages/journal";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useJournalLock } from "@/components/journal/journal-lock-context";
import { listJournalEntries } from "@/server/actions/journal";
import type { JournalEntryView } from "@/server/journal/entry-view";
import type { EntryPage } from "@/server/journal/list-entries";
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

/**
 * The past entries for a search and type filter, newest first, a page at a time. `initial`, the
 * unfiltered first page from the server, stands until the filter changes or a retry.
 */
export function useJournalEntries(filter: EntryFilter, initial: EntryPage | null = null) {
  const [status, setStatus] = useState<Status>(initial ? { kind: "ready" } : { kind: "loading" });
  const [entries, setEntries] = useState<JournalEntryView[]>(initial?.entries ?? []);
  const [nextCursor, setNextCursor] = useState<string | null>(initial?.nextCursor ?? null);
  const [generation, setGeneration] = useState(0);
  // Whether the list still shows the server's page: the first load is skipped, once.
  const preloaded = useRef(initial !== null);
  const { query, type } = filter;
  const profileId = useDashboard().profile.id;
  const relock = useJournalLock()?.relock;

  useEffect(() => {
    // The first run has no filter and no retry yet: the server's page already shows it.
    if (preloaded.current) {
      preloaded.current = false;
      return;
    }
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
