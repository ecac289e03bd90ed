"use client";

import { KeyRound, Lock, LockOpen } from "lucide-react";

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

const t = journalLockMessages.menu;

/** The menu of an open journal lock: until when, 'Jetzt sperren', 'PIN ändern', 'Sperre aufheben'. */
export function JournalLockSettings({
  openUntil,
  open,
  onOpenChange,
  onLockNow,
  onOpen,
}: {
  openUntil: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLockNow: () => void;
  onOpen: (dialog: "change" | "remove") => void;
}) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <LockOpen aria-hidden="true" />
          {t.settings}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-normal text-muted-foreground">
          {formatMessage(t.openUntil, { time: formatClock(new Date(openUntil)) })}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLockNow}>
          <Lock aria-hidden="true" />
          {t.lockNow}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpen("change")}>
          <KeyRound aria-hidden="true" />
          {t.change}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpen("remove")}>
          <LockOpen aria-hidden="true" />
          {t.remove}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
