import { toast } from "@/components/app/toast";
import { billingMessages } from "@/messages/billing";
import { openBillingPortal } from "@/server/actions/billing";
import type { PortalFlow } from "@/server/billing/portal";

const t = billingMessages.portal;

/**
 * Opens the Stripe customer portal in a new tab, or says in a toast why not: for a Free user
 * without a subscription the server explains, with 'Pro ansehen' as the toast's action.
 */
export async function openPortal(flow: PortalFlow, openProModal: () => void): Promise<void> {
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
}
