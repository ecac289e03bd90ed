"use client";

import { appMessages } from "@/messages/app";

const t = appMessages.moduleError;

/** One module failing leaves the header, the account menu and the other modules usable. */
export default function ModuleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 pt-6 pb-28">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {t.retry}
      </button>
    </section>
  );
}
