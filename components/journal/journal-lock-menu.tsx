"use client";

import { KeyRound, Lock, LockOpen } from "lucide-react";
import { useState } from "react";

import { type JournalLockValue } from "@/components/journal/journal-lock-context";
import { ChangePinDialog, RemoveLockDialog, SetPinDialog } from "@/components/journal/journal-lock-dialogs";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatMessage } from "@/lib/format-message";
import { formatClock } from "@/lib/journal-lock/timing";
import { journalLockMessages } from "@/messages/journal-lock";
import { lockJournal } from "@/server/actions/journal-lock";

const t = journalLockMessages.menu;

type Open = "set" | "change" | "remove" | null;

/**
 * The journal's lock in the module's header: 'Tagebuch sperren' without a PIN; with one, while it is
 * open, 'Jetzt sperren', 'PIN ändern' and 'Sperre aufheben'. Locked, the PIN screen says the rest.
 */
export function JournalLockMenu({ lock }: { lock: JournalLockValue }) {
  const [dialog, setDialog] = useState<Open>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const { view } = lock;
  const lockNow = async () => {
    lock.relock();
    const result = await lockJournal({ profileId: lock.profileId }).catch(() => null);
    if (result?.ok) lock.update(result.data);
  };

  if (!view.enabled) {
    return (
      <>
        <Button variant="outline" onClick={() => setDialog("set")}>
          <Lock aria-hidden="true" />
          {t.lock}
        </Button>
        <SetPinDialog lock={lock} open={dialog === "set"} onOpenChange={close} />
      </>
    );
  }
  if (!view.openUntil || view.openForMs === null) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <LockOpen aria-hidden="true" />
            {t.settings}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="font-normal text-muted-foreground">
            {formatMessage(t.openUntil, { time: formatClock(new Date(view.openUntil)) })}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void lockNow()}>
            <Lock aria-hidden="true" />
            {t.lockNow}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("change")}>
            <KeyRound aria-hidden="true" />
            {t.change}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("remove")}>
            <LockOpen aria-hidden="true" />
            {t.remove}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ChangePinDialog lock={lock} open={dialog === "change"} onOpenChange={close} />
      <RemoveLockDialog lock={lock} open={dialog === "remove"} onOpenChange={close} />
    </>
  );
}
