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
import { coachMemoryMessages } from "@/messages/coach-memory";
import { deleteCoachFact } from "@/server/actions/coach-memory";
import type { MemoryFactView } from "@/server/memory/facts";

const t = coachMemoryMessages;

/** Asks before a fact is deleted: the coach no longer uses it in any later reply. */
export function DeleteFactDialog({
  fact,
  onClose,
  onDeleted,
}: {
  fact: MemoryFactView | null;
  onClose: () => void;
  onDeleted: (factId: string) => void;
}) {
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!fact) return;
    setDeleting(true);
    const result = await deleteCoachFact({ factId: fact.id }).catch(() => null);
    setDeleting(false);
    if (!result?.ok) {
      toast.error(result?.title ?? t.toasts.failed, { description: result?.message });
      return;
    }
    toast.success(t.toasts.removed);
    onDeleted(fact.id);
  };

  return (
    <AlertDialog open={fact !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.removeTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {formatMessage(t.removeText, { text: fact?.content ?? "" })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{t.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={remove}>
            {deleting ? t.removing : t.removeConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
