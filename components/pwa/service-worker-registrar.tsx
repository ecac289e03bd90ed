"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";

import { useAppSession } from "@/components/auth/session-provider";
import { captureInstallPrompt } from "@/components/pwa/install-prompt";
import { CACHE_OWNER_KEY, forgetUserPages } from "@/components/pwa/this-device";
import { isOfflineScreen, SERVICE_WORKER_URL } from "@/lib/pwa/offline";

export { SERVICE_WORKER_URL };

const enabled = process.env.NODE_ENV === "production";

/** Registers the service worker once; true once it is active. */
function useServiceWorker(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        if (!cancelled) setReady(true);
      })
      // Blocked (private mode, a test browser) or failed: the app works the same without it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return ready;
}

/** The pages of one user only: another user's are deleted before this one's are kept. */
function useCacheOwner(): boolean {
  // The signed-in user as the server rendered this page for them.
  const userId = useAppSession()?.id ?? null;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const owner = window.localStorage.getItem(CACHE_OWNER_KEY);
    void (owner === userId ? Promise.resolve() : forgetUserPages())
      .catch(() => undefined)
      .then(() => {
        window.localStorage.setItem(CACHE_OWNER_KEY, userId);
        if (!cancelled) setSettled(true);
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return settled;
}

/**
 * Keeps the screen on display for offline use when it is one of the offline screens: the service
 * worker caches documents it serves, but moves inside the app (?uebung=…) load no document.
 */
function OfflineScreenKeeper({ active }: { active: boolean }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    if (!active || !isOfflineScreen(pathname) || !navigator.onLine) return;
    const url = query ? `${pathname}?${query}` : pathname;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [url] } }),
    );
  }, [active, pathname, query]);
  return null;
}

/** Mounted once in the app's layout: the service worker, the cache's owner and the install prompt. */
export function ServiceWorkerRegistrar() {
  const ready = useServiceWorker();
  const ownerSettled = useCacheOwner();
  useEffect(() => captureInstallPrompt(), []);
  return (
    <Suspense fallback={null}>
      <OfflineScreenKeeper active={ready && ownerSettled} />
    </Suspense>
  );
}
