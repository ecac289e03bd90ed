"use client";

import { z } from "@/lib/validations/zod";

import type { BillingInterval } from "@/config/plans";
import { billingMessages } from "@/messages/billing";

const t = billingMessages.checkout;

const answerSchema = z.object({
  url: z.string().nullish(),
  destination: z.enum(["checkout", "portal"]).optional(),
  /** A refusal's German reason (`{ ok: false, code, title, message }`). */
  message: z.string().optional(),
});

export type CheckoutOutcome =
  { ok: true; url: string; destination: "checkout" | "portal" } | { ok: false; message: string };

/** Spec §7 create-checkout: POSTs the interval and returns the Checkout url, or the German reason it failed. */
export async function requestCheckout(interval: BillingInterval): Promise<CheckoutOutcome> {
  try {
    const response = await fetch("/api/billing/create-checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ billing_interval: interval }),
    });
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) return { ok: false, message: t.failedText };
    if (!response.ok) return { ok: false, message: answer.data.message ?? t.failedText };
    if (!answer.data.url) return { ok: false, message: t.missingUrl };
    return { ok: true, url: answer.data.url, destination: answer.data.destination ?? "checkout" };
  } catch {
    return { ok: false, message: t.failedText };
  }
}
