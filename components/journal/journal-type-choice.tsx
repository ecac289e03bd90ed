"use client";

import { Feather, Lightbulb, Wind } from "lucide-react";

import { journalTypes } from "@/content/journal";
import { formatMessage } from "@/lib/format-message";
import { journalMessages } from "@/messages/journal";
import type { JournalType } from "@/prisma/generated/client/enums";

const ICONS: Record<JournalType, typeof Wind> = { loswerden: Wind, erkenntnis: Lightbulb, klarheit: Feather };

/** The three entry types with their descriptions; choosing one opens its editor. */
export function JournalTypeChoice({ onChoose }: { onChoose: (type: JournalType) => void }) {
  return (
    <section aria-labelledby="tagebuch-typen">
      <h2 id="tagebuch-typen" className="mb-3 font-display text-xl font-semibold">
        {journalMessages.choice.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {journalTypes.map((type) => {
          const Icon = ICONS[type.id];
          return (
            <li key={type.id}>
              <button
                type="button"
                onClick={() => onChoose(type.id)}
                aria-label={formatMessage(journalMessages.choice.open, { title: type.title })}
                className="flex h-full w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left text-card-foreground transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <Icon aria-hidden className="size-6 text-primary" />
                <span className="font-semibold">{type.title}</span>
                <span className="text-sm text-muted-foreground">{type.description}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
