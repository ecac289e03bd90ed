import { Phone } from "lucide-react";

import { crisisResources } from "@/content/crisis-resources";
import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";

const t = chatMessages.crisis;

/** The helplines as tap-to-call links, exactly as content/crisis-resources.ts lists them. */
export function CrisisNumberList() {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {crisisResources.map((resource) => (
        <li key={resource.tel}>
          <a
            href={resource.tel}
            aria-label={formatMessage(t.call, { label: resource.label, number: resource.number })}
            className="flex min-h-11 items-start gap-3 rounded-xl border bg-card p-3 text-card-foreground transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>
              <span className="block font-semibold">
                {resource.label} {resource.number}
              </span>
              <span className="block text-xs text-muted-foreground">
                {resource.country} · {resource.description}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The list under its heading, as the crisis card shows it. */
export function CrisisNumbers({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className="mt-4 mb-2 text-sm font-semibold">{t.callsLabel}</Heading>
      <CrisisNumberList />
    </>
  );
}
