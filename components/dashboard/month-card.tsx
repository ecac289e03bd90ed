import { CalendarDays } from "lucide-react";

import { MonthCalendar } from "@/components/dashboard/month-calendar";
import { WeeklyGoalPicker } from "@/components/dashboard/weekly-goal-picker";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MonthRhythm } from "@/lib/dashboard/month-rhythm";
import { headline, weekLine } from "@/lib/dashboard/month-rhythm-copy";
import { monthRhythmMessages } from "@/messages/month-rhythm";

const t = monthRhythmMessages;

/**
 * 'Dein Monat' (issue 15): the days of this month with a check-in, an exercise or a journal entry,
 * a small calendar and the optional weekly goal. Rendered on the server; only the goal picker runs
 * in the browser.
 */
export function MonthCard({ rhythm, profileId }: { rhythm: MonthRhythm; profileId: string }) {
  const week = weekLine(rhythm);
  return (
    <Card role="region" aria-labelledby="monat-titel" className="gap-4">
      <CardHeader>
        <CardDescription id="monat-titel" className="flex items-center gap-2">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t.title}
        </CardDescription>
        <CardTitle className="font-display text-xl" data-testid="monat-anzahl">
          {headline(rhythm)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <MonthCalendar rhythm={rhythm} />
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">{t.explain}</p>
          {week ? (
            <p className="font-medium" data-testid="monat-woche">
              {week}
            </p>
          ) : null}
          <WeeklyGoalPicker key={profileId} goal={rhythm.week.goal} />
        </div>
      </CardContent>
    </Card>
  );
}
