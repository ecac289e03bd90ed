"use client";

import { Mic } from "lucide-react";

import type { Dictation } from "@/components/forms/use-dictation";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { dictationMessages } from "@/messages/dictation";

const t = dictationMessages;

/**
 * The 'Diktieren' toggle; pressed while listening. Rendered only where the browser has speech
 * recognition (never on the server, so hydration matches).
 */
export function DictationButton({
  dictation,
  iconOnly = false,
  className,
}: {
  dictation: Dictation;
  iconOnly?: boolean;
  className?: string;
}) {
  if (!dictation.supported) return null;
  return (
    <Button
      type="button"
      variant={dictation.listening ? "default" : "outline"}
      size={iconOnly ? "icon-lg" : "sm"}
      aria-pressed={dictation.listening}
      aria-label={iconOnly ? t.button : undefined}
      title={iconOnly ? t.button : undefined}
      className={cn(dictation.listening && "motion-safe:animate-pulse", className)}
      onClick={dictation.toggle}
    >
      <Mic aria-hidden />
      {iconOnly ? null : t.button}
    </Button>
  );
}

/** The words being recognised, and a calm hint when dictation cannot work (e.g. no permission). */
export function DictationFeedback({ dictation }: { dictation: Dictation }) {
  if (!dictation.supported) return null;
  const { listening, interim, problem } = dictation;
  return (
    <>
      {listening && interim ? (
        <p className="text-sm text-muted-foreground" data-testid="diktat-zwischenstand">
          <span className="sr-only">{t.interim} </span>
          <span className="italic">{interim} …</span>
        </p>
      ) : null}
      <p role="status" className={problem ? "text-sm" : "sr-only"}>
        {problem ? t.problems[problem] : listening ? t.listening : ""}
      </p>
    </>
  );
}
