"use client";

import { useCallback, useState, useSyncExternalStore } from "react";

/** Drafts live in this browser only, one per profile and entry type. */
export const draftKey = (profileId: string, type: string) => `resonanz:tagebuch-entwurf:${profileId}:${type}`;

const noSubscription = () => () => undefined;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the text stays in the editor, it just is not kept.
  }
}

/**
 * The editor's text, saved to localStorage on every change so nothing typed is lost, and restored
 * when the editor opens again. Starts with `initial` (the prompt) when there is no draft.
 */
export function useJournalDraft(key: string, initial: string) {
  // The stored draft is read once the page runs in the browser; the server renders the prompt.
  const stored = useSyncExternalStore(
    noSubscription,
    () => read(key),
    () => null,
  );
  const [edited, setEdited] = useState<string | null>(null);
  const value = edited ?? stored ?? initial;

  const change = useCallback(
    (next: string) => {
      setEdited(next);
      write(key, next.trim() === initial.trim() ? null : next);
    },
    [key, initial],
  );

  const clear = useCallback(() => {
    write(key, null);
    setEdited(null);
  }, [key]);

  return {
    value,
    change,
    clear,
    /** A draft from an earlier visit is shown and not yet changed. */
    restored: edited === null && stored !== null && stored !== initial,
    /** The user typed since the editor opened; the draft is kept. */
    saved: edited !== null,
  };
}
