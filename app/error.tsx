"use client";

import { errorPageMessages } from "@/messages/error-page";

/** Shown when a page fails to render. A plain button keeps this out of every page's first load. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = errorPageMessages;
  return (
    <main
      id="inhalt"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="max-w-md text-muted-foreground">{t.text}</p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {t.retry}
      </button>
    </main>
  );
}
