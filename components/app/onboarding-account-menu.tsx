"use client";

import { HeartHandshake, LogOut, Mail, MonitorSmartphone, Trash2, User } from "lucide-react";
import { useState } from "react";

import { lazyComponent } from "@/components/app/lazy-component";
import { useAppSession } from "@/components/auth/session-provider";
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
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { siteConfig } from "@/config/site";
import { appMessages } from "@/messages/app";
import { safetyPlanMessages } from "@/messages/safety-plan";

const t = appMessages.accountMenu;

// The dialogs' code loads when one first opens.
const DeleteAccountDialog = lazyComponent(() =>
  import("@/components/app/delete-account-dialog").then((m) => m.DeleteAccountDialog),
);
const CrisisHelpDialog = lazyComponent(() =>
  import("@/components/safety/crisis-help-dialog").then((m) => m.CrisisHelpDialog),
);

/**
 * The account menu for someone without a profile yet (welcome screen and first wizard, issue 23):
 * 'Hilfe in der Krise', sign out, sign out everywhere, write to support, delete the account. The dashboard's full menu
 * needs a profile for most of its entries.
 */
export function OnboardingAccountMenu() {
  const email = useAppSession()?.email;
  const [dialog, setDialog] = useState<"delete" | "crisis" | null>(null);
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
          {email ? (
            <>
              <DropdownMenuLabel className="truncate text-sm font-medium">{email}</DropdownMenuLabel>
              <DropdownMenuSeparator />
            </>
          ) : null}
          <DropdownMenuItem onSelect={() => setDialog("crisis")} className="font-medium text-destructive">
            <HeartHandshake className="size-4" />
            {safetyPlanMessages.help.open}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
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
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
            <Trash2 className="size-4" />
            {t.deleteAccount}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === "delete" ? <DeleteAccountDialog open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "crisis" ? (
        <CrisisHelpDialog planHref={SAFETY_PLAN_HREF} open onOpenChange={() => setDialog(null)} />
      ) : null}
    </>
  );
}
