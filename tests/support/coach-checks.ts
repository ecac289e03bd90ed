// What every scripted conversation with the coach checks (issue 23): how the answer to each kind
// of question begins, and the mirrored sentences and other broken German that must never appear.
import { expect } from "vitest";

import type { QuestionKind } from "@/lib/coach/answer-first";

/** How the reply to each kind of question begins. */
export const ANSWER_START: Record<QuestionKind, RegExp> = {
  normal: /^(?:Ja, das kennen viele Menschen|Das kommt bei vielen Tieren vor)/,
  worry:
    /^(?:Ernst nehmen ja|Nach einem Notfall klingt das nicht\. Bitte lass das in den nächsten Tagen (?:tier)?ärztlich abklären\.)/,
  related: /^Ja, das kann gut zusammenhängen/,
  how_long: /^Das ist (?:von Tier zu Tier )?verschieden/,
  first_step: /^Ein guter erster Schritt/,
  what_to_do: /^Was du konkret tun kannst/,
  why: /^Warum genau/,
};

/** Mirrored sentences and other broken German the coach must never produce. */
export const BANNED: readonly RegExp[] = [
  /\bDu (?:schreibst|erzählst|sagst), (?:du|ich|fällt|bist|hast|glaubst|weißt)\b/i,
  /\bdu erzählst, /i,
  /\bDu fragst dich, (?:warum|ob|wie|was|wann)\b/,
  /\b(?:dich|dir) (?:dich|dir)\b/,
  // Pronouns swapped without the verb: 'du bin', 'ich hast'.
  /\bdu (?:bin|habe|kann|will|muss|fühle|denke|glaube|weiß nicht)\b/i,
  /\bich (?:bist|hast|kannst|willst|musst|fühlst|denkst|glaubst)\b/i,
  /\.\./,
  / {2}/,
  / [,.?!]/,
  /[{}]|undefined|null|NaN/,
];

export function expectGoodGerman(text: string, where: string) {
  for (const pattern of BANNED) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
}
