import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { StartLink } from "./start-link";

/** The last invitation before the footer. */
export function ClosingCall() {
  const t = landingMessages.closing;
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl border border-border bg-card p-8 shadow-sm md:grid-cols-2 md:p-12">
        <div className="flex flex-col items-start gap-4">
          <h2 className="text-3xl font-semibold text-balance sm:text-4xl">{t.title}</h2>
          <p className="text-lg text-muted-foreground">{t.text}</p>
          <StartLink>{t.cta}</StartLink>
        </div>
        <Illustration name="closing" className="w-full rounded-2xl" />
      </div>
    </div>
  );
}
