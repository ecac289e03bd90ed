import { Check, CloudOff, X } from "lucide-react";
import type { Metadata } from "next";

import { CrisisNumberList } from "@/components/safety/crisis-numbers";
import { linkButton } from "@/components/site/link-button";
import { SiteLogo } from "@/components/site/site-logo";
import { OFFLINE_SCREENS } from "@/lib/pwa/offline";
import { pwaMessages } from "@/messages/pwa";

const t = pwaMessages.offline;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

const [EXERCISES, SAFETY_PLAN] = OFFLINE_SCREENS;

/**
 * /offline: what the service worker shows for a page that needs the server while there is no
 * connection. Pre-rendered and served without the React runtime, so it needs nothing but itself.
 */
export default function OfflinePage() {
  return (
    <main id="inhalt" className="mx-auto flex min-h-dvh max-w-xl flex-col gap-8 px-4 py-10">
      <SiteLogo gradientId="offline-logo" />
      <section aria-labelledby="offline-titel" className="space-y-3">
        <CloudOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <h1 id="offline-titel" className="font-display text-3xl">
          {t.title}
        </h1>
        <p className="text-muted-foreground">{t.intro}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          {/* An empty href is this very address: the page that could not be loaded. */}
          <a href="" className={linkButton("primary", "lg")}>
            {t.retry}
          </a>
          <a href={EXERCISES} className={linkButton("outline", "lg")}>
            {t.toExercises}
          </a>
          <a href={SAFETY_PLAN} className={linkButton("outline", "lg")}>
            {t.toSafetyPlan}
          </a>
        </div>
      </section>
      <section aria-labelledby="offline-geht" className="space-y-2">
        <h2 id="offline-geht" className="text-lg font-semibold">
          {t.worksTitle}
        </h2>
        <ul className="space-y-2">
          {t.works.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="offline-braucht" className="space-y-2">
        <h2 id="offline-braucht" className="text-lg font-semibold">
          {t.needsTitle}
        </h2>
        <ul className="space-y-2">
          {t.needs.map((item) => (
            <li key={item} className="flex gap-2">
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="offline-krise" className="space-y-2 rounded-xl border p-4">
        <h2 id="offline-krise" className="text-lg font-semibold">
          {t.crisisTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.crisisText}</p>
        <CrisisNumberList />
      </section>
    </main>
  );
}
