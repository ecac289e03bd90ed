import { JournalEntryCard } from "@/components/journal/journal-entry-card";
import { analysisMessages } from "@/messages/analysis";
import type { JournalEntryView } from "@/server/journal/entry-view";

const t = analysisMessages.journal;

/** The journal entries linked with the analysis ('Mit Analyse verknüpfen'); nothing when there are none. */
export function LinkedJournalEntries({ entries }: { entries: readonly JournalEntryView[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="tagebuch-titel" className="space-y-3">
      <div className="space-y-1">
        <h2 id="tagebuch-titel" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </div>
      <ul aria-labelledby="tagebuch-titel" className="space-y-3">
        {entries.map((entry) => (
          <JournalEntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
