import type { dashboardMessages } from "@/messages/dashboard";

/** The dashboard's modules (spec §4 "Active module"). */
export type ModuleId = "home" | keyof typeof dashboardMessages.moduleTitles;

/** Each module's own route under /app, German where the address bar shows it (issue 14). */
export const MODULE_PATHS = {
  home: "/app/uebersicht",
  analysis: "/app/analyse",
  journal: "/app/tagebuch",
  chat: "/app/coach",
  impulse: "/app/impulse",
  profile: "/app/profile",
  exercises: "/app/uebungen",
} as const satisfies Record<ModuleId, string>;

export const SIGN_IN_PATH = "/app/anmelden";
export const ONBOARDING_PATH = "/app/willkommen";

export const MODULE_IDS = Object.keys(MODULE_PATHS) as readonly ModuleId[];

/** The bottom navigation, in spec order; chat is highlighted. The impulse module has no entry. */
export const NAV_MODULES = [
  "analysis",
  "journal",
  "chat",
  "exercises",
  "profile",
] as const satisfies readonly ModuleId[];

export const isModuleId = (value: string | null | undefined): value is ModuleId =>
  typeof value === "string" && (MODULE_IDS as readonly string[]).includes(value);

/** A module's address; `params` stay in the query (e.g. a journal type: /app/tagebuch?typ=klarheit). */
export function moduleHref(module: ModuleId, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${MODULE_PATHS[module]}?${query}` : MODULE_PATHS[module];
}

/** The module a path shows (/app/coach/<id> → chat), or null outside the modules. */
export function moduleOfPath(pathname: string): ModuleId | null {
  const entry = Object.entries(MODULE_PATHS).find(
    ([, path]) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return entry ? (entry[0] as ModuleId) : null;
}

/**
 * An old link from the single-page /app (`/app?modul=journal&typ=klarheit`) as its new path
 * (`/app/tagebuch?typ=klarheit`), or null when the link names no known module.
 */
export function legacyModuleHref(params: URLSearchParams): string | null {
  const requested = params.get("modul");
  if (!isModuleId(requested)) return null;
  const rest = Object.fromEntries([...params].filter(([name]) => name !== "modul"));
  return moduleHref(requested, rest);
}
