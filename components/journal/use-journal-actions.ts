"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useJournalLock } from "@/components/journal/journal-lock-context";
import type { ActionResult } from "@/lib/errors";
import { sentToastText } from "@/components/journal/sent-toast";
import type { SafetyNotice } from "@/lib/safety/check";
import { actionMessages } from "@/messages/common";
import { journalMessages } from "@/messages/journal";
import { linkJournalEntry, saveJournalEntry, sendJournalEntryToChat } from "@/server/actions/journal";
import type { JournalType } from "@/prisma/generated/client/enums";

const t = journalMessages.toasts;

export type JournalAction = "save" | "link" | "send";

const unreachable = {
  code: "unavailable",
  title: t.failedTitle,
  message: actionMessages.unavailable,
} as const;

/**
 * The editor's three actions with their confirmations (spec §8): 'Eintrag gespeichert',
 * 'Mit Analyse verknüpft', 'An Chat gesendet'. `onDone` closes and clears the editor, with what the
 * safety net found in a saved entry (a sent one is answered in the chat).
 */
export function useJournalActions(type: JournalType, onDone: (saved?: SafetyNotice) => void) {
  const { navigate, profile } = useDashboard();
  const [running, setRunning] = useState<JournalAction | null>(null);
  const lock = useJournalLock();

  async function run<T>(
    action: JournalAction,
    call: () => Promise<ActionResult<T>>,
    confirm: (data: T) => void,
    notice?: (data: T) => SafetyNotice,
  ) {
    setRunning(action);
    const result = await call().catch(() => null);
    setRunning(null);
    if (!result?.ok) {
      const failure = result ?? unreachable;
      toast.error(failure.title, { description: failure.message });
      // The 5 minutes ran out while writing: the PIN screen comes back, the draft stays in the browser.
      if (failure.code === "journal_locked") lock?.relock();
      return;
    }
    confirm(result.data);
    onDone(notice?.(result.data));
  }

  const perform = (action: JournalAction, content: string) => {
    const input = { profileId: profile.id, type, content };
    if (action === "save")
      return run(
        action,
        () => saveJournalEntry(input),
        () => toast.success(t.saved),
        (saved) => saved.safety,
      );
    if (action === "link")
      return run(
        action,
        () => linkJournalEntry(input),
        () => toast.success(t.linked),
        (saved) => saved.safety,
      );
    return run(
      action,
      () => sendJournalEntryToChat(input),
      (sent) =>
        toast.success(t.sent, {
          description: sentToastText(sent.replyKind, sent.chat.title),
          action: { label: t.toChat, onClick: () => navigate("chat") },
        }),
    );
  };

  return { running, perform };
}
