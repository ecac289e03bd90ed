import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AppFlash, type SearchParams } from "@/app/app/_components/app-flash";
import { ServiceUnavailable } from "@/components/app/service-unavailable";
import { AuthScreen } from "@/components/auth/auth-screen";
import { ForgetUserPages } from "@/components/pwa/forget-user-pages";
import { RETURN_PARAM, safeReturnPath } from "@/lib/auth/return-path";
import { authMessages } from "@/messages/auth";
import { pendingLink } from "@/server/auth/google";
import { googleConfigured } from "@/server/auth/options";
import { currentUser } from "@/server/auth/session";
import { isUnavailable } from "@/server/db-errors";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: authMessages.screen.signInTab };

/**
 * /app/anmelden: sign-in and sign-up (spec §2). Signed in, it goes on to `?ziel=` (a path inside
 * /app, anything else is ignored) or to /app, which picks onboarding or the dashboard.
 */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnPath(params[RETURN_PARAM]);
  let user;
  try {
    user = await currentUser();
  } catch (error) {
    if (isUnavailable(error)) return <ServiceUnavailable />;
    throw error;
  }
  if (user) redirect(returnTo ?? "/app");
  const googleLink = params.google === "passwort" ? await pendingLink() : null;
  return (
    <>
      <AppFlash params={params} />
      <ForgetUserPages />
      <AuthScreen
        googleEnabled={googleConfigured()}
        oauthError={typeof params.error === "string"}
        googleLinkEmail={googleLink?.email ?? null}
        returnTo={returnTo ?? "/app"}
      />
    </>
  );
}
