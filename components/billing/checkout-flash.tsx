"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "@/components/app/toast";

import { billingMessages } from "@/messages/billing";

const t = billingMessages.checkout;

/** The toast after Stripe Checkout sends the user back (/app?checkout=erfolg or =abgebrochen); then cleans the URL. */
export function CheckoutFlash({ status }: { status: string | string[] | undefined }) {
  const router = useRouter();
  const pathname = usePathname();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || (status !== "erfolg" && status !== "abgebrochen")) return;
    shown.current = true;
    if (status === "erfolg") toast.success(t.successTitle, { description: t.successText });
    else toast.info(t.canceledTitle, { description: t.canceledText });
    router.replace(pathname);
  }, [status, router, pathname]);
  return null;
}
