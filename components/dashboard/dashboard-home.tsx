import type { ReactNode } from "react";

import { CheckInCard } from "@/components/check-in/check-in-card";
import type { ActiveProfile, LatestAnalysis } from "@/components/dashboard/dashboard-context";
import { DisclaimerCard } from "@/components/dashboard/disclaimer-card";
import { GreetingHero } from "@/components/dashboard/greeting-hero";
import { type DailyImpulse, ImpulseCard } from "@/components/dashboard/impulse-card";
import { StateCard } from "@/components/dashboard/state-card";
import { InstallCard } from "@/components/pwa/install-card";
import { resolveEnergyState } from "@/lib/analysis/energy-state";
import { homeCopy } from "@/lib/dashboard/greeting";
import type { TodayCheckIn } from "@/server/queries/today-check-in";

export type { DailyImpulse };

/**
 * The dashboard home (spec §2): greeting, avatar, state and impulse cards, check-in, 'Dein Monat'
 * (`month`), disclaimer. A server component: only the greeting with the avatar, the check-in, the
 * install offer and the disclaimer's toggle run in the browser.
 */
export function DashboardHome({
  profile,
  latestAnalysis,
  dailyImpulse,
  todayCheckIn,
  month,
}: {
  profile: ActiveProfile;
  latestAnalysis: LatestAnalysis | null;
  dailyImpulse: DailyImpulse;
  todayCheckIn: TodayCheckIn | null;
  month?: ReactNode;
}) {
  const state = resolveEnergyState(latestAnalysis?.overallState);
  const copy = homeCopy(profile);
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 pt-6 pb-28">
      <GreetingHero
        name={profile.name}
        profileType={profile.profileType}
        subtitle={copy.subtitle}
        state={state}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <StateCard state={state} profile={profile} latestAnalysis={latestAnalysis} />
        <ImpulseCard impulse={dailyImpulse} />
      </div>
      <CheckInCard key={profile.id} initial={todayCheckIn} copy={copy} />
      {month}
      <InstallCard />
      <DisclaimerCard />
    </section>
  );
}
