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
import { formatMessage } from "@/lib/format-message";
import { profileMessages } from "@/messages/profiles";
import { deleteProfile, type ProfileListItem } from "@/server/actions/profiles";

const t = profileMessages;

/** Asks before a profile and everything recorded for it is deleted. */
export function DeleteProfileDialog({
  profile,
  onClose,
  onDeleted,
}: {
  profile: ProfileListItem | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!profile) return;
    setDeleting(true);
    const result = await deleteProfile({ profileId: profile.id }).catch(() => null);
    setDeleting(false);
    if (!result?.ok) {
      toast.error(result?.title ?? t.toasts.deleteFailed, { description: result?.message });
      return;
    }
    toast.success(t.toasts.deleted, {
      description: formatMessage(t.toasts.deletedText, { name: result.data.name }),
    });
    onDeleted();
  };

  return (
    <AlertDialog open={profile !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.delete.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {formatMessage(t.delete.text, { name: profile?.name ?? "" })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{t.delete.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={remove}>
            {deleting ? t.delete.deleting : t.delete.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
