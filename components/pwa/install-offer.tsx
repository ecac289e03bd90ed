"use client";

import { Download, X } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/app/toast";

import { consumeInstallPrompt } from "@/components/pwa/install-prompt";
import { Button } from "@/components/ui/button";
import { pwaMessages } from "@/messages/pwa";

const t = pwaMessages.install;

/** localStorage: the offer was closed on this device (sign-out clears it, like all local data). */
const DISMISSED_KEY = "resonanz-install-dismissed";

/** 'Resonanz installieren', once the browser offered it (components/pwa/install-card.tsx), until closed. */
export function InstallOffer() {
  const [dismissed, setDismissed] = useState(() => window.localStorage.getItem(DISMISSED_KEY) === "1");
  if (dismissed) return null;

  const dismiss = () => {
    window.localStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  };
  const install = async () => {
    const prompt = consumeInstallPrompt();
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === "accepted") toast.success(t.installed, { description: t.installedText });
  };

  return (
    <section
      aria-labelledby="installieren-titel"
      className="relative flex flex-col gap-3 rounded-xl border bg-card p-4 pr-12 text-card-foreground sm:flex-row sm:items-center"
    >
      <div className="flex-1 space-y-1">
        <h2 id="installieren-titel" className="font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.text}</p>
      </div>
      <Button onClick={() => void install()} className="min-h-11 self-start sm:self-center">
        <Download aria-hidden="true" />
        {t.action}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={dismiss}
        aria-label={t.dismissLabel}
        title={t.dismiss}
        className="absolute top-2 right-2 size-11"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
