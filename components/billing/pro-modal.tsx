"use client";

import { useEffect, useState } from "react";

import { DESKTOP_QUERY } from "@/components/app/use-media-query";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Label } from "@/components/ui/label";
import { type BillingInterval, formatEuro, plans } from "@/config/plans";
import { billingMessages } from "@/messages/billing";

const t = billingMessages.modal;

/** The Pro upgrade modal's shell; checkout is wired by the billing module. */
export function ProModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [interval, setInterval] = useState<BillingInterval>("monthly");

  // Spec §2: opening it below 768 px scrolls the page to the top.
  useEffect(() => {
    if (open && !window.matchMedia(DESKTOP_QUERY).matches) window.scrollTo({ top: 0 });
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="text-2xl">{t.title}</DialogTitle>
          <DialogDescription>{t.subtitle}</DialogDescription>
        </DialogHeader>
        <RadioGroup
          value={interval}
          onValueChange={(value) => setInterval(value as BillingInterval)}
          className="grid gap-3"
        >
          {(["monthly", "yearly"] as const).map((option) => (
            <Label
              key={option}
              htmlFor={`intervall-${option}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`intervall-${option}`} value={option} />
              <span className="flex-1">{option === "monthly" ? t.monthly : t.yearly}</span>
              <span className="font-semibold">{formatEuro(plans.pro.price[option])}</span>
            </Label>
          ))}
        </RadioGroup>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button disabled>{t.submit}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
