"use client";

import { errorPageMessages } from "@/messages/error-page";

import "./globals.css";

/** The last resort when even the root layout fails; it renders its own document. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = errorPageMessages;
  return (
    <html lang="de">
      <body>
        <main
          role="alert"
          className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
        >
          <h1 className="text-2xl font-semibold">{t.title}</h1>
          <p className="max-w-md">{t.text}</p>
          <button
            type="button"
            onClick={reset}
            className="rounded-md bg-primary px-4 py-2 text-primary-foreground"
          >
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
