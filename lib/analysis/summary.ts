import { joinList } from "@/lib/analysis/explain";
import type { Finding } from "@/lib/analysis/finding";
import { STATE_SENTENCES, SUMMARY_TEXTS } from "@/lib/analysis/knowledge-base/summary-texts";
import { fillName, type ProfileContext } from "@/lib/analysis/profile-context";
import type { EnergyState } from "@/prisma/generated/client/enums";

const TOPICS_IN_SUMMARY = 3;

function patternSentence(context: ProfileContext, patterns: readonly Finding[]): string {
  const animal = context.subject === "animal";
  const names = [...new Set(patterns.map((pattern) => pattern.name))].slice(0, TOPICS_IN_SUMMARY);
  if (names.length === 0) return animal ? SUMMARY_TEXTS.noPatternsAnimal : SUMMARY_TEXTS.noPatternsHuman;
  const templates =
    names.length === 1
      ? { human: SUMMARY_TEXTS.onePatternHuman, animal: SUMMARY_TEXTS.onePatternAnimal }
      : { human: SUMMARY_TEXTS.patternsHuman, animal: SUMMARY_TEXTS.patternsAnimal };
  return templates[context.subject].replace("{topics}", joinList(names));
}

function stateSentence(context: ProfileContext, state: EnergyState, hasRedFlags: boolean): string {
  const animal = context.subject === "animal";
  if (hasRedFlags && state === "harmonisch") {
    return animal ? SUMMARY_TEXTS.calmBesidesRedFlagsAnimal : SUMMARY_TEXTS.calmBesidesRedFlagsHuman;
  }
  return STATE_SENTENCES[context.subject][state];
}

/** 2–3 sentences: red flags (if any) or the state first, then the main topics, then a way forward. */
export function summarize(
  context: ProfileContext,
  state: EnergyState,
  patterns: readonly Finding[],
  hasRedFlags: boolean,
): string {
  const animal = context.subject === "animal";
  const sentences = hasRedFlags
    ? [
        animal ? SUMMARY_TEXTS.redFlagsAnimal : SUMMARY_TEXTS.redFlagsHuman,
        stateSentence(context, state, true),
      ]
    : [stateSentence(context, state, false)];
  // Next to a warning sign, "a good moment to keep doing what helps" would ring false.
  if (patterns.length > 0 || !hasRedFlags) sentences.push(patternSentence(context, patterns));
  if (!hasRedFlags) sentences.push(animal ? SUMMARY_TEXTS.closingAnimal : SUMMARY_TEXTS.closingHuman);
  return fillName(sentences.join(" "), context);
}
