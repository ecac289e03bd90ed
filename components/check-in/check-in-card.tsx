"use client";

import { CheckCircle2, HeartPulse } from "lucide-react";
import { useState } from "react";

import { CheckInForm } from "@/components/check-in/check-in-form";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { TrendsWhenVisible } from "@/components/trends/trends-when-visible";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { HomeCopy } from "@/lib/dashboard/greeting";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { checkInMessages } from "@/messages/check-in";
import type { TodayCheckIn } from "@/server/queries/today-check-in";

const t = checkInMessages.card;

/**
 * The quick daily check-in on the dashboard (state and energy 1–5), one per profile and Vienna
 * day, with the 30-day trends right below so the effect of checking in is visible at once.
 * Today's check-in comes with the page from the server (`initial`), so the card is complete in
 * its first paint; so do its words for this profile (`copy`, e.g. 'Wie geht es Bello gerade?').
 */
export function CheckInCard({ initial, copy }: { initial: TodayCheckIn | null; copy: HomeCopy }) {
  const { profile, refresh } = useDashboard();
  const [today, setToday] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [trendsVersion, setTrendsVersion] = useState(0);

  return (
    <>
      <Card id="check-in" role="region" aria-labelledby="check-in-titel" className="gap-4">
        <CardHeader>
          <CardDescription id="check-in-titel" className="flex items-center gap-2">
            <HeartPulse className="size-4" aria-hidden="true" />
            {copy.checkInTitle}
          </CardDescription>
          <CardTitle className="font-display text-xl">{copy.checkInQuestion}</CardTitle>
        </CardHeader>
        <CardContent>
          {today && !editing ? (
            <div className="flex flex-wrap items-center justify-between gap-3" data-check-in-done="">
              <div className="space-y-1">
                <p className="flex items-center gap-2 font-medium">
                  <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
                  {formatMessage(t.done, { state: ENERGY_STATE_LABELS[today.state], energy: today.energy })}
                </p>
                <p className="text-sm text-muted-foreground">{t.doneHint}</p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {t.change}
              </Button>
            </div>
          ) : null}
          {!today || editing ? (
            <CheckInForm
              profileId={profile.id}
              labels={{ state: copy.checkInState, energy: copy.checkInEnergy }}
              initial={today}
              onCancel={today ? () => setEditing(false) : undefined}
              onSaved={(saved) => {
                setToday(saved);
                setEditing(false);
                setTrendsVersion((value) => value + 1);
                // 'Dein Monat' is rendered on the server: today now counts.
                refresh();
              }}
            />
          ) : null}
        </CardContent>
      </Card>
      <TrendsWhenVisible version={trendsVersion} />
    </>
  );
}
