"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { actionMessages } from "@/messages/common";
import { consentMessages } from "@/messages/consent";
import { revokeHealthConsent } from "@/server/actions/consent";

const t = consentMessages.withdraw;

/** 'Einwilligung widerrufen': says what will be deleted, and deletes it only after the confirmation. */
export function WithdrawConsentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [working, setWorking] = useState(false);

  const withdraw = async () => {
    setWorking(true);
    const result = await revokeHealthConsent(undefined).catch(() => null);
    if (!result?.ok) {
      setWorking(false);
      toast.error(t.failed, { description: result?.message ?? actionMessages.unavailable });
      return;
    }
    toast.success(t.done, { description: t.doneText });
    // The dashboard of a user without profiles is the onboarding: start there afresh.
    window.location.assign(new URL("/app", window.location.href));
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !working && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.title}</AlertDialogTitle>
          <AlertDialogDescription>{t.text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={working}>{t.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={working} onClick={() => void withdraw()}>
            {t.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
