import type { Metadata } from "next";

import { signedInUser } from "@/app/app/_lib/app-user";
import { AppSessionProvider } from "@/components/auth/session-provider";
import { ServiceWorkerRegistrar } from "@/components/pwa/service-worker-registrar";

export const metadata: Metadata = {
  title: "App",
  robots: { index: false, follow: false },
};

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await signedInUser();
  return (
    <AppSessionProvider user={user ? { id: user.id, email: user.email } : null}>
      <ServiceWorkerRegistrar />
      {children}
    </AppSessionProvider>
  );
}
