// The chat's route handlers on a real database: POST answers as JSON (rule-based coach) or streams
// a language model's reply as JSON lines, with the safety net first and the rule-based reply as the
// fallback; GET pages the history. Both check the session and that the chat is the caller's own.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET, POST } from "@/app/api/chats/[chatId]/messages/route";
import type * as EnvModule from "@/env";
import { composeReply } from "@/lib/coach";
import { loadChats } from "@/server/actions/chat";
import { loadGrounding } from "@/server/chat/grounding";
import type { ReplyEvent } from "@/server/chat/model-reply";
import type { StreamLine } from "@/server/chat/reply-stream";
import { sendMessage } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { userWithProfile, withProfile } from "./support/fixtures";
import { postFromPage } from "./support/page-request";
import { signInAs } from "./support/request-context";

const ai = vi.hoisted(() => ({ env: {} as Record<string, string | undefined> }));

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: () => ({ ...actual.env(), ...ai.env }) };
});

let counter = 0;

async function signedInUser() {
  counter += 1;
  const email = `chat-route-${counter}-${Date.now()}@example.org`;
  const { user, profile, session } = await userWithProfile(email);
  signInAs(session);
  const state = await loadChats(await withProfile({}));
  if (!state.ok) throw new Error(state.message);
  return { user, profile, chatId: state.data.activeChatId };
}

const url = (chatId: string, query = "") => `http://localhost:3000/api/chats/${chatId}/messages${query}`;
const context = (chatId: string) => ({ params: Promise.resolve({ chatId }) });

function post(chatId: string, body: unknown, headers: Record<string, string> = {}) {
  return POST(postFromPage(`/api/chats/${chatId}/messages`, body, headers), context(chatId));
}

const get = (chatId: string, query = "") => GET(new Request(url(chatId, query)), context(chatId));

async function lines(response: Response): Promise<StreamLine[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StreamLine);
}

beforeEach(() => {
  signInAs(null);
  ai.env = {};
});

describe("POST /api/chats/[chatId]/messages with the rule-based coach", () => {
  it("stores the message and returns the reply and the remaining replies as JSON", async () => {
    const { chatId } = await signedInUser();
    const response = await post(chatId, { content: "Ich bin total gestresst." });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as {
      ok: true;
      data: { userMessage: { content: string }; reply: { kind: string }; allowance: unknown };
    };
    expect(body.data.userMessage.content).toBe("Ich bin total gestresst.");
    expect(body.data.reply.kind).toBe("text");
    expect(body.data.allowance).toEqual({ remaining: 2, limit: 3 });
  });

  it("refuses a 20,000-character message in German and writes nothing", async () => {
    const { chatId } = await signedInUser();
    const response = await post(chatId, { content: "a".repeat(20_000) });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain("höchstens 4.000 Zeichen");
    expect(await prisma().chatMessage.count({ where: { chatId } })).toBe(1);
  });

  it("accepts exactly 4,000 characters and refuses 4,001", async () => {
    const { chatId } = await signedInUser();
    expect((await post(chatId, { content: "b".repeat(4_001) })).status).toBe(422);
    expect((await post(chatId, { content: "b".repeat(4_000) })).status).toBe(201);
  });

  it("refuses blank messages, invalid JSON and other content types", async () => {
    const { chatId } = await signedInUser();
    expect((await post(chatId, { content: "  \n " })).status).toBe(422);
    expect((await post(chatId, "{nicht json")).status).toBe(400);
    expect((await post(chatId, { content: "Hallo" }, { "content-type": "text/plain" })).status).toBe(415);
    expect(await prisma().chatMessage.count({ where: { chatId } })).toBe(1);
  });

  it("refuses a cross-site request", async () => {
    const { chatId } = await signedInUser();
    const response = await post(chatId, { content: "Hallo" }, { origin: "https://boese.example" });
    expect(response.status).toBe(403);
    expect((await post(chatId, { content: "Hallo" }, { origin: "http://localhost:3000" })).status).toBe(201);
  });

  it("refuses posting into another user's chat and writes nothing", async () => {
    const { chatId: foreign, user: owner } = await signedInUser();
    const { user } = await signedInUser();
    const response = await post(foreign, { content: "Hallo fremder Chat" });
    expect(response.status).toBe(404);
    expect(await prisma().chatMessage.count({ where: { chatId: foreign } })).toBe(1);
    expect(await prisma().coachUsage.count({ where: { userId: { in: [user.id, owner.id] } } })).toBe(0);
    expect((await post("not-a-uuid", { content: "Hallo" })).status).toBe(404);
  });

  it("refuses signed-out callers", async () => {
    const { chatId } = await signedInUser();
    signInAs(null);
    expect((await post(chatId, { content: "Hallo" })).status).toBe(401);
    expect((await get(chatId)).status).toBe(401);
  });
});

