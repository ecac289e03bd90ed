import type { Metadata } from "next";

import { AppFlash, type SearchParams } from "@/app/app/_components/app-flash";
import { requireProfileState } from "@/app/app/_lib/app-user";
import { DashboardHome } from "@/components/dashboard/dashboard-home";
import { MonthCard } from "@/components/dashboard/month-card";
import { appMessages } from "@/messages/app";
import { loadMonthRhythm } from "@/server/queries/month-rhythm";
import { loadTodayCheckIn } from "@/server/queries/today-check-in";

export const metadata: Metadata = { title: appMessages.titles.dashboard };

/** /app/uebersicht: the dashboard home (greeting, avatar, state, impulse of the day, check-in, month). */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, state] = await Promise.all([searchParams, requireProfileState()]);
  const [rhythm, todayCheckIn] = await Promise.all([
    loadMonthRhythm(state.user.id, state.profile.id),
    loadTodayCheckIn(state.user.id, state.profile.id),
  ]);
  return (
    <>
      <AppFlash params={params} />
      {state.dailyImpulse ? (
        <DashboardHome
          profile={state.profile}
          latestAnalysis={state.latestAnalysis}
          dailyImpulse={state.dailyImpulse}
          todayCheckIn={todayCheckIn}
          month={<MonthCard rhythm={rhythm} profileId={state.profile.id} />}
        />
      ) : null}
    </>
  );
}
