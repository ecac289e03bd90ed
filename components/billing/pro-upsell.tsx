"use client";

import { Sparkles } from "lucide-react";

import { useProModal } from "@/components/billing/pro-modal-context";
import { Button } from "@/components/ui/button";
import { billingMessages } from "@/messages/billing";

const t = billingMessages.upsell;

/** The Pro upsell for Free users (spec §2 Profile manager). */
export function ProUpsell() {
  const { openProModal } = useProModal();
  return (
    <aside className="rounded-xl border bg-gradient-to-br from-aura-from/15 to-aura-to/15 p-5">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
        <Sparkles aria-hidden className="size-5 text-primary" />
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t.text}</p>
      <Button className="mt-4" onClick={openProModal}>
        {t.button}
      </Button>
    </aside>
  );
}
