// Finds English in a message meant for people: zod's default texts and the
// usual words of English validator messages. German words that merely look
// alike ("Text", "Chat", "Profil") are not on the list.
const ENGLISH =
  /\b(invalid|expected|received|required|unrecognized|unknown|too (?:small|big|long|short)|must|should|string|number|boolean|object|array|undefined|option|characters?|items?|value|input|please|the|of|is|at (?:least|most)|not|uuid|nan|instanceof|error|failed|request)\b/i;

/** The first English word in `text`, or null. */
export function englishWord(text: string): string | null {
  return ENGLISH.exec(text)?.[0] ?? null;
}
