import type { Metadata } from "next";

import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { AppSessionProvider } from "@/components/auth/session-provider";
import { authMessages } from "@/messages/auth";

export const metadata: Metadata = {
  title: authMessages.reset.title,
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Target of the password-reset e-mail link. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <AppSessionProvider>
      <main id="inhalt" className="flex min-h-dvh items-center justify-center px-4 py-10">
        <ResetPasswordForm token={typeof token === "string" ? token : ""} />
      </main>
    </AppSessionProvider>
  );
}
