"use client";

import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/app/toast";

import { DESKTOP_QUERY } from "@/components/app/use-media-query";
import { requestCheckout } from "@/components/billing/request-checkout";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { type BillingInterval, formatEuro, plans, yearlySavingPercent } from "@/config/plans";
import { formatMessage } from "@/lib/format-message";
import { billingMessages } from "@/messages/billing";

const t = billingMessages.modal;
const checkout = billingMessages.checkout;
const INTERVALS = ["monthly", "yearly"] as const;

/** The Pro upgrade modal (spec §2, §4): choose the billing interval, then Stripe Checkout in a new tab. */
export function ProModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [interval, setBillingInterval] = useState<BillingInterval>("monthly");
  const [pending, setPending] = useState(false);

  // Spec §2: opening it below 768 px scrolls the page to the top.
  useEffect(() => {
    if (open && !window.matchMedia(DESKTOP_QUERY).matches) window.scrollTo({ top: 0 });
  }, [open]);

  const start = async () => {
    setPending(true);
    const outcome = await requestCheckout(interval);
    setPending(false);
    if (!outcome.ok) {
      toast.error(checkout.failedTitle, { description: outcome.message });
      return;
    }
    window.open(outcome.url, "_blank", "noopener");
    if (outcome.destination === "portal")
      toast.info(checkout.openSubscriptionTitle, { description: checkout.openSubscriptionText });
    else toast.success(checkout.redirectTitle, { description: checkout.redirectText });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {/* Lower than a plain dialog: the toast that often comes with it (top centre) must not hide its title. */}
      <DialogContent className="top-auto bottom-4 max-h-[calc(100dvh-7.5rem)] translate-y-0 overflow-y-auto sm:top-[calc(50%+3.5rem)] sm:bottom-auto sm:translate-y-[-50%]">
        <DialogHeader>
          <DialogTitle className="font-display text-2xl">{t.title}</DialogTitle>
          <DialogDescription>{t.subtitle}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1.5 text-sm">
          {plans.pro.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
        <RadioGroup
          aria-label={t.intervalLabel}
          value={interval}
          onValueChange={(value) => setBillingInterval(value === "yearly" ? "yearly" : "monthly")}
          className="grid gap-3"
          disabled={pending}
        >
          {INTERVALS.map((option) => (
            <Label
              key={option}
              htmlFor={`intervall-${option}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`intervall-${option}`} value={option} />
              <span className="flex flex-1 flex-wrap items-center gap-2">
                {option === "monthly" ? t.monthly : t.yearly}
                {option === "yearly" && (
                  <Badge variant="secondary">
                    {formatMessage(t.saving, { percent: yearlySavingPercent })}
                  </Badge>
                )}
              </span>
              <span className="text-right">
                <span className="block font-semibold">{formatEuro(plans.pro.price[option])}</span>
                <span className="block text-xs text-muted-foreground">
                  {option === "monthly" ? t.perMonth : t.perYear}
                </span>
              </span>
            </Label>
          ))}
        </RadioGroup>
        <p className="text-sm text-muted-foreground">
          {formatMessage(t.trial, { days: plans.pro.trialDays })}
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {pending ? t.loading : t.cancel}
          </Button>
          <Button disabled={pending} onClick={start}>
            {pending ? t.loading : t.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
