/**
 * A toast for the next page of this tab: the sign-in screen, which has no React, leaves
 * it in sessionStorage under this key before it navigates; components/app/session-flash.tsx
 * shows it once.
 */
export const FLASH_STORAGE_KEY = "resonanz-flash";

export interface Flash {
  kind: "success" | "error";
  title: string;
  description: string;
}

/** The stored flash, or null for nothing or anything that is not one. */
export function parseFlash(raw: string | null): Flash | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Flash> | null;
    if (value === null || typeof value !== "object") return null;
    const { kind, title, description } = value;
    if ((kind !== "success" && kind !== "error") || typeof title !== "string") return null;
    return { kind, title, description: typeof description === "string" ? description : "" };
  } catch {
    return null;
  }
}
