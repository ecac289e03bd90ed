"use client";

import { FileDown } from "lucide-react";
import { useState } from "react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useJournalEntries } from "@/components/journal/use-journal-entries";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/dashboard/format-date";
import { commonMessages } from "@/messages/common";
import { journalMessages } from "@/messages/journal";
import { journalLockMessages } from "@/messages/journal-lock";
import { summaryMessages } from "@/messages/summary";

const t = summaryMessages.dialog;
const NO_FILTER = { query: "", type: null };

/** The download address: the shown profile and the ticked entries, nothing else. */
function summaryUrl(profileId: string, entryIds: ReadonlySet<string>): string {
  const query = new URLSearchParams([...entryIds].map((id) => ["eintrag", id]));
  return `/api/profiles/${profileId}/summary${query.size > 0 ? `?${query}` : ""}`;
}

function EntryChoice({ selected, toggle }: { selected: ReadonlySet<string>; toggle: (id: string) => void }) {
  const { status, entries, hasMore, loadMore } = useJournalEntries(NO_FILTER);
  if (status.kind === "loading")
    return <p className="text-sm text-muted-foreground">{commonMessages.loading}</p>;
  if (status.kind === "error") return <p className="text-sm text-destructive">{t.journalLoadFailed}</p>;
  if (status.kind === "locked")
    return <p className="text-sm text-muted-foreground">{journalLockMessages.elsewhere.pdfPicker}</p>;
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t.journalNone}</p>;
  return (
    <div className="max-h-64 space-y-2 overflow-y-auto pr-1">
      {entries.map((entry) => (
        <label key={entry.id} className="flex items-start gap-2 rounded-md border p-2 text-sm">
          <Checkbox
            className="mt-0.5"
            checked={selected.has(entry.id)}
            onCheckedChange={() => toggle(entry.id)}
            aria-labelledby={`summary-entry-${entry.id}`}
          />
          {/* The whole entry names the checkbox: entries often start with the same prompt. */}
          <span id={`summary-entry-${entry.id}`}>
            <span className="block text-xs text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
            <span className="line-clamp-2">{entry.content}</span>
          </span>
        </label>
      ))}
      {hasMore ? (
        <Button variant="ghost" size="sm" onClick={() => void loadMore()}>
          {journalMessages.list.more}
        </Button>
      ) : null}
    </div>
  );
}

/** 'Zusammenfassung als PDF': pick journal entries, then download the PDF the server makes. */
export function SummaryPdfDialog() {
  const { profile } = useDashboard();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileDown aria-hidden="true" />
          {t.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t.journal}</legend>
          {open ? <EntryChoice selected={selected} toggle={toggle} /> : null}
        </fieldset>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t.close}
          </Button>
          <Button asChild>
            <a href={summaryUrl(profile.id, selected)} download>
              <FileDown aria-hidden="true" />
              {t.download}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
