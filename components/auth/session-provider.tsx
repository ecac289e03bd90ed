"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect } from "react";

import { SessionFlash } from "@/components/app/session-flash";
import { ToastOutlet } from "@/components/app/toast";

/** Who is signed in, as the server saw it for this page; null on signed-out pages. */
export interface AppSessionUser {
  id: string;
  email: string;
}

const SessionContext = createContext<AppSessionUser | null>(null);

export const useAppSession = () => useContext(SessionContext);

/** next-auth's client tells the other tabs of a sign-in or sign-out under this localStorage key. */
const BROADCAST_KEY = "nextauth.message";
/** How often an open page checks that its session still lives, which also keeps it alive. */
const CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Keeps every open tab consistent with the session: when another tab signs in
 * or out, or the session ended elsewhere (seen when the tab is shown again or
 * every 5 minutes), this tab renders its page from the server again, which
 * then shows the sign-in screen. next-auth's SessionProvider did this with
 * 7 KB of script more on every screen.
 */
function SessionSync({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BROADCAST_KEY && event.newValue) router.refresh();
    };
    const check = async () => {
      try {
        const response = await fetch("/api/auth/session", { headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const session = (await response.json()) as { user?: unknown } | null;
        if (Boolean(session?.user) !== signedIn) router.refresh();
      } catch {
        // Offline: the next check will tell.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    const interval = signedIn ? window.setInterval(() => void check(), CHECK_INTERVAL_MS) : undefined;
    return () => {
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
      window.clearInterval(interval);
    };
  }, [router, signedIn]);
  return null;
}

/** Session, cross-tab sync and the toast outlet for the app's pages; public pages load none of it. */
export function AppSessionProvider({
  user = null,
  children,
}: {
  user?: AppSessionUser | null;
  children: React.ReactNode;
}) {
  return (
    <SessionContext.Provider value={user}>
      <SessionSync signedIn={user !== null} />
      {children}
      <ToastOutlet />
      <SessionFlash />
    </SessionContext.Provider>
  );
}
