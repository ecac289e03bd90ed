import "server-only";

import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";

import { env } from "@/env";
import { type AiConfig, aiConfigFrom } from "@/server/analysis/rephrase";
import type { ModelPrompt } from "@/server/chat/model-prompt";

/** The model gets this long for its whole answer; then the rule-based reply is used. */
export const MODEL_TIMEOUT_MS = 10_000;

/** A piece of the reply as it arrives; `replace` drops what was streamed so far. */
export type ReplyEvent = { type: "delta"; text: string } | { type: "replace"; text: string };

export interface ModelOptions {
  /** Defaults to AI_BASE_URL, AI_API_KEY and AI_MODEL; null turns the model off. */
  config?: AiConfig | null;
  timeoutMs?: number;
}

export const modelConfig = (options: ModelOptions = {}): AiConfig | null =>
  options.config === undefined ? aiConfigFrom(env()) : options.config;

function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
}

/**
 * Streams the model's reply token by token. On any error, an empty answer or after the timeout,
 * the rule-based `fallback` takes its place (replacing anything already streamed). Returns the
 * text to store.
 */
export async function* streamModelReply(
  prompt: ModelPrompt,
  fallback: string,
  config: AiConfig,
  timeoutMs = MODEL_TIMEOUT_MS,
): AsyncGenerator<ReplyEvent, string> {
  let text = "";
  try {
    const provider = createOpenAICompatible({
      name: "resonanz-ai",
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
    });
    const result = streamText({
      model: provider.chatModel(config.model),
      system: prompt.system,
      messages: prompt.messages,
      temperature: 0.6,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
      // Failures arrive as stream parts below; the default handler would only log them.
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" && part.text) {
        text += part.text;
        yield { type: "delta", text: part.text };
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        throw new Error("the model's answer took too long");
      }
    }
    if (text.trim().length === 0) throw new Error("the model answered with nothing");
    return text.trim();
  } catch (error) {
    console.warn(`[chat] model reply replaced by the rule-based coach (${reason(error)})`);
    yield text ? { type: "replace", text: fallback } : { type: "delta", text: fallback };
    return fallback;
  }
}
