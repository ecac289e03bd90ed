"use client";

import { useRouter } from "next/navigation";
import { SessionProvider, useSession } from "next-auth/react";
import { useEffect, useRef } from "react";

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

export function AppSessionProvider({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={5 * 60}>
      <SessionSync />
      {children}
    </SessionProvider>
  );
}
