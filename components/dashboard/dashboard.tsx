"use client";

import dynamic from "next/dynamic";
import Image from "next/image";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";

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
import { DashboardHome, type DailyImpulse } from "@/components/dashboard/dashboard-home";
import { isModuleId, type ModuleId } from "@/components/dashboard/modules";
import { ProfileWizard } from "@/components/wizard/profile-wizard";
import { plans, type PlanId } from "@/config/plans";
import { authMessages } from "@/messages/auth";

// Modules load when opened, so the dashboard's first load stays small.
const modules = {
  analysis: dynamic(() => import("@/components/analysis/analysis-module").then((m) => m.AnalysisModule)),
  journal: dynamic(() => import("@/components/journal/journal-module").then((m) => m.JournalModule)),
  chat: dynamic(() => import("@/components/chat/chat-module").then((m) => m.ChatModule)),
  impulse: dynamic(() => import("@/components/impulses/impulse-module").then((m) => m.ImpulseModule)),
  exercises: dynamic(() => import("@/components/exercises/exercises-module").then((m) => m.ExercisesModule)),
  profile: dynamic(() => import("@/components/profiles/profile-module").then((m) => m.ProfileModule)),
} satisfies Record<Exclude<ModuleId, "home">, React.ComponentType>;

export interface DashboardProps {
  email: string;
  plan: PlanId;
  /** e.g. "Pro · verlängert sich am 3. Dezember 2026". */
  planSummary?: string;
  profile: ActiveProfile;
  latestAnalysis: LatestAnalysis | null;
  dailyImpulse: DailyImpulse;
}

/** The signed-in home (spec §2 Dashboard): header, the active module, bottom navigation. */
export function Dashboard({
  email,
  plan,
  planSummary,
  profile,
  latestAnalysis,
  dailyImpulse,
}: DashboardProps) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const subscriptionMenu = useSubscriptionMenu(plan);
  const [wizard, setWizard] = useState<WizardMode | null>(null);
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const requested = searchParams.get("modul");
  const active: ModuleId = isModuleId(requested) ? requested : "home";

  // The module lives in the URL (?modul=chat), so reloads and the back button work.
  const navigate = useCallback((module: ModuleId, params: Record<string, string> = {}) => {
    const query = new URLSearchParams(module === "home" ? {} : { modul: module, ...params }).toString();
    window.history.pushState(null, "", query ? `/app?${query}` : "/app");
    window.scrollTo({ top: 0 });
  }, []);

  const { onOpenPlans, onCancelPlan, onChangePaymentMethod } = subscriptionMenu;
  const accountAction = useCallback(
    (action: AccountAction) => {
      if (action === "cancel") onCancelPlan();
      else if (action === "payment") onChangePaymentMethod();
      else if (action === "plans") onOpenPlans();
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

  const Module = active === "home" ? null : modules[active];
  return (
    <DashboardContext.Provider value={context}>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur">
          <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
            <button
              type="button"
              onClick={() => navigate("home")}
              className="rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Image src="/logo.svg" alt={authMessages.screen.logoAlt} width={36} height={36} />
            </button>
            <AccountMenu
              email={email}
              planSummary={planSummary ?? plans[plan].name}
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
        <main id="inhalt">{Module ? <Module /> : <DashboardHome dailyImpulse={dailyImpulse} />}</main>
        <BottomNav active={active} onSelect={navigate} />
      </div>
    </DashboardContext.Provider>
  );
}
