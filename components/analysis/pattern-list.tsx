import type { AnalysisView } from "@/server/analysis/overview";
import { analysisMessages } from "@/messages/analysis";

const t = analysisMessages.patterns;

/** The recognised patterns, each with its explanation and the inputs it rests on. */
export function PatternList({ patterns }: { patterns: AnalysisView["patterns"] }) {
  return (
    <section aria-labelledby="muster-titel" className="space-y-3">
      <h2 id="muster-titel" className="text-xl font-semibold">
        {t.title}
      </h2>
      {patterns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul className="space-y-3">
          {patterns.map((pattern) => (
            <li key={pattern.id} className="space-y-2 rounded-xl border bg-card p-4">
              <h3 className="font-display text-lg font-semibold">{pattern.title}</h3>
              <p className="text-sm leading-relaxed">{pattern.explanation}</p>
              {pattern.triggers.length > 0 ? (
                <div className="space-y-1">
                  <p className="text-xs font-medium text-muted-foreground">{t.triggers}</p>
                  <ul className="flex flex-wrap gap-1.5">
                    {pattern.triggers.map((trigger) => (
                      <li
                        key={trigger}
                        className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground"
                      >
                        {trigger}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
