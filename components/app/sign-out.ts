"use client";

import { signOut } from "next-auth/react";
import { toast } from "sonner";

import { authMessages } from "@/messages/auth";

export const SIGN_OUT_REDIRECT_MS = 1000;
/** The theme is a device preference, not personal data; it survives sign-out. */
const KEPT_KEYS = ["theme"];

/** Spec §7: clear local and session storage, sign out, then go to / after 1 s. */
export async function signOutAndLeave(): Promise<void> {
  const t = authMessages.toasts;
  try {
    const kept = KEPT_KEYS.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
    await signOut({ redirect: false });
    toast.success(t.signOutSuccess);
    window.setTimeout(() => window.location.assign(new URL("/", window.location.href)), SIGN_OUT_REDIRECT_MS);
  } catch (error) {
    toast.error(t.signOutFailed, {
      description: error instanceof Error ? error.message : t.signOutFailedText,
    });
  }
}
