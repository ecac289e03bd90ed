"use client";

import { Sparkles } from "lucide-react";

import { useProModal } from "@/components/billing/pro-modal-context";
import { Button } from "@/components/ui/button";
import { wizardMessages } from "@/messages/wizard";

/** Step 0's notice for Free users; 'Upgrade' opens the Pro modal (spec §2). */
export function FreeNotice() {
  const { openProModal } = useProModal();
  return (
    <aside className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-dashed bg-secondary/50 p-3 text-sm">
      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="flex-1">{wizardMessages.freeNotice.text}</p>
      <Button type="button" variant="link" className="h-auto p-0" onClick={openProModal}>
        {wizardMessages.freeNotice.upgrade}
      </Button>
    </aside>
  );
}
