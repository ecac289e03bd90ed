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
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard() must be used inside the dashboard");
  return value;
}
