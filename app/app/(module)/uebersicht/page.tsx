import type { Metadata } from "next";

import { AppFlash, type SearchParams } from "@/app/app/_components/app-flash";
import { requireProfileState } from "@/app/app/_lib/app-user";
import { DashboardHome } from "@/components/dashboard/dashboard-home";
import { appMessages } from "@/messages/app";

export const metadata: Metadata = { title: appMessages.titles.dashboard };

/** /app/uebersicht: the dashboard home (greeting, avatar, state, impulse of the day, check-in). */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, state] = await Promise.all([searchParams, requireProfileState()]);
  return (
    <>
      <AppFlash params={params} />
      {state.dailyImpulse ? <DashboardHome dailyImpulse={state.dailyImpulse} /> : null}
    </>
  );
}
