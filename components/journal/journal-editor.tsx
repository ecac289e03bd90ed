"use client";

import { ArrowLeft, BookmarkCheck, Link2, MessageCircle } from "lucide-react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DictationButton, DictationFeedback } from "@/components/forms/dictation-controls";
import { useDictation } from "@/components/forms/use-dictation";
import { type JournalAction, useJournalActions } from "@/components/journal/use-journal-actions";
import { draftKey, useJournalDraft } from "@/components/journal/use-journal-draft";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { JournalTypeContent } from "@/content/journal";
import { appendDictation } from "@/lib/dictation";
import { formatMessage } from "@/lib/format-message";
import type { SafetyNotice } from "@/lib/safety/check";
import { journalMessages } from "@/messages/journal";

const t = journalMessages.editor;

const ACTIONS: readonly { action: JournalAction; label: string; icon: typeof Link2 }[] = [
  { action: "save", label: t.save, icon: BookmarkCheck },
  { action: "link", label: t.link, icon: Link2 },
  { action: "send", label: t.send, icon: MessageCircle },
];

/**
 * The editor for one entry type: a large text area prefilled with the prompt, the draft kept while
 * typing (dictated phrases too), and the three actions. Back returns to the type choice and keeps
 * the draft; an action stops the dictation.
 */
export function JournalEditor({
  type,
  onClose,
}: {
  type: JournalTypeContent;
  /** With what the safety net found when an entry was saved. */
  onClose: (saved?: SafetyNotice) => void;
}) {
  const { profile } = useDashboard();
  const draft = useJournalDraft(draftKey(profile.id, type.id), `${type.prompt}\n\n`);
  const { running, perform } = useJournalActions(type.id, (saved) => {
    draft.clear();
    onClose(saved);
  });
  const dictation = useDictation((phrase) => draft.change(appendDictation(draft.value, phrase)));

  return (
    <section aria-labelledby="tagebuch-editor" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onClose()}>
          <ArrowLeft aria-hidden />
          {t.back}
        </Button>
        <h2 id="tagebuch-editor" className="font-display text-xl font-semibold">
          {type.title}
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">{type.description}</p>
      <Textarea
        autoFocus
        value={draft.value}
        aria-label={formatMessage(t.label, { title: type.title })}
        className="min-h-72 text-base"
        onFocus={(event) => {
          const end = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(end, end);
        }}
        onChange={(event) => draft.change(event.target.value)}
      />
      <DictationFeedback dictation={dictation} />
      <div className="flex items-start justify-between gap-3">
        <p className="min-h-5 text-xs text-muted-foreground" aria-live="polite">
          {draft.restored ? t.draftRestored : draft.saved ? t.draftSaved : ""}
        </p>
        <DictationButton dictation={dictation} className="shrink-0" />
      </div>
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map(({ action, label, icon: Icon }) => (
          <Button
            key={action}
            variant={action === "save" ? "default" : "outline"}
            disabled={running !== null}
            onClick={() => {
              dictation.cancel();
              void perform(action, draft.value);
            }}
          >
            <Icon aria-hidden />
            {running === action ? t.working : label}
          </Button>
        ))}
      </div>
    </section>
  );
}
