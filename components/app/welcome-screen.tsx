"use client";

import Image from "next/image";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { appMessages } from "@/messages/app";
import { authMessages } from "@/messages/auth";

const t = appMessages.welcome;

/** WELCOME_DELAY_MS: the spec's 0.5 s pause after 'Profil anlegen'. */
export const WELCOME_DELAY_MS = 500;

export function WelcomeScreen({
  onContinue,
  accountMenu,
}: {
  onContinue: () => void;
  /** Sign-out and account deletion for someone without a profile (issue 23). */
  accountMenu?: React.ReactNode;
}) {
  const [loading, setLoading] = useState(false);
  const start = () => {
    setLoading(true);
    window.setTimeout(onContinue, WELCOME_DELAY_MS);
  };
  return (
    <main
      id="inhalt"
      className="relative flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(circle_at_50%_30%,var(--aura-from),transparent_55%),radial-gradient(circle_at_50%_80%,var(--aura-to),transparent_50%)] opacity-60"
      />
      {accountMenu ? <div className="absolute top-4 right-4">{accountMenu}</div> : null}
      <Image src="/logo.svg" alt={authMessages.screen.logoAlt} width={88} height={88} priority />
      <h1 className="text-4xl font-semibold sm:text-5xl">
        {t.headline} <span className="text-primary">{siteConfig.name}</span>
      </h1>
      <p className="font-display text-xl text-muted-foreground">{t.tagline}</p>
      <ul className="grid max-w-md gap-2 text-base">
        {t.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button size="lg" className="min-w-48" onClick={start} disabled={loading}>
        {loading ? t.loading : t.button}
      </Button>
    </main>
  );
}
