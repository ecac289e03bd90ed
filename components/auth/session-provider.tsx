"use client";

import { useRouter } from "next/navigation";
import { SessionProvider, useSession } from "next-auth/react";
import { useEffect, useRef } from "react";

import { Toaster } from "@/components/ui/sonner";

/**
 * Keeps every open tab consistent with the session: when another tab signs
 * in or out (next-auth broadcasts it), this tab re-renders /app from the server.
 */
function SessionSync() {
  const { status } = useSession();
  const router = useRouter();
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before !== "loading" && status !== "loading" && before !== status) router.refresh();
  }, [status, router]);
  return null;
}

/** Session, cross-tab sync and the toast outlet for the signed-in area; public pages load none of it. */
export function AppSessionProvider({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={5 * 60}>
      <SessionSync />
      {children}
      <Toaster />
    </SessionProvider>
  );
}
