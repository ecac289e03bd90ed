import { requireProfileState } from "@/app/app/_lib/app-user";
import { ServiceUnavailable } from "@/components/app/service-unavailable";
import { ProModalProvider } from "@/components/billing/pro-modal-context";
import { AppShell } from "@/components/dashboard/app-shell";
import { plans } from "@/config/plans";
import { isUnavailable } from "@/server/db-errors";

export const dynamic = "force-dynamic";

/** Every module's frame: signed out → sign-in (and back here), no profile yet → onboarding. */
export default async function ModulesLayout({ children }: { children: React.ReactNode }) {
  let state;
  try {
    state = await requireProfileState();
  } catch (error) {
    if (isUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
  return (
    <ProModalProvider>
      <AppShell
        email={state.email}
        plan={state.plan}
        planSummary={state.planSummary ?? plans[state.plan].name}
        profile={state.profile}
        latestAnalysis={state.latestAnalysis}
      >
        {children}
      </AppShell>
    </ProModalProvider>
  );
}
