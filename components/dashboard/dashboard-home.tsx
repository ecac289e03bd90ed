"use client";

import type { ReactNode } from "react";

import { CheckInCard } from "@/components/check-in/check-in-card";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DisclaimerCard } from "@/components/dashboard/disclaimer-card";
import { EnergyAvatar } from "@/components/dashboard/energy-avatar";
import { Greeting } from "@/components/dashboard/greeting";
import { type DailyImpulse, ImpulseCard } from "@/components/dashboard/impulse-card";
import { StateCard } from "@/components/dashboard/state-card";
import { useMinuteClock } from "@/components/dashboard/use-minute-clock";
import { InstallCard } from "@/components/pwa/install-card";
import { resolveEnergyState } from "@/lib/analysis/energy-state";
import { avatarMode } from "@/lib/dashboard/avatar-mode";
import { homeCopy } from "@/lib/dashboard/greeting";
import type { TodayCheckIn } from "@/server/queries/today-check-in";

export type { DailyImpulse };

/**
 * The dashboard home (spec §2): greeting, avatar, state and impulse cards, check-in, 'Dein Monat'
 * (a server component passed in as `month`), disclaimer.
 */
export function DashboardHome({
  dailyImpulse,
  todayCheckIn,
  month,
}: {
  dailyImpulse: DailyImpulse;
  todayCheckIn: TodayCheckIn | null;
  month?: ReactNode;
}) {
  const { profile, latestAnalysis } = useDashboard();
  // The visitor's time of day is only known in the browser; the server renders placeholders.
  const now = useMinuteClock();
  const state = resolveEnergyState(latestAnalysis?.overallState);
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 pt-6 pb-28">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:gap-8 sm:text-left">
        {now ? (
          <EnergyAvatar mode={avatarMode(now)} state={state} />
        ) : (
          <div className="size-40 shrink-0 sm:size-44" aria-hidden="true" />
        )}
        <Greeting
          name={profile.name}
          profileType={profile.profileType}
          subtitle={homeCopy(profile).subtitle}
          now={now}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <StateCard state={state} />
        <ImpulseCard impulse={dailyImpulse} />
      </div>
      <CheckInCard key={profile.id} initial={todayCheckIn} />
      {month}
      <InstallCard />
      <DisclaimerCard />
    </section>
  );
}