describe("GET /api/chats/[chatId]/messages", () => {
  it("pages the history backwards, oldest first within a page", async () => {
    const { user, chatId } = await signedInUser();
    for (const text of ["Eins", "Zwei", "Drei"]) await sendMessage(user.id, chatId, text);
    // The greeting, then three messages with their replies: 7 in all.
    type Page = { data: { messages: { id: string; content: string; role: string }[]; hasMore: boolean } };
    const first = (await (await get(chatId, "?limit=4")).json()) as Page;
    expect(first.data.hasMore).toBe(true);
    expect(first.data.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(first.data.messages.filter((message) => message.role === "user").map((m) => m.content)).toEqual([
      "Zwei",
      "Drei",
    ]);

    const before = first.data.messages[0]?.id ?? "";
    const second = (await (await get(chatId, `?limit=4&before=${before}`)).json()) as Page;
    expect(second.data.hasMore).toBe(false);
    expect(second.data.messages.map((message) => message.role)).toEqual(["assistant", "user", "assistant"]);
    expect(second.data.messages[1]?.content).toBe("Eins");
  });

  it("does not show another user's chat", async () => {
    const { chatId: foreign } = await signedInUser();
    await signedInUser();
    expect((await get(foreign)).status).toBe(404);
  });

  it("refuses an invalid page size", async () => {
    const { chatId } = await signedInUser();
    expect((await get(chatId, "?limit=1000")).status).toBe(422);
  });
});

describe("replies from a language model", () => {
  let server: Server;
  let baseUrl = "";
  let mode: "ok" | "fail" | "hang" = "ok";
  const requests: { messages: { role: string; content: string }[] }[] = [];

  const chunk = (content: string | null, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion.chunk",
      created: 1_767_225_600,
      model: "coach-eu",
      choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
    })}\n\n`;

  function answer(response: ServerResponse) {
    if (mode === "fail") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "kaputt" } }));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write(chunk("Das klingt "));
    if (mode === "hang") return; // never finishes: the timeout must end it
    response.write(chunk("nach einem vollen Tag, Mara."));
    response.write(chunk(null, "stop"));
    response.end("data: [DONE]\n\n");
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (data: Buffer) => chunks.push(data));
      request.on("end", () => {
        requests.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as (typeof requests)[number]);
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    mode = "ok";
    requests.length = 0;
    ai.env = { AI_BASE_URL: baseUrl, AI_API_KEY: "test-key", AI_MODEL: "coach-eu" };
  });

  it("streams the reply token by token and stores it whole", async () => {
    const { chatId, profile } = await signedInUser();
    await prisma().analysis.create({
      data: { profileId: profile.id, overallState: "müde", engineVersion: "test", detail: {} },
    });
    const response = await post(chatId, { content: "Ich bin so erschöpft." });
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await lines(response);
    expect(events[0]).toMatchObject({ type: "start", allowance: { remaining: 2, limit: 3 } });
    expect(
      events.filter((event) => event.type === "delta").map((event) => (event as ReplyEvent).text),
    ).toEqual(["Das klingt ", "nach einem vollen Tag, Mara."]);
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      reply: { content: "Das klingt nach einem vollen Tag, Mara." },
    });

    const stored = await prisma().chatMessage.findFirstOrThrow({
      where: { chatId, role: "assistant" },
      orderBy: { createdAt: "desc" },
    });
    expect(stored).toMatchObject({ kind: "text", content: "Das klingt nach einem vollen Tag, Mara." });
    // Grounded like the rule-based coach: the analysis and the coach's own draft are in the prompt.
    const system = requests[0]?.messages.find((message) => message.role === "system")?.content ?? "";
    expect(system).toContain("Müde");
    expect(system).toContain("Reference answer");
  });

  it("keeps crisis messages away from the model and out of its memory", async () => {
    const { user, chatId } = await signedInUser();
    const crisis = await post(chatId, { content: "Ich will nicht mehr aufwachen." });
    expect(crisis.status).toBe(201);
    expect(((await crisis.json()) as { data: { reply: { kind: string } } }).data.reply.kind).toBe("crisis");
    expect(requests).toHaveLength(0);

    // The card stays until the person turns towards help; then the model answers again.
    for (const content of ["Danke, ich rufe jetzt dort an.", "Heute war ein ruhiger Tag."]) {
      const outcome = await sendMessage(user.id, chatId, content);
      expect(outcome.kind).toBe("stream");
      if (outcome.kind === "stream") for await (const _event of outcome.events) void _event;
    }
    const sent = JSON.stringify(requests.at(-1)?.messages);
    expect(sent).not.toContain("aufwachen");
    expect(sent).toContain("Heute war ein ruhiger Tag.");
  });

  it("falls back to the rule-based reply when the model fails", async () => {
    mode = "fail";
    const { user, chatId } = await signedInUser();
    const message = "Ich kann nicht schlafen.";
    const expected = composeReply({ ...(await loadGrounding(user.id, chatId)).grounding, message }).content;
    const events = await lines(await post(chatId, { content: message }));
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("expected the stream to finish");
    expect(events.filter((event) => event.type === "delta")).toEqual([{ type: "delta", text: expected }]);
    expect(done.reply.content).toBe(expected);
    expect(requests).toHaveLength(1);
  });

  it("replaces a stalled answer with the rule-based reply after the timeout", async () => {
    mode = "hang";
    const { user, chatId } = await signedInUser();
    const outcome = await sendMessage(user.id, chatId, "Mein Nacken ist verspannt.", { timeoutMs: 300 });
    if (outcome.kind !== "stream") throw new Error("expected a stream");
    const events: ReplyEvent[] = [];
    let step = await outcome.events.next();
    while (!step.done) {
      events.push(step.value);
      step = await outcome.events.next();
    }
    expect(events[0]).toEqual({ type: "delta", text: "Das klingt " });
    expect(events.at(-1)?.type).toBe("replace");
    expect(step.value.content).toBe((events.at(-1) as ReplyEvent).text);
    expect(step.value.content).not.toContain("Das klingt");
  });

  it("counts a streamed reply against the Free limit and sends the upgrade prompt as JSON after 3", async () => {
    const { chatId } = await signedInUser();
    for (let index = 0; index < 3; index += 1) await lines(await post(chatId, { content: `Frage ${index}` }));
    const fourth = await post(chatId, { content: "Noch eine Frage" });
    expect(fourth.status).toBe(201);
    const body = (await fourth.json()) as { data: { reply: { kind: string }; allowance: unknown } };
    expect(body.data.reply.kind).toBe("upgrade_prompt");
    expect(body.data.allowance).toEqual({ remaining: 0, limit: 3 });
    expect(requests).toHaveLength(3);
  });
});
