"use client";

import { createContext, useContext } from "react";

import type { ModuleId } from "@/components/dashboard/modules";
import type { PlanId } from "@/config/plans";
import type { EnergyState, ProfileType } from "@/prisma/generated/client/enums";

export interface ActiveProfile {
  id: string;
  name: string;
  profileType: ProfileType;
  animalType: string | null;
}

export interface LatestAnalysis {
  id: string;
  overallState: EnergyState;
  createdAt: string;
}

export type WizardMode = "edit" | "add";

/** What the support assistant's links open from the account menu (issue 23). */
export type AccountAction = "cancel" | "payment" | "plans" | "delete" | "password" | "export";

export const ACCOUNT_ACTIONS: readonly AccountAction[] = [
  "cancel",
  "payment",
  "plans",
  "delete",
  "password",
  "export",
];

/** "konto:delete" → "delete": the support links' scheme for account-menu actions. */
export function accountActionOf(href: string): AccountAction | null {
  const action = href.startsWith("konto:") ? href.slice("konto:".length) : "";
  return (ACCOUNT_ACTIONS as readonly string[]).includes(action) ? (action as AccountAction) : null;
}

export interface DashboardContextValue {
  email: string;
  plan: PlanId;
  profile: ActiveProfile;
  latestAnalysis: LatestAnalysis | null;
  /** Switches module; `params` are kept in the URL (e.g. a journal type). */
  navigate: (module: ModuleId, params?: Record<string, string>) => void;
  /** Reloads the server data behind the dashboard (after a save). */
  refresh: () => void;
  /** Opens the profile wizard over the dashboard. */
  openWizard: (mode: WizardMode) => void;
  /** Runs an account-menu action: the portal's cancel or payment page, the plans, a dialog. */
  accountAction?: (action: AccountAction) => void;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard() must be used inside the dashboard");
  return value;
}
