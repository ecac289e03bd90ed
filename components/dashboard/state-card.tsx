import { ArrowRight, Activity } from "lucide-react";
import Link from "next/link";

import type { ActiveProfile, LatestAnalysis } from "@/components/dashboard/dashboard-context";
import { MODULE_PATHS } from "@/components/dashboard/modules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dashboard/format-date";
import { homeCopy } from "@/lib/dashboard/greeting";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_DESCRIPTIONS, ENERGY_STATE_LABELS } from "@/lib/profile/energy-states";
import { dashboardHomeMessages } from "@/messages/dashboard-home";
import type { EnergyState } from "@/prisma/generated/client/enums";

const t = dashboardHomeMessages.stateCard;

/** The current energy state from the latest analysis; without one, harmonisch and the default text. */
export function StateCard({
  state,
  profile,
  latestAnalysis,
}: {
  state: EnergyState;
  profile: ActiveProfile;
  latestAnalysis: LatestAnalysis | null;
}) {
  const copy = homeCopy(profile);
  return (
    <Card aria-labelledby="zustand-titel" data-state={state} className="gap-4">
      <CardHeader>
        <CardDescription id="zustand-titel" className="flex items-center gap-2">
          <Activity className="size-4" aria-hidden="true" />
          {copy.stateTitle}
        </CardDescription>
        <CardTitle className="font-display text-2xl">{ENERGY_STATE_LABELS[state]}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <p>{latestAnalysis ? ENERGY_STATE_DESCRIPTIONS[state] : t.defaultText}</p>
        {latestAnalysis ? (
          <p className="text-muted-foreground">
            {formatMessage(copy.stateSince, { date: formatDateTime(latestAnalysis.createdAt) })}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto">
        <Button variant="outline" size="sm" asChild>
          <Link href={MODULE_PATHS.analysis}>
            {latestAnalysis ? t.toAnalysis : t.startAnalysis}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
