"use client";

import { Search } from "lucide-react";
import { useState } from "react";

import { JournalEntryCard } from "@/components/journal/journal-entry-card";
import { useJournalEntries } from "@/components/journal/use-journal-entries";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { journalTypes } from "@/content/journal";
import { journalMessages } from "@/messages/journal";
import type { JournalType } from "@/prisma/generated/client/enums";
import type { EntryPage } from "@/server/journal/list-entries";

const t = journalMessages.list;

/**
 * Past entries by type and date, newest first, with a search over their text; `initial` is the
 * unfiltered first page as the server page loaded it.
 */
export function JournalEntryList({ initial }: { initial: EntryPage | null }) {
  const [query, setQuery] = useState("");
  const [type, setType] = useState<JournalType | null>(null);
  const { status, entries, hasMore, loadMore, retry } = useJournalEntries({ query, type }, initial);
  const filters: { id: JournalType | null; label: string }[] = [
    { id: null, label: t.all },
    ...journalTypes.map((entry) => ({ id: entry.id, label: entry.title })),
  ];

  return (
    <section aria-labelledby="tagebuch-eintraege" className="mt-8 flex flex-col gap-3">
      <h2 id="tagebuch-eintraege" className="font-display text-xl font-semibold">
        {t.title}
      </h2>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
        />
        <Input
          type="search"
          value={query}
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          className="pl-9"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={type === filter.id ? "default" : "outline"}
            aria-pressed={type === filter.id}
            onClick={() => setType(filter.id)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      {status.kind === "loading" && <p className="text-sm text-muted-foreground">{t.loading}</p>}
      {status.kind === "error" && (
        <div role="alert" className="text-sm">
          <p>{status.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
            {t.retry}
          </Button>
        </div>
      )}
      {status.kind === "ready" && entries.length === 0 && (
        <p className="text-sm text-muted-foreground">{query || type ? t.noResults : t.empty}</p>
      )}
      {entries.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t.title}>
          {entries.map((entry) => (
            <JournalEntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" className="self-center" onClick={() => void loadMore()}>
          {t.more}
        </Button>
      )}
    </section>
  );
}
