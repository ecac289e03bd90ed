import { linkButton } from "@/components/site/link-button";
import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { StartLink } from "./start-link";
import { TopicStrip } from "./topic-strip";

const avatars = ["avatarAnna", "avatarLukas", "avatarBalu"] as const;

export function HeroSection() {
  const t = landingMessages.hero;
  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-accent/60 via-background to-background"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-10 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-16">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-primary">
            {t.eyebrow}
          </p>
          <h1
            id="home-title"
            className="text-4xl leading-tight font-semibold text-balance sm:text-5xl lg:text-6xl"
          >
            {t.headline}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">{t.subline}</p>
          <div className="flex flex-wrap gap-3">
            <StartLink className="shadow-sm">{t.startFree}</StartLink>
            <a href="#funktionen" className={linkButton("outline", "lg")}>
              {t.learnMore}
            </a>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="text-muted-foreground">{t.quickStartLabel}</span>
            <StartLink variant="secondary" size="sm">
              {t.analyseHuman}
            </StartLink>
            <StartLink variant="secondary" size="sm">
              {t.analyseAnimal}
            </StartLink>
          </div>
          <div className="flex items-center gap-3">
            <div className="flex -space-x-3">
              {avatars.map((name) => (
                <Illustration
                  key={name}
                  name={name}
                  className="size-10 rounded-full border-2 border-background bg-card"
                />
              ))}
            </div>
            <p className="text-sm font-medium">{t.socialProof}</p>
          </div>
        </div>
        <div className="mx-auto w-full max-w-52 sm:max-w-md lg:max-w-none">
          <Illustration name="hero" priority className="w-full" />
        </div>
      </div>
      <TopicStrip />
    </section>
  );
}
