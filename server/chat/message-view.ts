import "server-only";

import { findExercise } from "@/content/exercises";
import { findJournalType } from "@/content/journal";
import type { CoachSuggestion } from "@/lib/coach";
import { exerciseSuggestion, journalSuggestion, previousSuggestions } from "@/lib/coach/suggestions";
import { EXERCISE_HINTS } from "@/lib/coach/exercise-hints";
import { supportLinksIn } from "@/lib/support/answer";
import type { ChatMessageKind, ChatRole } from "@/prisma/generated/client/enums";

/** A message as the chat shows it. */
export interface ChatMessageView {
  id: string;
  role: ChatRole;
  kind: ChatMessageKind;
  content: string;
  createdAt: string;
  /** Links to the exercises and journal types the coach suggested. */
  suggestions: CoachSuggestion[];
}

export const messageSelect = {
  id: true,
  role: true,
  kind: true,
  content: true,
  createdAt: true,
} as const;

interface MessageRow {
  id: string;
  role: ChatRole;
  kind: ChatMessageKind;
  content: string;
  createdAt: Date;
}

/**
 * The suggestions a stored reply made, in the order it names them. They are not stored with the
 * message, so they are read back from its text, the way the coach itself reads its last reply.
 */
export function suggestionsIn(content: string): CoachSuggestion[] {
  const support = supportLinksIn(content);
  if (support.length > 0) return support.map((link) => ({ label: link.label, href: link.href }));
  const mentioned = previousSuggestions([{ role: "assistant", content }]);
  const text = content.toLowerCase();
  const found: { at: number; suggestion: CoachSuggestion }[] = [];
  for (const id of mentioned.exercises) {
    const exercise = findExercise(id);
    if (!exercise) continue;
    const at = text.indexOf(EXERCISE_HINTS[id].nominative.slice(4).toLowerCase());
    found.push({ at, suggestion: exerciseSuggestion(exercise) });
  }
  for (const type of mentioned.journals) {
    const journal = findJournalType(type);
    if (!journal) continue;
    found.push({
      at: text.indexOf(`„${journal.title.toLowerCase()}“`),
      suggestion: journalSuggestion(journal),
    });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.suggestion);
}

export function toMessageView(row: MessageRow, suggestions?: CoachSuggestion[]): ChatMessageView {
  const coaching = row.role === "assistant" && row.kind === "text";
  return {
    id: row.id,
    role: row.role,
    kind: row.kind,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    suggestions: coaching ? (suggestions ?? suggestionsIn(row.content)) : [],
  };
}
