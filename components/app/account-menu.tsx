"use client";

import { User } from "lucide-react";
import { useState } from "react";

import { lazyComponent } from "@/components/app/lazy-component";
import { Button } from "@/components/ui/button";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { appMessages } from "@/messages/app";

const t = appMessages.accountMenu;

export interface AccountMenuProps {
  email: string;
  /** e.g. "Pro · verlängert sich am 3. Dezember 2026" */
  planSummary: string;
  onShowProfile: () => void;
  onOpenPlans: () => void;
  onCancelPlan: () => void;
  onChangePaymentMethod: () => void;
  onOpenSupportChat: () => void;
  /** Controlled dialog, so the support assistant's links can open it too. */
  dialog?: AccountDialog | null;
  onDialogChange?: (dialog: AccountDialog | null) => void;
}

export type AccountDialog = "password" | "delete" | "crisis" | "consent";

/** The header's button that opens the menu; Radix's trigger while the menu is loaded. */
export function AccountMenuTrigger(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="icon" aria-label={t.trigger} {...props}>
      <User className="size-5" />
    </Button>
  );
}

const loadPanel = () => import("@/components/app/account-menu-panel");

// The menu (Radix dropdown or sheet with accordion, its icons, sign-out) is 40 KB of script
// that no screen needs before someone opens it: it loads when the pointer or the focus
// reaches the button, and opens when it is there.
const AccountMenuPanel = lazyComponent(
  () => loadPanel().then((m) => m.AccountMenuPanel),
  () => <AccountMenuTrigger aria-busy />,
);

// Each dialog's code loads when it first opens.
const ChangePasswordDialog = lazyComponent(() =>
  import("@/components/app/change-password-dialog").then((m) => m.ChangePasswordDialog),
);
const DeleteAccountDialog = lazyComponent(() =>
  import("@/components/app/delete-account-dialog").then((m) => m.DeleteAccountDialog),
);
const WithdrawConsentDialog = lazyComponent(() =>
  import("@/components/consent/withdraw-consent-dialog").then((m) => m.WithdrawConsentDialog),
);
const CrisisHelpDialog = lazyComponent(() =>
  import("@/components/safety/crisis-help-dialog").then((m) => m.CrisisHelpDialog),
);

/** The account menu (spec §2) in the header, and the dialogs its entries open. */
export function AccountMenu(props: AccountMenuProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [ownDialog, setOwnDialog] = useState<AccountDialog | null>(null);
  const dialog = props.dialog !== undefined ? props.dialog : ownDialog;
  const setDialog = props.onDialogChange ?? setOwnDialog;
  const preload = () => void loadPanel();

  return (
    <>
      {wanted ? (
        <AccountMenuPanel {...props} open={open} onOpenChange={setOpen} onOpenDialog={setDialog} />
      ) : (
        <AccountMenuTrigger
          aria-haspopup="menu"
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        />
      )}
      {dialog === "password" ? <ChangePasswordDialog open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "delete" ? <DeleteAccountDialog open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "consent" ? <WithdrawConsentDialog open onOpenChange={() => setDialog(null)} /> : null}
      {dialog === "crisis" ? (
        <CrisisHelpDialog planHref={SAFETY_PLAN_HREF} open onOpenChange={() => setDialog(null)} />
      ) : null}
    </>
  );
}
