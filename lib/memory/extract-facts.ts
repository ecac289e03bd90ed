import { animalFacts } from "@/lib/memory/animal-facts";
import { personFacts } from "@/lib/memory/person-facts";
import { DOUBT, MAX_SENTENCE_CHARACTERS, sentencesOf } from "@/lib/memory/sentences";
import type { ExtractedFact, MemorySubject } from "@/lib/memory/types";
import { assessCrisis, type CrisisAssessment } from "@/lib/safety/crisis";

/** One message or entry adds at most this many facts. */
export const MAX_FACTS_PER_TEXT = 3;

/** 'morgen' is tomorrow, not 'am Morgen' or 'jeden Morgen'. */
const TOMORROW = /(?<! am| jeden) morgen /;

export interface ExtractOptions {
  /** The user's last messages of the same chat, read with this one by the crisis net. */
  earlier?: readonly string[];
  /** The crisis net's assessment of the text with `earlier`, when the caller has it already. */
  crisis?: CrisisAssessment;
}

/**
 * The durable statements in a chat message, a journal entry or a wizard answer, each said again as
 * a short German sentence: to the person ('Du schläfst seit der Trennung schlecht.') or about the
 * animal ('Luna bellt, wenn sie allein ist.'). Questions, passing or uncertain statements and
 * negations give nothing, and so does anything the crisis net flags or finds borderline (with the
 * chat's context, as the chat reads it): when in doubt, nothing is stored. Linear in the text.
 */
export function extractFacts(
  text: string,
  subject: MemorySubject,
  options: ExtractOptions = {},
): ExtractedFact[] {
  if (text.trim().length === 0) return [];
  const facts: ExtractedFact[] = [];
  for (const sentence of sentencesOf(text)) {
    const { words } = sentence;
    if (sentence.question || words.length > MAX_SENTENCE_CHARACTERS) continue;
    if (DOUBT.test(words) || TOMORROW.test(words)) continue;
    const found = subject.kind === "human" ? personFacts(words) : animalFacts(words, subject);
    for (const fact of found) {
      if (!facts.some((known) => known.content === fact.content)) facts.push(fact);
    }
    if (facts.length >= MAX_FACTS_PER_TEXT) break;
  }
  if (facts.length === 0) return [];
  // The crisis net last, so the common message without a fact costs only the rules above.
  const crisis = options.crisis ?? assessCrisis(text, options.earlier ?? []);
  if (crisis.crisis || crisis.borderline) return [];
  return facts.slice(0, MAX_FACTS_PER_TEXT);
}
