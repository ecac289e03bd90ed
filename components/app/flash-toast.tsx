"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "@/components/app/toast";

/**
 * Shows one toast for a result the server computed (a confirmed e-mail, the return from Stripe
 * Checkout) and cleans the URL. The server passes the words, so no message catalogue comes along.
 */
export function FlashToast({
  kind,
  title,
  description,
}: {
  kind: "success" | "error" | "info";
  title: string;
  description: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast[kind](title, { description });
    router.replace(pathname);
  }, [kind, title, description, router, pathname]);
  return null;
}
