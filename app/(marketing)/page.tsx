import Link from "next/link";

import { siteConfig } from "@/config/site";
import { landingMessages } from "@/messages/landing";

export default function LandingPage() {
  const t = landingMessages.hero;
  return (
    <main
      id="inhalt"
      className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <section id="home" className="flex flex-col items-center gap-6">
        <p className="text-sm font-medium tracking-wide text-primary uppercase">{siteConfig.name}</p>
        <h1 className="text-4xl font-semibold sm:text-5xl">{t.headline}</h1>
        <p className="text-lg text-muted-foreground">{t.subline}</p>
        <Link
          href="/app"
          className="rounded-md bg-primary px-6 py-3 font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t.startFree}
        </Link>
      </section>
    </main>
  );
}
