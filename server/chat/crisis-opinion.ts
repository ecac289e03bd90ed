import "server-only";

import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText } from "ai";

import type { AiConfig } from "@/server/analysis/rephrase";

/** The second opinion must not hold up the reply for long. */
export const OPINION_TIMEOUT_MS = 4_000;

const SYSTEM = [
  "Du bist der Sicherheitsfilter einer deutschsprachigen Wellness-App.",
  "Du bekommst die letzten Nachrichten einer Person. Entscheide nur eines: Deutet die letzte Nachricht,",
  "im Zusammenhang gelesen, auf akute Suizidgedanken, Selbstverletzung oder die Absicht hin, jemand anderem",
  "ernsthaft zu schaden? Im Zweifel JA. Antworte mit genau einem Wort: JA oder NEIN.",
].join(" ");

/**
 * Asks the configured model whether a message the rules scored as borderline is a crisis. Only a
 * clear "JA" counts; an error, a timeout or anything else leaves the rules' verdict alone. The
 * model can add a crisis, never remove one: messages the rules recognise never come here.
 */
export async function modelSeesCrisis(
  message: string,
  earlier: readonly string[],
  config: AiConfig,
  timeoutMs = OPINION_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const provider = createOpenAICompatible({
      name: "resonanz-ai",
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
    });
    const { text } = await generateText({
      model: provider.chatModel(config.model),
      system: SYSTEM,
      messages: [
        ...earlier.map((content) => ({ role: "user" as const, content })),
        { role: "user" as const, content: message },
      ],
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return /^\s*ja\b/i.test(text);
  } catch (error) {
    console.warn(
      `[chat] crisis second opinion unavailable (${error instanceof Error ? error.name : "error"})`,
    );
    return false;
  }
}
