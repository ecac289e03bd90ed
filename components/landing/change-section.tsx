import { CheckIcon } from "lucide-react";

import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { SectionHeading } from "./section-heading";

/** "Was sich verändert, wenn du zuhörst", with the energy visualisation (spec §2). */
export function ChangeSection() {
  const t = landingMessages.change;
  const cards = [
    { ...t.humanAura, image: "energyHuman" as const },
    { ...t.animalIntuition, image: "energyAnimal" as const },
  ];
  return (
    <section
      id="was-sich-veraendert"
      aria-labelledby="was-sich-veraendert-title"
      className="bg-muted/60 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="was-sich-veraendert-title" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {t.items.map((item) => (
            <li key={item.title} className="flex gap-4 rounded-2xl bg-card p-6 shadow-xs">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <CheckIcon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="mb-1 text-lg font-semibold">{item.title}</h3>
                <p className="text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <h3 className="mb-6 text-center text-2xl font-semibold">{t.energyTitle}</h3>
          <div className="grid gap-6 md:grid-cols-2">
            {cards.map((card) => (
              <article
                key={card.title}
                className="overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
              >
                <Illustration name={card.image} className="w-full" />
                <div className="p-6">
                  <h4 className="mb-2 font-display text-xl font-semibold">{card.title}</h4>
                  <p className="text-muted-foreground">{card.text}</p>
                </div>
              </article>
            ))}
          </div>
          <figure className="mx-auto mt-10 max-w-3xl text-center">
            <blockquote className="font-display text-2xl leading-snug text-balance sm:text-3xl">
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted-foreground">{t.quoteSource}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
