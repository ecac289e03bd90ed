import type { Variation } from "@/lib/coach/seed";
import { mentionsName, withName } from "@/lib/coach/text";
import type { CoachProfile, CoachSuggestion } from "@/lib/coach/types";

/** A reply in the making: sentences, the closing question and the linked suggestions. */
export interface ReplyDraft {
  sentences: string[];
  question: string;
  suggestions: CoachSuggestion[];
}

/** Picks a closing question, not the one the previous reply ended with. */
export function pickQuestion(options: readonly string[], lastReply: string, variation: Variation): string {
  const fresh = options.filter((question) => !lastReply.includes(question));
  return variation.pick(fresh.length > 0 ? fresh : options, "question");
}

/** Joins the draft and makes sure the profile's name appears, for a person in the closing question. */
export function finishDraft(draft: ReplyDraft, profile: CoachProfile): string {
  const body = draft.sentences.filter((sentence) => sentence.length > 0).join(" ");
  let question = draft.question;
  if (!mentionsName(`${body} ${question}`, profile.name)) {
    if (profile.profileType === "human") question = withName(question, profile.name);
    else question = `Ich bin gern für dich und ${profile.name} da. ${question}`;
  }
  return body.length > 0 ? `${body} ${question}` : question;
}
