"use client";

import { lazyComponent } from "@/components/app/lazy-component";
import { useInstallAvailable } from "@/components/pwa/install-prompt";

// Its text, buttons and the prompt's handling load only where the browser offers to install.
const InstallOffer = lazyComponent(() =>
  import("@/components/pwa/install-offer").then((m) => m.InstallOffer),
);

/**
 * 'Resonanz installieren' on the dashboard, shown only where the browser offered to install the
 * app (beforeinstallprompt) and until it is closed.
 */
export function InstallCard() {
  return useInstallAvailable() ? <InstallOffer /> : null;
}
