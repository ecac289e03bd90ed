import { TriangleAlert } from "lucide-react";

import { formatMessage } from "@/lib/format-message";
import { analysisMessages } from "@/messages/analysis";
import type { AnalysisView } from "@/server/analysis/overview";

const t = analysisMessages.redFlags;

/** Signs a doctor or vet must see, shown first and plainly. */
export function RedFlagNotice({ redFlags }: { redFlags: AnalysisView["redFlags"] }) {
  if (redFlags.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="warnhinweis-titel"
      className="space-y-3 rounded-xl border-2 border-destructive bg-destructive/10 p-4"
    >
      <h2
        id="warnhinweis-titel"
        className="flex items-center gap-2 font-sans text-lg font-semibold text-destructive"
      >
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {t.title}
      </h2>
      <ul className="space-y-3">
        {redFlags.map((flag) => (
          <li key={flag.id} className="space-y-1 text-sm">
            <p className="font-semibold">{flag.title}</p>
            <p>{flag.message}</p>
            <p className="text-muted-foreground">{formatMessage(t.matched, { matched: flag.matched })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
