"use client";

import { LifeBuoy } from "lucide-react";

import { Button } from "@/components/ui/button";
import { chatMessages } from "@/messages/chat";

const t = chatMessages.supportWelcome;

/** The empty Support chat: what the support assistant answers, with three example questions. */
export function SupportWelcome({ onPick }: { onPick: (question: string) => void }) {
  return (
    <section
      aria-labelledby="support-willkommen"
      className="rounded-2xl border border-dashed p-4 text-center"
    >
      <LifeBuoy aria-hidden className="mx-auto mb-2 size-6 text-primary" />
      <h2 id="support-willkommen" className="font-display text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{t.text}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {t.questions.map((question) => (
          <li key={question}>
            <Button
              variant="outline"
              size="sm"
              className="h-auto whitespace-normal"
              onClick={() => onPick(question)}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
