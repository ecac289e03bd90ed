import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { type IllustrationName } from "./illustrations";
import { SampleChat } from "./sample-chat";
import { SectionHeading } from "./section-heading";
import { StartLink } from "./start-link";

const stepImages: readonly IllustrationName[] = ["stepProfile", "stepAnalysis", "stepChat"];

/** "Wie es funktioniert": three steps and a sample chat (spec §2). */
export function StepsSection() {
  const t = landingMessages.steps;
  return (
    <section id="wie-es-funktioniert" aria-labelledby="wie-es-funktioniert-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="wie-es-funktioniert-title" eyebrow={t.eyebrow} title={t.title} />
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <ol className="flex flex-col gap-6">
            {t.items.map((step, index) => (
              <li
                key={step.title}
                className="flex gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs"
              >
                <Illustration
                  name={stepImages[index] ?? "stepProfile"}
                  className="w-28 shrink-0 rounded-xl sm:w-36"
                />
                <div>
                  <p className="text-sm font-semibold text-primary">
                    {t.stepLabel} {index + 1}
                  </p>
                  <h3 className="mb-1 text-xl font-semibold">{step.title}</h3>
                  <p className="text-sm text-muted-foreground sm:text-base">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-col gap-6">
            <SampleChat />
            <StartLink className="self-center lg:self-start">{t.cta}</StartLink>
          </div>
        </div>
      </div>
    </section>
  );
}
