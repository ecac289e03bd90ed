"use client";

import { Lightbulb, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { sampleQuestions } from "@/content/sample-questions";
import { chatMessages } from "@/messages/chat";

const t = chatMessages.welcome;

/** Spec §9: generating an impulse takes 1.5 s. */
export const IMPULSE_MS = 1_500;
const SUGGESTION_COUNT = 3;

function pickQuestions(): string[] {
  const pool = [...sampleQuestions];
  const picked: string[] = [];
  while (picked.length < SUGGESTION_COUNT && pool.length > 0) {
    const [question] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    if (question) picked.push(question);
  }
  return picked;
}

/** An empty chat: an invitation and the impulse generator, which suggests sample questions. */
export function WelcomeState({ onPick }: { onPick: (question: string) => void }) {
  const [questions, setQuestions] = useState<string[]>([]);
  const [generating, setGenerating] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const generate = () => {
    setGenerating(true);
    timer.current = window.setTimeout(() => {
      setQuestions(pickQuestions());
      setGenerating(false);
    }, IMPULSE_MS);
  };

  return (
    <section aria-labelledby="chat-willkommen" className="rounded-2xl border border-dashed p-4 text-center">
      <Sparkles aria-hidden className="mx-auto mb-2 size-6 text-primary" />
      <h2 id="chat-willkommen" className="font-display text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{t.text}</p>
      <Button variant="outline" className="mt-3" onClick={generate} disabled={generating}>
        <Lightbulb aria-hidden />
        {generating ? t.generating : questions.length > 0 ? t.again : t.generate}
      </Button>
      {questions.length > 0 && !generating && (
        <ul aria-label={t.suggestionsLabel} className="mt-3 flex flex-col items-center gap-2">
          {questions.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onPick(question)}
                className="rounded-full border bg-card px-3 py-1.5 text-sm transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
