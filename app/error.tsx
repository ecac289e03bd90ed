"use client";

import { Button } from "@/components/ui/button";
import { commonMessages } from "@/messages/common";

/** Shown when a page fails to render, e.g. while the database is unreachable. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = commonMessages.error;
  return (
    <main
      id="inhalt"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="max-w-md text-muted-foreground">{t.text}</p>
      <Button onClick={reset}>{t.retry}</Button>
    </main>
  );
}
