import type { dashboardMessages } from "@/messages/dashboard";

/** The dashboard's modules (spec §4 "Active module"). */
export type ModuleId = "home" | keyof typeof dashboardMessages.moduleTitles;

export const MODULE_IDS: readonly ModuleId[] = [
  "home",
  "analysis",
  "journal",
  "chat",
  "impulse",
  "profile",
  "exercises",
];

/** The bottom navigation, in spec order; chat is highlighted. The impulse module has no entry. */
export const NAV_MODULES = [
  "analysis",
  "journal",
  "chat",
  "exercises",
  "profile",
] as const satisfies readonly ModuleId[];

export const isModuleId = (value: string | null): value is ModuleId =>
  value !== null && (MODULE_IDS as readonly string[]).includes(value);
