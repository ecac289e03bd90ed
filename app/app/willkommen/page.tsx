import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AppFlash, type SearchParams } from "@/app/app/_components/app-flash";
import { appState } from "@/app/app/_lib/app-user";
import { ServiceUnavailable } from "@/components/app/service-unavailable";
import { ProModalProvider } from "@/components/billing/pro-modal-context";
import { MODULE_PATHS } from "@/components/dashboard/modules";
import { Onboarding } from "@/components/onboarding/onboarding";
import { appMessages } from "@/messages/app";
import { isUnavailable } from "@/server/db-errors";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: appMessages.titles.onboarding };

/** /app/willkommen: the welcome screen and the first profile; with a profile, the dashboard. */
export default async function OnboardingPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  let state;
  try {
    state = await appState();
  } catch (error) {
    if (isUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
  if (state.profile) redirect(MODULE_PATHS.home);
  return (
    <ProModalProvider>
      <AppFlash params={params} />
      <Onboarding plan={state.plan} />
    </ProModalProvider>
  );
}
