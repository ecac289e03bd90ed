import {
  BrainIcon,
  HeartHandshakeIcon,
  HeartPulseIcon,
  OrbitIcon,
  PersonStandingIcon,
  SparklesIcon,
} from "lucide-react";

import { knowledgeAreas, type KnowledgeIcon } from "@/content/knowledge-areas";
import { landingMessages } from "@/messages/landing";

import { Illustration } from "./illustration";
import { SectionHeading } from "./section-heading";

const icons: Record<KnowledgeIcon, typeof BrainIcon> = {
  brain: BrainIcon,
  body: PersonStandingIcon,
  pulse: HeartPulseIcon,
  energy: OrbitIcon,
  spirit: SparklesIcon,
  heart: HeartHandshakeIcon,
};

/** The section the spec leaves open: the six fields of the knowledge base (spec §1). */
export function KnowledgeSection() {
  const t = landingMessages.knowledge;
  return (
    <section id="wissensbasis" aria-labelledby="wissensbasis-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="wissensbasis-title" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.4fr]">
          <Illustration name="knowledge" className="mx-auto w-full max-w-md rounded-3xl" />
          <ul className="grid gap-4 sm:grid-cols-2">
            {knowledgeAreas.map((area) => {
              const Icon = icons[area.icon];
              return (
                <li key={area.id} className="rounded-2xl border border-border bg-card p-5 shadow-xs">
                  <Icon aria-hidden="true" className="mb-3 size-6 text-primary" />
                  <h3 className="mb-1 text-lg font-semibold">{area.title}</h3>
                  <p className="text-sm text-muted-foreground">{area.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
