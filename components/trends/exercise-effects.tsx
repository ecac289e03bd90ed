import { formatAverage } from "@/components/trends/format-day";
import { formatMessage } from "@/lib/format-message";
import { checkInMessages } from "@/messages/check-in";
import type { ExerciseEffect } from "@/lib/trends/series";

const t = checkInMessages.trends.effects;

const percent = (energy: number) => `${(energy / 5) * 100}%`;

function signed(change: number): string {
  return change > 0 ? `+${formatAverage(change)}` : change < 0 ? `−${formatAverage(-change)}` : "±0";
}

/** The average energy before and after each exercise done in the period, as paired bars. */
export function ExerciseEffects({ effects }: { effects: readonly ExerciseEffect[] }) {
  return (
    <section aria-labelledby="wirkung-titel" className="space-y-3">
      <div className="space-y-1">
        <h3 id="wirkung-titel" className="text-lg font-semibold">
          {t.title}
        </h3>
        <p className="text-sm text-muted-foreground">{effects.length > 0 ? t.description : t.empty}</p>
      </div>
      {effects.length > 0 ? (
        <ul className="space-y-3">
          {effects.map((effect) => (
            <li key={effect.exerciseId} data-effect={effect.exerciseId} className="space-y-1">
              <span className="sr-only">
                {formatMessage(t.row, {
                  title: effect.title,
                  before: formatAverage(effect.averageBefore),
                  after: formatAverage(effect.averageAfter),
                  sessions: effect.sessions,
                })}
              </span>
              <div aria-hidden="true" className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{effect.title}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatMessage(t.change, { change: signed(effect.averageChange) })}
                </span>
              </div>
              <div aria-hidden="true" className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2 text-xs">
                <span className="text-muted-foreground">{t.before}</span>
                <span className="h-2 rounded-full bg-muted">
                  <span
                    className="block h-2 rounded-full bg-muted-foreground/50"
                    style={{ width: percent(effect.averageBefore) }}
                  />
                </span>
                <span className="tabular-nums">{formatAverage(effect.averageBefore)}</span>
                <span className="text-muted-foreground">{t.after}</span>
                <span className="h-2 rounded-full bg-muted">
                  <span
                    className="block h-2 rounded-full bg-primary"
                    style={{ width: percent(effect.averageAfter) }}
                  />
                </span>
                <span className="tabular-nums">{formatAverage(effect.averageAfter)}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
