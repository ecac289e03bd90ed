"use client";

import { ChevronDown, Info } from "lucide-react";

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { commonMessages } from "@/messages/common";

/** The collapsible disclaimer under the wizard's card (spec §2). */
export function WizardDisclaimer() {
  return (
    <Collapsible className="rounded-lg border bg-card/60 text-sm">
      <CollapsibleTrigger className="group flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        <Info className="size-4 text-muted-foreground" aria-hidden />
        <span className="flex-1">{commonMessages.disclaimer.title}</span>
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-4 pb-4 text-muted-foreground">
        {commonMessages.disclaimer.text}
      </CollapsibleContent>
    </Collapsible>
  );
}
