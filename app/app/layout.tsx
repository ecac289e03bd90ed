import type { Metadata } from "next";

import { AppSessionProvider } from "@/components/auth/session-provider";
import { ServiceWorkerRegistrar } from "@/components/pwa/service-worker-registrar";

export const metadata: Metadata = {
  title: "App",
  robots: { index: false, follow: false },
};

export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <AppSessionProvider>
      <ServiceWorkerRegistrar />
      {children}
    </AppSessionProvider>
  );
}
