"use client";

import Image from "next/image";

import { Progress } from "@/components/ui/progress";
import { formatMessage } from "@/lib/format-message";
import { progressPercent } from "@/lib/profile/wizard-steps";
import { wizardMessages } from "@/messages/wizard";

const t = wizardMessages;

/** Fixed top bar (spec §2): logo, title, 'n/total' and the progress bar from 0 to 100. */
export function WizardTopBar({
  title,
  step,
  total,
  accountMenu,
}: {
  title: string;
  step: number;
  total: number;
  /** The onboarding's account menu, so a user without a profile can sign out (issue 23). */
  accountMenu?: React.ReactNode;
}) {
  const counter = { n: step + 1, total };
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 pt-3 pb-2">
        <Image src="/logo.svg" alt={t.logoAlt} width={32} height={32} />
        <h1 className="flex-1 text-lg font-semibold">{title}</h1>
        <p className="text-sm font-medium tabular-nums text-muted-foreground">
          <span aria-hidden>{formatMessage(t.counter, counter)}</span>
          <span className="sr-only">{formatMessage(t.counterLabel, counter)}</span>
        </p>
        {accountMenu}
      </div>
      <div className="mx-auto max-w-2xl px-4 pb-3">
        <Progress value={progressPercent(step, total)} aria-label={t.progressLabel} className="h-1.5" />
      </div>
    </header>
  );
}
