import type { Metadata } from "next";

import { SignInScreen } from "@/components/auth/sign-in-screen";
import { authMessages } from "@/messages/auth";

export const metadata: Metadata = {
  title: authMessages.screen.signInTab,
  robots: { index: false, follow: false },
};

/**
 * The sign-in screen as the build pre-renders it: app/app/anmelden/route.ts sends this page
 * without the React runtime, with each request's state filled in. Never served at its own path.
 */
export default function SignInTemplate() {
  return <SignInScreen />;
}
