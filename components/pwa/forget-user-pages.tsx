"use client";

import { useEffect } from "react";

import { CACHE_OWNER_KEY, forgetUserPages } from "@/components/pwa/this-device";

/**
 * On the sign-in screen, which the server only shows to a visitor without a session: pages a
 * previous user left in the offline cache (a session that expired, ended elsewhere) are deleted
 * before anyone signs in.
 */
export function ForgetUserPages() {
  useEffect(() => {
    window.localStorage.removeItem(CACHE_OWNER_KEY);
    void forgetUserPages().catch(() => undefined);
  }, []);
  return null;
}
