import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { type IllustrationName } from "./illustrations";
import { SectionHeading } from "./section-heading";

const featureImages: readonly IllustrationName[] = ["featureAnalysis", "featureChat", "featureJournal"];

/** "Was ist Resonanz?": the three things the app does, and its figures (spec §2, §9). */
export function FeaturesSection() {
  const t = landingMessages.features;
  return (
    <section id="funktionen" aria-labelledby="funktionen-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="funktionen-title" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ul className="grid gap-6 md:grid-cols-3">
          {t.items.map((item, index) => (
            <li
              key={item.title}
              className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs"
            >
              <Illustration name={featureImages[index] ?? "featureAnalysis"} className="w-full rounded-xl" />
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-12 grid grid-cols-2 gap-6 rounded-2xl bg-secondary px-6 py-8 text-center text-secondary-foreground md:grid-cols-4">
          {t.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm">{stat.label}</dt>
              <dd className="font-display text-3xl font-semibold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
