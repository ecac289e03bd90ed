"use client";

import { RotateCcw, TrendingDown, TrendingUp, Minus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatMessage } from "@/lib/format-message";
import { formatDuration } from "@/lib/plural";
import { exerciseMessages } from "@/messages/exercises";
import type { RecordedSession } from "@/server/exercises/sessions";

const t = exerciseMessages.player.summary;

/** After saving: the energy change in one line ("+2 Energie") and the way on. */
export function SessionSummary({
  session,
  onAgain,
  onBack,
}: {
  session: RecordedSession;
  onAgain: () => void;
  onBack: () => void;
}) {
  const change = session.energyAfter - session.energyBefore;
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : Minus;
  const headline =
    change > 0
      ? formatMessage(t.up, { change })
      : change < 0
        ? formatMessage(t.down, { change: -change })
        : t.same;
  return (
    <section aria-labelledby="sitzung-titel" className="space-y-6 rounded-xl border bg-card p-6 text-center">
      <h2 id="sitzung-titel" className="text-sm font-medium text-muted-foreground">
        {t.title}
      </h2>
      <p className="flex items-center justify-center gap-3 font-display text-4xl" data-energy-change={change}>
        <Icon className="size-8 text-primary" aria-hidden="true" />
        {headline}
      </p>
      <p className="text-muted-foreground">
        {formatMessage(t.detail, {
          before: session.energyBefore,
          after: session.energyAfter,
          duration: formatDuration(session.durationSeconds),
        })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onAgain}>
          <RotateCcw aria-hidden="true" />
          {t.again}
        </Button>
        <Button onClick={onBack}>{t.back}</Button>
      </div>
    </section>
  );
}
