import type { MonthRhythm } from "@/lib/dashboard/month-rhythm";
import { calendarCaption, dayLabel, WEEKDAYS } from "@/lib/dashboard/month-rhythm-copy";
import { cn } from "@/lib/utils";
import { monthRhythmMessages } from "@/messages/month-rhythm";

const t = monthRhythmMessages;

/**
 * The month as a small table, Monday first: days with an entry filled, today ringed. Screen
 * readers hear "3. November, mit Eintrag" instead of a colour.
 */
export function MonthCalendar({ rhythm }: { rhythm: MonthRhythm }) {
  return (
    <div className="space-y-2">
      <table className="w-full max-w-72 table-fixed border-separate border-spacing-y-1 text-center text-sm">
        <caption className="mb-1 text-left text-sm font-medium">{calendarCaption(rhythm)}</caption>
        <thead>
          <tr className="text-xs text-muted-foreground">
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.long} scope="col" className="font-normal">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short.replace(".", "")}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rhythm.weeks.map((week) => (
            <tr key={week.find((day) => day)?.day}>
              {week.map((day, index) =>
                day ? (
                  <td key={day.day} aria-current={day.today ? "date" : undefined}>
                    <span
                      data-active={day.active || undefined}
                      className={cn(
                        "mx-auto flex size-8 items-center justify-center rounded-full tabular-nums",
                        day.active && "bg-primary font-semibold text-primary-foreground",
                        day.today && "ring-2 ring-primary ring-offset-2 ring-offset-card",
                        day.today && !day.active && "font-semibold",
                        day.future && "text-muted-foreground",
                      )}
                    >
                      <span aria-hidden="true">{day.date}</span>
                      <span className="sr-only">
                        {[dayLabel(day.day), day.active ? t.dayActive : null, day.today ? t.today : null]
                          .filter(Boolean)
                          .join(", ")}
                      </span>
                    </span>
                  </td>
                ) : (
                  <td key={`leer-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-full bg-primary" />
          {t.legendActive}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-full ring-2 ring-primary" />
          {t.legendToday}
        </span>
      </p>
    </div>
  );
}
