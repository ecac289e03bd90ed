"use client";

import { ChevronDown, Info } from "lucide-react";
import { useId, useState } from "react";

import { cn } from "@/lib/utils";
import { commonMessages } from "@/messages/common";
import { dashboardHomeMessages } from "@/messages/dashboard-home";

const t = dashboardHomeMessages.disclaimer;

/** The collapsible note that the app is no medical device (spec §1, §2): a disclosure button. */
export function DisclaimerCard() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <div className="rounded-xl border bg-muted/40 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <Info className="size-4 shrink-0" aria-hidden="true" />
        <span className="flex-1">{commonMessages.disclaimer.title}</span>
        <span className="text-xs text-muted-foreground">{open ? t.hide : t.show}</span>
        <ChevronDown
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div id={contentId} hidden={!open} className="px-4 pb-4 text-muted-foreground">
        {commonMessages.disclaimer.text}
      </div>
    </div>
  );
}
