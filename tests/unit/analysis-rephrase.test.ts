// The optional language model, tested against a local server that speaks the OpenAI
// chat-completions format: its text is used when valid, the engine's text is kept otherwise.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { analyzeProfile } from "@/lib/analysis";
import {
  type AiConfig,
  aiConfigFrom,
  REPHRASE_TIMEOUT_MS,
  rephraseAnalysis,
} from "@/server/analysis/rephrase";

type Reply = (request: { body: ChatRequest; headers: IncomingMessage["headers"] }) => {
  status?: number;
  delayMs?: number;
  content: string;
};

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
}

let server: Server;
let baseUrl = "";
let reply: Reply = () => ({ content: "{}" });
const received: { body: ChatRequest; headers: IncomingMessage["headers"] }[] = [];

function completion(model: string, content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_767_225_600,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequest;
  received.push({ body, headers: request.headers });
  const { status = 200, delayMs = 0, content } = reply({ body, headers: request.headers });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (response.destroyed) return;
  response.writeHead(status, { "content-type": "application/json" });
  response.end(
    JSON.stringify(status === 200 ? completion(body.model, content) : { error: { message: "boom" } }),
  );
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

const config = (): AiConfig => ({ baseUrl, apiKey: "test-key", model: "eu-model-7b" });

/** What the app sent: the JSON in the user message. */
function sentPayload(body: ChatRequest) {
  const user = body.messages.find((message) => message.role === "user");
  return JSON.parse(user?.content ?? "{}") as {
    summary?: string;
    patterns: { id: string; explanation: string }[];
    recommendations: { id: string; text: string }[];
  };
}

/** A model that prefixes every text, keeping ids and the name placeholder. */
const rewriting: Reply = ({ body }) => {
  const payload = sentPayload(body);
  return {
    content: JSON.stringify({
      ...(payload.summary ? { summary: `Neu: ${payload.summary}` } : {}),
      patterns: payload.patterns.map(({ id, explanation }) => ({ id, explanation: `Neu: ${explanation}` })),
      recommendations: payload.recommendations.map(({ id, text }) => ({ id, text: `Neu: ${text}` })),
    }),
  };
};

const dog = analyzeProfile({
  profileType: "animal",
  name: "Bello",
  animalType: "hund",
  behaviorPatterns: ["aengstlich", "bellen"],
  emotionalIssues: ["trennungsangst"],
});

const withRedFlag = analyzeProfile({
  profileType: "human",
  name: "Mara",
  currentHealthIssues: "Seit gestern habe ich Schmerzen in der Brust und bekomme schlecht Luft.",
});

describe("aiConfigFrom", () => {
  it("needs all three variables", () => {
    expect(aiConfigFrom({ AI_BASE_URL: "https://ai.example.eu/v1", AI_API_KEY: "k", AI_MODEL: "m" })).toEqual(
      {
        baseUrl: "https://ai.example.eu/v1",
        apiKey: "k",
        model: "m",
      },
    );
    expect(
      aiConfigFrom({ AI_BASE_URL: "https://ai.example.eu/v1", AI_API_KEY: "k", AI_MODEL: undefined }),
    ).toBeNull();
    expect(aiConfigFrom({ AI_BASE_URL: undefined, AI_API_KEY: "k", AI_MODEL: "m" })).toBeNull();
    expect(
      aiConfigFrom({ AI_BASE_URL: "https://ai.example.eu/v1", AI_API_KEY: undefined, AI_MODEL: "m" }),
    ).toBeNull();
  });

  it("drops a trailing slash from the base URL", () => {
    expect(
      aiConfigFrom({ AI_BASE_URL: "http://localhost:8000/v1/", AI_API_KEY: "k", AI_MODEL: "m" })?.baseUrl,
    ).toBe("http://localhost:8000/v1");
  });

  it("gives up after 10 s", () => {
    expect(REPHRASE_TIMEOUT_MS).toBe(10_000);
  });
});

describe("rephraseAnalysis", () => {
  it("sends nothing when no model is configured", async () => {
    const outcome = await rephraseAnalysis(dog, "Bello", { config: null });
    expect(outcome).toEqual({ result: dog, rephrasedBy: null });
    expect(received).toHaveLength(0);
  });

  it("uses the model's text, keeps structure and links, and names the model", async () => {
    reply = rewriting;
    const outcome = await rephraseAnalysis(dog, "Bello", { config: config() });
    expect(outcome.rephrasedBy).toBe("eu-model-7b");
    expect(outcome.result.summary).toBe(`Neu: ${dog.summary}`);
    expect(outcome.result.patterns.map((p) => p.explanation)).toEqual(
      dog.patterns.map((p) => `Neu: ${p.explanation}`),
    );
    expect(outcome.result.recommendations.map((r) => r.text)).toEqual(
      dog.recommendations.map((r) => `Neu: ${r.text}`),
    );
    // Everything but the wording stays the engine's.
    const strip = (result: typeof dog) => ({
      ...result,
      summary: "",
      patterns: result.patterns.map((p) => ({ ...p, explanation: "" })),
      recommendations: result.recommendations.map((r) => ({ ...r, text: "" })),
    });
    expect(strip(outcome.result)).toEqual(strip(dog));
  });

  it("sends the model's name and key, but never the profile's name", async () => {
    reply = rewriting;
    await rephraseAnalysis(dog, "Bello", { config: config() });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.body.model).toBe("eu-model-7b");
    expect(request?.headers.authorization).toBe("Bearer test-key");
    expect(request?.body.response_format).toEqual({ type: "json_object" });
    expect(JSON.stringify(request?.body)).not.toContain("Bello");
    expect(sentPayload(request!.body).summary).toContain("{name}");
  });

  it("never sends or changes red-flag advice", async () => {
    reply = rewriting;
    expect(withRedFlag.redFlags.length).toBeGreaterThan(0);
    const outcome = await rephraseAnalysis(withRedFlag, "Mara", { config: config() });
    const sent = JSON.stringify(received[0]?.body);
    for (const flag of withRedFlag.redFlags) expect(sent).not.toContain(flag.message);
    expect(sentPayload(received[0]!.body).summary).toBeUndefined();
    expect(outcome.result.summary).toBe(withRedFlag.summary);
    expect(outcome.result.redFlags).toEqual(withRedFlag.redFlags);
  });

  it("keeps the engine's text when the model answers with invalid JSON", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply = () => ({ content: "Hier ist dein Text: {kein json" });
    const outcome = await rephraseAnalysis(dog, "Bello", { config: config() });
    expect(outcome).toEqual({ result: dog, rephrasedBy: null });
    expect(warn).toHaveBeenCalledOnce();
  });

  it("keeps the engine's text when the JSON has the wrong shape or other ids", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply = () => ({ content: JSON.stringify({ patterns: "nein", recommendations: [] }) });
    expect(await rephraseAnalysis(dog, "Bello", { config: config() })).toEqual({
      result: dog,
      rephrasedBy: null,
    });

    reply = (request) => {
      const answer = JSON.parse(rewriting(request).content) as { patterns: { id: string }[] };
      answer.patterns = answer.patterns.slice(1);
      return { content: JSON.stringify(answer) };
    };
    expect(await rephraseAnalysis(dog, "Bello", { config: config() })).toEqual({
      result: dog,
      rephrasedBy: null,
    });
  });

  it("keeps the engine's text when the model invents placeholders", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply = (request) => ({ content: rewriting(request).content.replace("Neu: ", "Neu {tier}: ") });
    expect(await rephraseAnalysis(dog, "Bello", { config: config() })).toEqual({
      result: dog,
      rephrasedBy: null,
    });
  });

  it("keeps the engine's text when the server fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply = () => ({ status: 500, content: "" });
    expect(await rephraseAnalysis(dog, "Bello", { config: config() })).toEqual({
      result: dog,
      rephrasedBy: null,
    });
    expect(received).toHaveLength(1);
  });

  it("keeps the engine's text when the model takes too long", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply = (request) => ({ ...rewriting(request), delayMs: 1_500 });
    const started = Date.now();
    const outcome = await rephraseAnalysis(dog, "Bello", { config: config(), timeoutMs: 200 });
    expect(outcome).toEqual({ result: dog, rephrasedBy: null });
    expect(Date.now() - started).toBeLessThan(1_200);
  });

  it("keeps the engine's text when nobody listens at the address", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const closed = { ...config(), baseUrl: "http://127.0.0.1:9/v1" };
    expect(await rephraseAnalysis(dog, "Bello", { config: closed })).toEqual({
      result: dog,
      rephrasedBy: null,
    });
  });
});
