import type { Metadata } from "next";

import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { AppSessionProvider } from "@/components/auth/session-provider";
import { authMessages } from "@/messages/auth";
import { resetLinkProblem } from "@/server/auth/reset-links";

export const metadata: Metadata = {
  title: authMessages.reset.title,
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = "force-dynamic";

/** Target of the password-reset e-mail link. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token: raw } = await searchParams;
  const token = typeof raw === "string" ? raw : "";
  // Without the database the form still shows; the action answers on submit.
  const problem = await resetLinkProblem(token).catch(() => null);
  return (
    <AppSessionProvider>
      <main id="inhalt" className="flex min-h-dvh items-center justify-center px-4 py-10">
        <ResetPasswordForm token={token} problem={problem} />
      </main>
    </AppSessionProvider>
  );
}
