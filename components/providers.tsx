"use client";

import { ThemeProvider } from "next-themes";

/** Theme (light/dark, remembered, no flash on load) for every page. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </ThemeProvider>
  );
}
