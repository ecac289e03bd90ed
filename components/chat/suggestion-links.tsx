"use client";

import { BookOpen, Dumbbell, ExternalLink, UserCog } from "lucide-react";

import { accountActionOf, useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import type { CoachSuggestion } from "@/lib/coach";
import { chatMessages } from "@/messages/chat";

/** Long labels ('Progressive Muskelentspannung (20 Minuten)') wrap instead of running off a phone's edge. */
const chip = "h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal";

/** The exercises and journal types a reply suggests, one tap away; the support assistant's links. */
export function SuggestionLinks({ suggestions }: { suggestions: readonly CoachSuggestion[] }) {
  const { navigate, accountAction } = useDashboard();
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label={chatMessages.conversation.suggestions} className="mt-2 flex flex-wrap gap-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion.label} className="max-w-full">
          {suggestion.href && accountActionOf(suggestion.href) ? (
            <Button
              variant="outline"
              size="sm"
              className={chip}
              onClick={() => {
                const action = accountActionOf(suggestion.href ?? "");
                if (action) accountAction?.(action);
              }}
            >
              <UserCog aria-hidden />
              {suggestion.label}
            </Button>
          ) : suggestion.href ? (
            <Button variant="outline" size="sm" className={chip} asChild>
              <a href={suggestion.href}>
                <ExternalLink aria-hidden />
                {suggestion.label}
              </a>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className={chip}
              onClick={() => {
                if (suggestion.exerciseId) navigate("exercises", { uebung: suggestion.exerciseId });
                else if (suggestion.journalType) navigate("journal", { typ: suggestion.journalType });
              }}
            >
              {suggestion.exerciseId ? <Dumbbell aria-hidden /> : <BookOpen aria-hidden />}
              {suggestion.label}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
