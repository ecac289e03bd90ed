"use client";

import { Sparkles } from "lucide-react";

import { useProModal } from "@/components/billing/pro-modal-context";
import { Button } from "@/components/ui/button";
import { chatMessages } from "@/messages/chat";

/** Instead of a fourth coach reply on Free: the reason and the way to Pro. */
export function UpgradePrompt({ content }: { content: string }) {
  const { openProModal } = useProModal();
  return (
    <div className="w-full rounded-2xl border border-primary/40 bg-primary/5 p-4" data-kind="upgrade_prompt">
      <p className="text-sm whitespace-pre-wrap">{content}</p>
      <Button className="mt-3" size="sm" onClick={openProModal}>
        <Sparkles aria-hidden />
        {chatMessages.upgrade.button}
      </Button>
    </div>
  );
}
