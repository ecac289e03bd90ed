"use client";

import { useEffect } from "react";
import { toast } from "@/components/app/toast";

import { FLASH_STORAGE_KEY, parseFlash } from "@/lib/flash";

/** Shows, once, the toast the sign-in screen left for this page ('Erfolgreich angemeldet!'). */
export function SessionFlash() {
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = sessionStorage.getItem(FLASH_STORAGE_KEY);
      sessionStorage.removeItem(FLASH_STORAGE_KEY);
    } catch {
      return; // Storage blocked: there is nothing to show.
    }
    const flash = parseFlash(raw);
    if (flash) toast[flash.kind](flash.title, { description: flash.description });
  }, []);
  return null;
}
