"use client";

import { useState } from "react";
import { toast } from "@/components/app/toast";

import { signOutAndLeave } from "@/components/app/sign-out";
import { TextField } from "@/components/forms/text-field";
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
import { authMessages } from "@/messages/auth";
import { deleteAccount } from "@/server/actions/account";

const t = authMessages;

export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [confirmation, setConfirmation] = useState("");
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    const result = await deleteAccount({ confirmation }).catch(() => null);
    if (!result?.ok) {
      setDeleting(false);
      toast.error(t.account.deleteFailed, { description: result?.message ?? t.toasts.unexpected });
      return;
    }
    toast.success(t.account.deleteSuccess, { description: t.account.deleteSuccessText });
    await signOutAndLeave();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.account.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.account.deleteText}</AlertDialogDescription>
        </AlertDialogHeader>
        <TextField
          label={t.account.deleteConfirmLabel}
          value={confirmation}
          autoComplete="off"
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{t.actions.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={deleting || confirmation !== t.account.deleteConfirmWord}
            onClick={remove}
          >
            {deleting ? t.account.deleting : t.account.deleteSubmit}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
