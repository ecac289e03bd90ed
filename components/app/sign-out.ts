"use client";

import { signOut } from "next-auth/react";
import { toast } from "@/components/app/toast";

import { forgetThisDevice } from "@/components/pwa/this-device";
import { authMessages } from "@/messages/auth";
import { signOutEverywhere } from "@/server/actions/account";

export const SIGN_OUT_REDIRECT_MS = 1000;
/** The theme is a device preference, not personal data; it survives sign-out. */
const KEPT_KEYS = ["theme"];

const t = authMessages.toasts;

/**
 * Spec §7: clear local and session storage, sign out, then go to / after 1 s. Issue 15: the offline
 * cache of this user's pages and this device's push subscription go first.
 */
export async function signOutAndLeave(success: string = t.signOutSuccess, text?: string): Promise<void> {
  try {
    await forgetThisDevice();
    const kept = KEPT_KEYS.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
    await signOut({ redirect: false });
    toast.success(success, { description: text });
    window.setTimeout(() => window.location.assign(new URL("/", window.location.href)), SIGN_OUT_REDIRECT_MS);
  } catch (error) {
    toast.error(t.signOutFailed, {
      description: error instanceof Error ? error.message : t.signOutFailedText,
    });
  }
}

/** 'Überall abmelden': ends every session of the account on the server, then signs out here. */
export async function signOutEverywhereAndLeave(): Promise<void> {
  const result = await signOutEverywhere(undefined).catch(() => null);
  if (!result?.ok) {
    toast.error(t.signOutFailed, { description: result?.message ?? t.signOutFailedText });
    return;
  }
  await signOutAndLeave(t.signOutEverywhereSuccess, t.signOutEverywhereSuccessText);
}
