"use client";

import { LogOut, Mail, MonitorSmartphone, Trash2, User } from "lucide-react";
import { useSession } from "next-auth/react";
import { useState } from "react";

import { DeleteAccountDialog } from "@/components/app/delete-account-dialog";
import { signOutAndLeave, signOutEverywhereAndLeave } from "@/components/app/sign-out";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { siteConfig } from "@/config/site";
import { appMessages } from "@/messages/app";

const t = appMessages.accountMenu;

/**
 * The account menu for someone without a profile yet (welcome screen and first wizard, issue 23):
 * sign out, sign out everywhere, write to support, delete the account. The dashboard's full menu
 * needs a profile for most of its entries.
 */
export function OnboardingAccountMenu() {
  const { data: session } = useSession();
  const [deleting, setDeleting] = useState(false);
  const mailto = `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(t.supportSubject)}&body=${encodeURIComponent(t.supportBody)}`;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t.trigger}>
            <User className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          {session?.user?.email ? (
            <>
              <DropdownMenuLabel className="truncate text-sm font-medium">
                {session.user.email}
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
            </>
          ) : null}
          <DropdownMenuItem onSelect={() => void signOutAndLeave()}>
            <LogOut className="size-4" />
            {t.logout}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOutEverywhereAndLeave()}>
            <MonitorSmartphone className="size-4" />
            {t.logoutEverywhere}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => window.open(mailto, "_blank", "noopener")}>
            <Mail className="size-4" />
            {t.email}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
            <Trash2 className="size-4" />
            {t.deleteAccount}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
