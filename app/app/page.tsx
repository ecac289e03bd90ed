import { FlashToast } from "@/components/app/flash-toast";
import { ServiceUnavailable } from "@/components/app/service-unavailable";
import { AuthScreen } from "@/components/auth/auth-screen";
import { CheckoutFlash } from "@/components/billing/checkout-flash";
import { ProModalProvider } from "@/components/billing/pro-modal-context";
import { Dashboard } from "@/components/dashboard/dashboard";
import { Onboarding } from "@/components/onboarding/onboarding";
import { authMessages } from "@/messages/auth";
import { isUnavailable } from "@/server/db-errors";
import { pendingLink } from "@/server/auth/google";
import { googleConfigured } from "@/server/auth/options";
import { currentUser } from "@/server/auth/session";
import { verifyEmail } from "@/server/auth/verify-email";
import { loadAppState } from "@/server/queries/app-state";

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /app: the authentication screen, onboarding or the dashboard, depending on who asks. */
export default async function AppPage({ searchParams }: { searchParams: SearchParams }) {
  try {
    return await renderApp(await searchParams);
  } catch (error) {
    if (isUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
}

async function renderApp(params: Awaited<SearchParams>) {
  const verifyToken = typeof params.verify === "string" ? params.verify : undefined;
  const verified = verifyToken === undefined ? undefined : await verifyEmail(verifyToken);
  const flash =
    verified === undefined ? null : (
      <FlashToast
        kind={verified ? "success" : "error"}
        title={verified ? authMessages.toasts.emailVerified : authMessages.toasts.emailVerifyFailed}
        description={
          verified ? authMessages.toasts.emailVerifiedText : authMessages.toasts.emailVerifyFailedText
        }
      />
    );

  const user = await currentUser();
  if (!user) {
    const googleLink = params.google === "passwort" ? await pendingLink() : null;
    return (
      <>
        {flash}
        <AuthScreen
          googleEnabled={googleConfigured()}
          oauthError={typeof params.error === "string"}
          googleLinkEmail={googleLink?.email ?? null}
        />
      </>
    );
  }

  const state = await loadAppState(user);
  return (
    <ProModalProvider>
      {flash}
      <CheckoutFlash status={params.checkout} />
      {state.profile ? (
        <Dashboard
          email={state.email}
          plan={state.plan}
          planSummary={state.planSummary}
          profile={state.profile}
          latestAnalysis={state.latestAnalysis}
          dailyImpulse={state.dailyImpulse}
        />
      ) : (
        <Onboarding plan={state.plan} />
      )}
    </ProModalProvider>
  );
}
