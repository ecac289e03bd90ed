"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";

import { lazyComponent } from "@/components/app/lazy-component";
import { type AccountDialog, AccountMenu } from "@/components/app/account-menu";
import { useSubscriptionMenu } from "@/components/billing/use-subscription-menu";
import { BottomNav } from "@/components/dashboard/bottom-nav";
import {
  type AccountAction,
  type ActiveProfile,
  DashboardContext,
  type DashboardContextValue,
  type LatestAnalysis,
  type WizardMode,
} from "@/components/dashboard/dashboard-context";
import { MODULE_PATHS, moduleHref, type ModuleId, moduleOfPath } from "@/components/dashboard/modules";
import type { PlanId } from "@/config/plans";
import { appMessages } from "@/messages/app";

// 'Antworten überarbeiten' and 'Profil hinzufügen' open the wizard; its code loads then.
const ProfileWizard = lazyComponent(() =>
  import("@/components/wizard/profile-wizard").then((m) => m.ProfileWizard),
);

export interface AppShellProps {
  email: string;
  plan: PlanId;
  /** e.g. "Pro · verlängert sich am 3. Dezember 2026", or the plan's name. */
  planSummary: string;
  profile: ActiveProfile;
  latestAnalysis: LatestAnalysis | null;
  children: React.ReactNode;
}

/**
 * The signed-in frame around every module (spec §2 Dashboard): header with the account menu, the
 * module's own route as `children`, the bottom navigation. Each module is a route under /app.
 */
export function AppShell({ email, plan, planSummary, profile, latestAnalysis, children }: AppShellProps) {
  const router = useRouter();
  const pathname = usePathname();
  const subscriptionMenu = useSubscriptionMenu(plan);
  const [wizard, setWizard] = useState<WizardMode | null>(null);
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const active: ModuleId = moduleOfPath(pathname) ?? "home";

  const navigate = useCallback(
    (module: ModuleId, params: Record<string, string> = {}) => router.push(moduleHref(module, params)),
    [router],
  );

  const { onOpenPlans, onCancelPlan, onChangePaymentMethod } = subscriptionMenu;
  const accountAction = useCallback(
    (action: AccountAction) => {
      if (action === "cancel") onCancelPlan();
      else if (action === "payment") onChangePaymentMethod();
      else if (action === "plans") onOpenPlans();
      // A refused download is a toast, as from the account menu, never the JSON answer.
      else if (action === "export")
        void import("@/components/app/download-account-data").then((m) => m.downloadAccountData());
      else setAccountDialog(action);
    },
    [onCancelPlan, onChangePaymentMethod, onOpenPlans],
  );

  const context = useMemo<DashboardContextValue>(
    () => ({
      email,
      plan,
      profile,
      latestAnalysis,
      navigate,
      refresh: () => router.refresh(),
      openWizard: setWizard,
      accountAction,
    }),
    [email, plan, profile, latestAnalysis, navigate, router, accountAction],
  );

  if (wizard) {
    return (
      <DashboardContext.Provider value={context}>
        <ProfileWizard
          mode={wizard}
          plan={plan}
          onSaved={() => {
            setWizard(null);
            router.refresh();
          }}
          onCancel={() => setWizard(null)}
        />
      </DashboardContext.Provider>
    );
  }

  return (
    <DashboardContext.Provider value={context}>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-30 border-b bg-background/95">
          <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
            <Link
              href={MODULE_PATHS.home}
              className="rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimising; next/image adds client JS to every screen */}
              <img src="/logo.svg" alt={appMessages.logoAlt} width={36} height={36} />
            </Link>
            <AccountMenu
              email={email}
              planSummary={planSummary}
              onShowProfile={() => navigate("profile")}
              onOpenPlans={subscriptionMenu.onOpenPlans}
              onCancelPlan={subscriptionMenu.onCancelPlan}
              onChangePaymentMethod={subscriptionMenu.onChangePaymentMethod}
              onOpenSupportChat={() => navigate("chat", { support: "1" })}
              dialog={accountDialog}
              onDialogChange={setAccountDialog}
            />
          </div>
        </header>
        <main id="inhalt">{children}</main>
        <BottomNav active={active} />
      </div>
    </DashboardContext.Provider>
  );
}
