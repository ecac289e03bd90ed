"use client";

import { ArrowRight, BookHeart, Sparkles, Wind } from "lucide-react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { analysisMessages } from "@/messages/analysis";

const t = analysisMessages.recommendations;

export interface RecommendationItem {
  id: string;
  title: string;
  text: string;
  kind: "exercise" | "journal" | "impulse";
  exerciseId?: string;
  journalType?: string;
  impulseTopic?: string;
}

const icons = { exercise: Wind, journal: BookHeart, impulse: Sparkles } as const;

/** Recommendations that link to an exercise, a journal type or the impulses. */
export function RecommendationList({
  items,
  title = t.title,
}: {
  items: readonly RecommendationItem[];
  title?: string;
}) {
  const { navigate } = useDashboard();
  const open = (item: RecommendationItem) => {
    if (item.kind === "exercise" && item.exerciseId) navigate("exercises", { uebung: item.exerciseId });
    else if (item.kind === "journal" && item.journalType) navigate("journal", { typ: item.journalType });
    else navigate("impulse", item.impulseTopic ? { thema: item.impulseTopic } : {});
  };
  return (
    <section aria-labelledby="empfehlungen-titel" className="space-y-3">
      <h2 id="empfehlungen-titel" className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="space-y-3">
        {items.map((item) => {
          const Icon = icons[item.kind];
          return (
            <li key={item.id} className="rounded-xl border bg-card p-4">
              <div className="flex items-start gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1 space-y-1">
                  <h3 className="font-sans font-semibold">{item.title}</h3>
                  <p className="text-sm text-muted-foreground">{item.text}</p>
                  <Button variant="link" size="sm" className="h-auto px-0" onClick={() => open(item)}>
                    {t.open[item.kind]}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
