import { CheckIcon } from "lucide-react";

import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { type IllustrationName } from "./illustrations";
import { SectionHeading } from "./section-heading";
import { StartLink } from "./start-link";

const species: readonly IllustrationName[] = ["speciesDog", "speciesCat", "speciesHorse"];

/** "Für wen?": the two paths, for a person or for an animal (spec §2). */
export function AudienceSection() {
  const t = landingMessages.audience;
  const paths = [
    { ...t.human, image: "pathHuman" as const },
    { ...t.animal, image: "pathAnimal" as const },
  ];
  return (
    <section id="fuer-wen" aria-labelledby="fuer-wen-title" className="bg-muted/60 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="fuer-wen-title" eyebrow={t.eyebrow} title={t.title} />
        <div className="grid gap-6 md:grid-cols-2">
          {paths.map((path) => (
            <article
              key={path.title}
              className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
            >
              <Illustration name={path.image} className="w-full" />
              <div className="flex flex-1 flex-col gap-4 p-6">
                <h3 className="text-2xl font-semibold">{path.title}</h3>
                <p className="text-muted-foreground">{path.text}</p>
                <ul className="flex flex-col gap-2">
                  {path.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      {point}
                    </li>
                  ))}
                </ul>
                <StartLink className="mt-auto self-start">{path.cta}</StartLink>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-4">
          <ul className="flex gap-4">
            {species.map((name) => (
              <li key={name}>
                <Illustration name={name} className="size-16 rounded-full" />
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">{t.species}</p>
        </div>
      </div>
    </section>
  );
}
