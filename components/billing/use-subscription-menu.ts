"use client";

import { useCallback } from "react";
import { toast } from "@/components/app/toast";

import { useProModal } from "@/components/billing/pro-modal-context";
import type { PlanId } from "@/config/plans";
import { billingMessages } from "@/messages/billing";
import { openBillingPortal } from "@/server/actions/billing";
import type { PortalFlow } from "@/server/billing/portal";

const t = billingMessages.portal;

/**
 * The account menu's subscription group. Pro users manage everything in the
 * Stripe customer portal (new tab). Free users see the Pro modal for
 * 'Plan ansehen oder upgraden'; cancel and payment method ask the server too,
 * which opens the portal for a lapsed subscription or explains there is none.
 */
export function useSubscriptionMenu(plan: PlanId) {
  const { openProModal } = useProModal();

  const openPortal = useCallback(
    async (flow: PortalFlow) => {
      const result = await openBillingPortal({ flow }).catch(() => null);
      if (!result) {
        toast.error(t.failedTitle, { description: t.failedText });
      } else if (result.ok) {
        window.open(result.data.url, "_blank", "noopener");
        toast.success(t.openedTitle, { description: t.openedText });
      } else if (result.code === "conflict") {
        toast.info(result.title, {
          description: result.message,
          action: { label: t.showPro, onClick: openProModal },
        });
      } else {
        toast.error(result.title, { description: result.message });
      }
    },
    [openProModal],
  );

  return {
    onOpenPlans: plan === "pro" ? () => void openPortal("overview") : openProModal,
    onCancelPlan: () => void openPortal("cancel"),
    onChangePaymentMethod: () => void openPortal("payment_method"),
  };
}
