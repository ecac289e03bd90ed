"use client";

import { HeartHandshake } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import { CrisisNumbers } from "@/components/safety/crisis-numbers";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { safetyPlanMessages } from "@/messages/safety-plan";

const t = safetyPlanMessages.help;

/**
 * 'Hilfe in der Krise': the crisis card at any time, one tap away, with the way to one's own plan.
 * `trigger` is the menu item or button that opens it.
 */
export function CrisisHelpDialog({
  trigger,
  planHref,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  planHref: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-testid="crisis-help" className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <HeartHandshake aria-hidden className="size-5 text-destructive" />
            {t.title}
          </DialogTitle>
          <DialogDescription>{t.text}</DialogDescription>
        </DialogHeader>
        <CrisisNumbers />
        <DialogFooter className="gap-2 sm:justify-between">
          <Button asChild variant="outline">
            <Link href={planHref}>{t.plan}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
