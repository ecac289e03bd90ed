"use client";

import { Badge } from "@/components/ui/badge";
import { findJournalType } from "@/content/journal";
import { formatDateTime } from "@/lib/dashboard/format-date";
import { journalMessages } from "@/messages/journal";
import type { JournalEntryView } from "@/server/journal/entry-view";

const t = journalMessages.list;

/** One past entry: its type, date and text, shown as plain text whatever it contains. */
export function JournalEntryCard({ entry }: { entry: JournalEntryView }) {
  return (
    <li className="rounded-xl border bg-card p-4 text-card-foreground">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{findJournalType(entry.type)?.title ?? entry.type}</Badge>
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
        {entry.linkedToAnalysis && <Badge variant="outline">{t.linkedBadge}</Badge>}
        {entry.sentToChat && <Badge variant="outline">{t.chatBadge}</Badge>}
      </div>
      <p className="line-clamp-6 text-sm break-words whitespace-pre-wrap">{entry.content}</p>
    </li>
  );
}
