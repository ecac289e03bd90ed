"use client";

import { useCallback } from "react";

import { toast } from "@/components/app/toast";
import { useProModal } from "@/components/billing/pro-modal-context";
import type { PlanId } from "@/config/plans";
import { actionMessages } from "@/messages/common";
import type { PortalFlow } from "@/server/billing/portal";

/**
 * The account menu's subscription group. Pro users manage everything in the
 * Stripe customer portal (new tab). Free users see the Pro modal for
 * 'Plan ansehen oder upgraden'; cancel and payment method ask the server too,
 * which opens the portal for a lapsed subscription or explains there is none.
 * The portal's handling loads when it is first asked for.
 */
export function useSubscriptionMenu(plan: PlanId) {
  const { openProModal } = useProModal();

  const openPortal = useCallback(
    (flow: PortalFlow) =>
      void import("@/components/billing/open-portal")
        .then((m) => m.openPortal(flow, openProModal))
        // Its code could not be fetched (offline, a new deployment): nothing happened yet.
        .catch(() =>
          toast.error(actionMessages.unavailableTitle, { description: actionMessages.unavailable }),
        ),
    [openProModal],
  );

  return {
    onOpenPlans: plan === "pro" ? () => openPortal("overview") : openProModal,
    onCancelPlan: () => openPortal("cancel"),
    onChangePaymentMethod: () => openPortal("payment_method"),
  };
}
