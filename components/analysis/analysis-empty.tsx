import { ScanHeart } from "lucide-react";

import { analysisMessages } from "@/messages/analysis";

const t = analysisMessages.empty;

/** 'Noch keine Analyse vorhanden' (spec §2). */
export function AnalysisEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <ScanHeart className="size-10 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t.title}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t.text}</p>
    </div>
  );
}
