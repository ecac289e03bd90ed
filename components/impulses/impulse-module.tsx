"use client";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { ImpulseLibrary } from "@/components/impulses/impulse-library";
import { ReminderCard } from "@/components/impulses/reminder-card";
import { TodayImpulseCard } from "@/components/impulses/today-impulse-card";
import { useImpulseOverview } from "@/components/impulses/use-impulse-overview";
import { WisdomCard } from "@/components/impulses/wisdom-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { dashboardMessages } from "@/messages/dashboard";
import { impulseMessages } from "@/messages/impulses";

/**
 * The impulse module (spec §2): the impulse of the day with 'Neuer Impuls', the wisdom of the
 * day, the 8:00 reminder and the library of all impulses.
 */
export function ImpulseModule() {
  const { profile, email } = useDashboard();
  const { status, retry } = useImpulseOverview(profile.id);
  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.impulse}>
      <p className="mb-6 text-muted-foreground">{impulseMessages.intro}</p>
      <div className="mb-12 space-y-4">
        {status.kind === "loading" ? (
          <>
            <Skeleton className="h-56 w-full rounded-xl" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-40 rounded-xl" />
              <Skeleton className="h-40 rounded-xl" />
            </div>
          </>
        ) : null}
        {status.kind === "error" ? (
          <div role="alert" className="space-y-2 rounded-xl border p-4 text-sm">
            <p>{status.message}</p>
            <Button variant="outline" size="sm" onClick={retry}>
              {impulseMessages.retry}
            </Button>
          </div>
        ) : null}
        {status.kind === "ready" ? (
          <>
            <TodayImpulseCard initial={status.overview.today} state={status.overview.state} />
            <div className="grid gap-4 sm:grid-cols-2">
              <WisdomCard impulse={status.overview.wisdom} />
              <ReminderCard
                email={email}
                initialEnabled={status.overview.reminder.enabled}
                emailVerified={status.overview.reminder.emailVerified}
                pushPublicKey={status.overview.pushPublicKey}
              />
            </div>
          </>
        ) : null}
      </div>
      <ImpulseLibrary />
    </ModuleFrame>
  );
}
