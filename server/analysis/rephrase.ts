import "server-only";

import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { z } from "@/lib/validations/zod";

import { type Env, env } from "@/env";
import type { AnalysisResult } from "@/lib/analysis";

/** The model gets this long; then the engine's own text is kept. */
export const REPHRASE_TIMEOUT_MS = 10_000;

/** Stands in for the profile's name, so the name never leaves the server. */
const NAME_TOKEN = "{name}";

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The language model to use, or null (the default): then no analysis text leaves the server. */
export function aiConfigFrom(source: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">): AiConfig | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = source;
  if (!AI_BASE_URL || !AI_API_KEY || !AI_MODEL) return null;
  return { baseUrl: AI_BASE_URL.replace(/\/+$/, ""), apiKey: AI_API_KEY, model: AI_MODEL };
}

const SYSTEM_PROMPT = [
  "You edit the German texts of a wellness app for people and their pets.",
  "Rewrite each text so it reads warm, natural and fluent in German, addressing the reader with 'du'.",
  "Keep the meaning, every fact and every quotation in „…“ exactly; add no new claims, no diagnoses and no medical advice.",
  `Keep the placeholder ${NAME_TOKEN} unchanged wherever it appears; it stands for a name.`,
  "Keep each text about as long as the original.",
  'Answer with JSON only, in exactly this shape: {"summary"?: string, "patterns": [{"id": string, "explanation": string}], "recommendations": [{"id": string, "text": string}]},',
  "with the same ids as the input and one entry per input entry.",
].join(" ");

const rephrasedSchema = z.object({
  summary: z.string().trim().min(1).max(1500).optional(),
  patterns: z.array(z.object({ id: z.string(), explanation: z.string().trim().min(1).max(1500) })),
  recommendations: z.array(z.object({ id: z.string(), text: z.string().trim().min(1).max(1000) })),
});

type Rephrased = z.infer<typeof rephrasedSchema>;

export interface RephraseOutcome {
  result: AnalysisResult;
  /** The model's name when its text was used, otherwise null. */
  rephrasedBy: string | null;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Replaces the name, where it starts a word, with the placeholder, and back. */
function nameCodec(name: string | null | undefined) {
  const trimmed = name?.trim() ?? "";
  const pattern = trimmed.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(trimmed)}`, "gu") : null;
  return {
    hide: (text: string) => (pattern ? text.replace(pattern, NAME_TOKEN) : text),
    show: (text: string) => text.split(NAME_TOKEN).join(trimmed),
  };
}

/** What is sent: the engine's own texts, with the name replaced. Red flags are never sent or changed. */
function requestFor(result: AnalysisResult, hide: (text: string) => string) {
  return {
    // With red flags the summary opens with the safety advice, which stays word for word.
    ...(result.redFlags.length === 0 ? { summary: hide(result.summary) } : {}),
    patterns: result.patterns.map((pattern) => ({
      id: pattern.id,
      title: hide(pattern.title),
      explanation: hide(pattern.explanation),
    })),
    recommendations: result.recommendations.map((recommendation) => ({
      id: recommendation.id,
      title: recommendation.title,
      text: hide(recommendation.text),
    })),
  };
}

function sameIds(expected: readonly { id: string }[], received: readonly { id: string }[]): boolean {
  const ids = received.map((entry) => entry.id);
  return (
    ids.length === expected.length &&
    new Set(ids).size === ids.length &&
    expected.every((e) => ids.includes(e.id))
  );
}

/** Only the placeholder may appear in braces; anything else means the model mangled the text. */
function clean(text: string): boolean {
  return !/[{}]/.test(text.split(NAME_TOKEN).join(""));
}

function merge(
  result: AnalysisResult,
  rephrased: Rephrased,
  summarySent: boolean,
  show: (text: string) => string,
): AnalysisResult {
  if (
    !sameIds(result.patterns, rephrased.patterns) ||
    !sameIds(result.recommendations, rephrased.recommendations)
  )
    throw new Error("the answer does not list the same patterns and recommendations");
  if (summarySent && !rephrased.summary) throw new Error("the answer has no summary");
  const texts = [
    rephrased.summary ?? "",
    ...rephrased.patterns.map((pattern) => pattern.explanation),
    ...rephrased.recommendations.map((recommendation) => recommendation.text),
  ];
  if (!texts.every(clean)) throw new Error("the answer contains unknown placeholders");

  const explanations = new Map(rephrased.patterns.map((pattern) => [pattern.id, show(pattern.explanation)]));
  const recommendationTexts = new Map(rephrased.recommendations.map((entry) => [entry.id, show(entry.text)]));
  return {
    ...result,
    summary: summarySent && rephrased.summary ? show(rephrased.summary) : result.summary,
    patterns: result.patterns.map((pattern) => ({
      ...pattern,
      explanation: explanations.get(pattern.id) ?? pattern.explanation,
    })),
    recommendations: result.recommendations.map((recommendation) => ({
      ...recommendation,
      text: recommendationTexts.get(recommendation.id) ?? recommendation.text,
    })),
  };
}

export interface RephraseOptions {
  /** Defaults to AI_BASE_URL, AI_API_KEY and AI_MODEL. */
  config?: AiConfig | null;
  timeoutMs?: number;
}

/**
 * Lets an OpenAI-compatible language model re-phrase the engine's summary, pattern explanations
 * and recommendation texts. Structure, state, red flags and links stay the engine's. Without a
 * configured model nothing is sent; on any failure (timeout, invalid JSON, a changed structure)
 * the engine's text is kept.
 */
export async function rephraseAnalysis(
  result: AnalysisResult,
  name: string | null | undefined,
  { config = aiConfigFrom(env()), timeoutMs = REPHRASE_TIMEOUT_MS }: RephraseOptions = {},
): Promise<RephraseOutcome> {
  if (!config) return { result, rephrasedBy: null };
  const { hide, show } = nameCodec(name);
  const request = requestFor(result, hide);
  try {
    const provider = createOpenAICompatible({
      name: "resonanz-ai",
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
    });
    // JSON mode without a schema in the request: every OpenAI-compatible server understands it.
    // The shape is described in the prompt and checked here.
    const { output } = await generateText({
      model: provider.chatModel(config.model),
      output: Output.json(),
      system: SYSTEM_PROMPT,
      prompt: JSON.stringify(request),
      temperature: 0.3,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    const rephrased = rephrasedSchema.parse(output);
    return { result: merge(result, rephrased, "summary" in request, show), rephrasedBy: config.model };
  } catch (error) {
    const reason =
      error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : "unknown error";
    console.warn(`[analysis] re-phrasing skipped, the engine's text is kept (${reason})`);
    return { result, rephrasedBy: null };
  }
}
