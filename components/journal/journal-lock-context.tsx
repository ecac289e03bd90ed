"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

import { lockJournal } from "@/server/actions/journal-lock";
import type { JournalLockView } from "@/server/journal-lock/lock-settings";

export interface JournalLockValue {
  profileId: string;
  view: JournalLockView;
  /** The journal's entries may be shown and written. */
  open: boolean;
  /** Takes the lock as an action answered it. */
  update: (view: JournalLockView) => void;
  /** Shows the PIN screen again (the 5 minutes ran out, or the server answered `journal_locked`). */
  relock: () => void;
}

const JournalLockContext = createContext<JournalLockValue | null>(null);

/** The journal's lock, or null outside the journal (the PDF dialog uses the list without it). */
export const useJournalLock = (): JournalLockValue | null => useContext(JournalLockContext);

/**
 * Holds the lock the page loaded and closes it when its 5 minutes are up, timed by the browser from
 * when the server's answer arrived; the server checks its stored end on every request, and is told
 * at once.
 */
export function JournalLockProvider({
  profileId,
  initial,
  children,
}: {
  profileId: string;
  initial: JournalLockView;
  children: React.ReactNode;
}) {
  const [view, setView] = useState(initial);
  const relock = useCallback(
    () => setView((current) => ({ ...current, openUntil: null, openForMs: null })),
    [],
  );

  // Each answer is a new view: its span starts when it arrives.
  useEffect(() => {
    if (view.openForMs === null) return;
    const timer = window.setTimeout(() => {
      relock();
      // The server would refuse from about the same moment anyway; this ends its unlock right away.
      void lockJournal({ profileId }).catch(() => undefined);
    }, view.openForMs);
    return () => window.clearTimeout(timer);
  }, [view, profileId, relock]);

  const value = useMemo(
    () => ({ profileId, view, open: !view.enabled || view.openForMs !== null, update: setView, relock }),
    [profileId, view, relock],
  );
  return <JournalLockContext.Provider value={value}>{children}</JournalLockContext.Provider>;
}
