"use client";

import {
  ClipboardList,
  CreditCard,
  Download,
  HeartHandshake,
  KeyRound,
  LogOut,
  Mail,
  MessageCircle,
  MonitorSmartphone,
  Moon,
  Sparkles,
  Sun,
  Trash2,
  User,
  ShieldOff,
  XCircle,
} from "lucide-react";
import Link from "next/link";
import { useTheme } from "next-themes";
import { useEffect } from "react";

import { downloadAccountData } from "@/components/app/download-account-data";
import { signOutAndLeave, signOutEverywhereAndLeave } from "@/components/app/sign-out";
import { prepareToasts } from "@/components/app/toast";
import { DESKTOP_QUERY, useMediaQuery } from "@/components/app/use-media-query";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { type AccountDialog, type AccountMenuProps, AccountMenuTrigger } from "@/components/app/account-menu";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { siteConfig } from "@/config/site";
import { appMessages } from "@/messages/app";
import { consentMessages } from "@/messages/consent";
import { safetyPlanMessages } from "@/messages/safety-plan";

const t = appMessages.accountMenu;
const help = safetyPlanMessages.help;

export interface AccountMenuPanelProps extends AccountMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens one of the account dialogs, which live outside the menu. */
  onOpenDialog: (dialog: AccountDialog) => void;
}

interface MenuItem {
  key: string;
  label: string;
  icon: React.ComponentType<{ className?: string }>;
  onSelect: () => void;
  destructive?: boolean;
}

function useMenuGroups(props: AccountMenuProps, open: (dialog: Exclude<AccountDialog, "crisis">) => void) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  const mailto = `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(t.supportSubject)}&body=${encodeURIComponent(t.supportBody)}`;
  const groups: { key: string; title: string; items: MenuItem[] }[] = [
    {
      key: "account",
      title: t.groups.account,
      items: [
        { key: "profile", label: t.showProfile, icon: User, onSelect: props.onShowProfile },
        { key: "password", label: t.changePassword, icon: KeyRound, onSelect: () => open("password") },
        {
          key: "theme",
          label: dark ? t.lightMode : t.darkMode,
          icon: dark ? Sun : Moon,
          onSelect: () => setTheme(dark ? "light" : "dark"),
        },
        {
          key: "export",
          label: t.exportData,
          icon: Download,
          onSelect: () => void downloadAccountData(),
        },
        {
          key: "consent",
          label: consentMessages.withdraw.menu,
          icon: ShieldOff,
          onSelect: () => open("consent"),
        },
        {
          key: "delete",
          label: t.deleteAccount,
          icon: Trash2,
          onSelect: () => open("delete"),
          destructive: true,
        },
      ],
    },
    {
      key: "subscription",
      title: t.groups.subscription,
      items: [
        { key: "plan", label: t.viewPlan, icon: Sparkles, onSelect: props.onOpenPlans },
        { key: "cancel", label: t.cancelPlan, icon: XCircle, onSelect: props.onCancelPlan },
        { key: "payment", label: t.paymentMethod, icon: CreditCard, onSelect: props.onChangePaymentMethod },
      ],
    },
    {
      key: "support",
      title: t.groups.support,
      items: [
        {
          key: "email",
          label: t.email,
          icon: Mail,
          onSelect: () => window.open(mailto, "_blank", "noopener"),
        },
        { key: "ai", label: t.aiSupport, icon: MessageCircle, onSelect: props.onOpenSupportChat },
      ],
    },
  ];
  return groups;
}

/**
 * The account menu itself (spec §2): a dropdown on desktop, an accordion in a sheet below 768 px.
 * Its code (Radix menu, sheet and accordion, the icons, sign-out) loads when the menu is first
 * wanted (account-menu.tsx); `open` is held there.
 */
export function AccountMenuPanel({ open, onOpenChange, onOpenDialog, ...props }: AccountMenuPanelProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // Most entries end in a toast ('Erfolgreich abgemeldet' has a second before the page changes).
  useEffect(() => prepareToasts(), []);
  const groups = useMenuGroups(props, (next) => {
    onOpenChange(false);
    onOpenDialog(next);
  });
  const openHelp = () => {
    onOpenChange(false);
    onOpenDialog("crisis");
  };
  const logout = { label: t.logout, onSelect: () => void signOutAndLeave() };
  const logoutEverywhere = { label: t.logoutEverywhere, onSelect: () => void signOutEverywhereAndLeave() };
  const trigger = <AccountMenuTrigger />;

  return desktop ? (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium">{props.email}</span>
          <span className="block text-xs text-muted-foreground">{props.planSummary}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openHelp} className="font-medium text-destructive">
          <HeartHandshake className="size-4" />
          {help.open}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={SAFETY_PLAN_HREF}>
            <ClipboardList className="size-4" />
            {help.plan}
          </Link>
        </DropdownMenuItem>
        {groups.map((group) => (
          <DropdownMenuGroup key={group.key}>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-muted-foreground">{group.title}</DropdownMenuLabel>
            {group.items.map((item) => (
              <DropdownMenuItem
                key={item.key}
                onSelect={item.onSelect}
                variant={item.destructive ? "destructive" : "default"}
              >
                <item.icon className="size-4" />
                {item.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout.onSelect}>
          <LogOut className="size-4" />
          {logout.label}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={logoutEverywhere.onSelect}>
          <MonitorSmartphone className="size-4" />
          {logoutEverywhere.label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ) : (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" className="w-[85vw] max-w-sm overflow-y-auto">
        <SheetHeader>
          <SheetTitle className="truncate">{props.email}</SheetTitle>
          <p className="text-sm text-muted-foreground">{props.planSummary}</p>
        </SheetHeader>
        <div className="px-4">
          <Button
            variant="outline"
            className="w-full justify-start border-destructive/40 text-destructive"
            onClick={openHelp}
          >
            <HeartHandshake className="size-4" />
            {help.open}
          </Button>
          <Button asChild variant="ghost" className="mt-1 w-full justify-start">
            <Link href={SAFETY_PLAN_HREF}>
              <ClipboardList className="size-4" />
              {help.plan}
            </Link>
          </Button>
        </div>
        <Accordion type="multiple" className="px-4">
          {groups.map((group) => (
            <AccordionItem key={group.key} value={group.key}>
              <AccordionTrigger>{group.title}</AccordionTrigger>
              <AccordionContent className="grid gap-1">
                {group.items.map((item) => (
                  <Button
                    key={item.key}
                    variant="ghost"
                    className={item.destructive ? "justify-start text-destructive" : "justify-start"}
                    onClick={() => {
                      if (!["password", "delete", "consent"].includes(item.key)) onOpenChange(false);
                      item.onSelect();
                    }}
                  >
                    <item.icon className="size-4" />
                    {item.label}
                  </Button>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="grid gap-2 px-4 pb-6">
          <Button variant="outline" className="w-full justify-start" onClick={logout.onSelect}>
            <LogOut className="size-4" />
            {logout.label}
          </Button>
          <Button variant="outline" className="w-full justify-start" onClick={logoutEverywhere.onSelect}>
            <MonitorSmartphone className="size-4" />
            {logoutEverywhere.label}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
