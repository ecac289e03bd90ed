// Pure parts of German dictation (issue 15): which language to ask the browser's speech
// recognition for, how a dictated phrase joins what is already written, and which errors the
// user needs to hear about.

/** Austrian German first; browsers that do not know it are asked for German German instead. */
export const DICTATION_LANGUAGES = ["de-AT", "de-DE"] as const;

export type DictationLanguage = (typeof DICTATION_LANGUAGES)[number];

/** The language to try after `lang` was refused, or null when there is none left. */
export function fallbackLanguage(lang: DictationLanguage): DictationLanguage | null {
  const next = DICTATION_LANGUAGES[DICTATION_LANGUAGES.indexOf(lang) + 1];
  return next ?? null;
}

/**
 * `spoken` appended to `written`: nothing written is changed, a space separates the two unless
 * the text already ends in white space (a new line stays a new line).
 */
export function appendDictation(written: string, spoken: string): string {
  const phrase = spoken.trim();
  if (phrase === "") return written;
  if (written === "" || /\s$/.test(written)) return written + phrase;
  return `${written} ${phrase}`;
}

/** What the user is told after a recognition error; null: nothing worth a message. */
export type DictationProblem = "permission" | "microphone" | "network" | "unavailable";

/** The Web Speech API's error codes, read as a problem for the user (or none). */
export function dictationProblem(error: string): DictationProblem | null {
  switch (error) {
    case "not-allowed":
    case "service-not-allowed":
      return "permission";
    case "audio-capture":
      return "microphone";
    case "network":
      return "network";
    // Silence, a stop by the user or a refused language (handled by the fallback) need no message.
    case "no-speech":
    case "aborted":
    case "language-not-supported":
      return null;
    default:
      return "unavailable";
  }
}

/** One result of a recognition event, as the Web Speech API delivers it. */
export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string } | undefined;
}

/**
 * A recognition event's results from `resultIndex` on: what became final (appended to the text,
 * in one piece, "" when nothing did) and the interim text still being spoken (shown meanwhile).
 */
export function readResults(
  results: ArrayLike<RecognitionResultLike>,
  resultIndex: number,
): { final: string; interim: string } {
  let final = "";
  let interim = "";
  for (let index = resultIndex; index < results.length; index += 1) {
    const result = results[index];
    const transcript = result?.[0]?.transcript ?? "";
    if (result?.isFinal) final = appendDictation(final, transcript);
    else interim = appendDictation(interim, transcript);
  }
  return { final, interim };
}
