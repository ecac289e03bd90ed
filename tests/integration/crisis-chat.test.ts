// The crisis net in the chat, on a real database: it reads the user's last messages with the new
// one, it is never blocked by the Free limit, and a configured language model may add a crisis
// verdict for a borderline message (a local double of an OpenAI-compatible API) but never replaces
// the card or sees a message the rules already recognised.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { loadChats } from "@/server/actions/chat";
import { sendMessage, type SendOutcome } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { userWithProfile, withProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

let counter = 0;

async function signedInChat() {
  counter += 1;
  const { user, session } = await userWithProfile(`crisis-chat-${counter}@example.test`);
  signInAs(session);
  const chats = await loadChats(await withProfile({}));
  if (!chats.ok) throw new Error(chats.message);
  return { userId: user.id, chatId: chats.data.activeChatId };
}

function kindOf(outcome: SendOutcome): string {
  if (outcome.kind !== "reply") throw new Error("expected a complete reply");
  return outcome.reply.kind;
}

const vienna = (day: string) => new Date(`${day}T12:00:00+01:00`);

describe("crisis net in the chat", () => {
  beforeEach(() => signInAs(null));

  it("catches a crisis spread over two messages on the second one", async () => {
    const { userId, chatId } = await signedInChat();
    const first = await sendMessage(
      userId,
      chatId,
      "Meine Mutter hat ihre Schlaftabletten bei mir vergessen.",
      {
        config: null,
      },
    );
    expect(kindOf(first)).not.toBe("crisis");
    const second = await sendMessage(userId, chatId, "Heute Nacht nehm ich sie alle.", { config: null });
    expect(kindOf(second)).toBe("crisis");
  });

  it("answers the fourth message of a Free day with the crisis card, not the upgrade prompt", async () => {
    const { userId, chatId } = await signedInChat();
    const now = vienna("2026-03-02");
    for (let index = 0; index < 3; index += 1) {
      expect(kindOf(await sendMessage(userId, chatId, `Frage ${index}`, { now, config: null }))).toBe("text");
    }
    expect(kindOf(await sendMessage(userId, chatId, "Noch eine Frage", { now, config: null }))).toBe(
      "upgrade_prompt",
    );
    const crisis = await sendMessage(userId, chatId, "Ich will mich heute Nacht umbringen.", {
      now,
      config: null,
    });
    expect(kindOf(crisis)).toBe("crisis");
    const stored = await prisma().chatMessage.findMany({
      where: { chatId, kind: "crisis" },
      select: { role: true, excludedFromMemory: true },
    });
    expect(stored).toEqual(
      expect.arrayContaining([
        { role: "user", excludedFromMemory: true },
        { role: "assistant", excludedFromMemory: true },
      ]),
    );
  });
});

describe("a language model's second opinion on borderline messages", () => {
  let server: Server;
  let verdict: "JA" | "NEIN" | "fail" = "NEIN";
  const asked: string[] = [];
  let config = { baseUrl: "", apiKey: "test-key", model: "safety-eu" };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (data: Buffer) => chunks.push(data));
      request.on("end", () => {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          stream?: boolean;
          messages: { role: string; content: string }[];
        };
        if (body.stream) {
          // The coach's own streamed reply: one short chunk.
          response.writeHead(200, { "content-type": "text/event-stream" });
          response.write(
            `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content: "Ich höre dir zu." }, finish_reason: "stop" }] })}\n\n`,
          );
          response.end("data: [DONE]\n\n");
          return;
        }
        asked.push(body.messages.at(-1)?.content ?? "");
        if (verdict === "fail") {
          response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { message: "kaputt" } }));
          return;
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            id: "c",
            object: "chat.completion",
            created: 1,
            model: "safety-eu",
            choices: [{ index: 0, message: { role: "assistant", content: verdict }, finish_reason: "stop" }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    config = { ...config, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    asked.length = 0;
    signInAs(null);
  });

  async function settled(outcome: SendOutcome) {
    if (outcome.kind === "reply") return outcome.reply.kind;
    let step = await outcome.events.next();
    while (!step.done) step = await outcome.events.next();
    return step.value.kind;
  }

  it("turns a borderline message into the crisis card when the model says so", async () => {
    verdict = "JA";
    const { userId, chatId } = await signedInChat();
    expect(await settled(await sendMessage(userId, chatId, "Ich kann nicht mehr.", { config }))).toBe(
      "crisis",
    );
    expect(asked).toEqual(["Ich kann nicht mehr."]);
  });

  it("keeps coaching when the model says no or fails", async () => {
    const { userId, chatId } = await signedInChat();
    verdict = "NEIN";
    expect(await settled(await sendMessage(userId, chatId, "Ich kann nicht mehr.", { config }))).toBe("text");
    verdict = "fail";
    expect(
      await settled(await sendMessage(userId, chatId, "Ich kann heute einfach nicht mehr.", { config })),
    ).toBe("text");
  });

  it("never asks about a message the rules recognise, nor about an ordinary one", async () => {
    verdict = "NEIN";
    const { userId, chatId } = await signedInChat();
    expect(
      await settled(await sendMessage(userId, chatId, "Ich will nicht mehr aufwachen.", { config })),
    ).toBe("crisis");
    await settled(await sendMessage(userId, chatId, "Heute war ein schöner Tag im Garten.", { config }));
    expect(asked).toEqual([]);
  });
});
