// The browser reads a streamed reply as JSON lines, whichever way the network splits them.
import { afterEach, describe, expect, it, vi } from "vitest";

import { postMessage } from "@/components/chat/chat-requests";

const userMessage = {
  id: "u1",
  role: "user",
  kind: "text",
  content: "Hallo",
  createdAt: "2026-01-15T09:00:00.000Z",
  suggestions: [],
};
const reply = { ...userMessage, id: "a1", role: "assistant", content: "Hallo Mara." };

function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("postMessage", () => {
  it("reports the text as it grows and returns the stored reply", async () => {
    const lines = [
      { type: "start", userMessage, allowance: { remaining: 2, limit: 3 }, suggestions: [] },
      { type: "delta", text: "Hal" },
      { type: "delta", text: "lo" },
      { type: "replace", text: "Hallo " },
      { type: "delta", text: "Mara." },
      { type: "done", reply },
    ]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join("");
    // Split mid-line and mid-character to prove the reader re-assembles lines.
    const chunks = [lines.slice(0, 17), lines.slice(17, 90), lines.slice(90)];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => streamOf(chunks)),
    );
    const texts: string[] = [];
    const started = vi.fn();
    const result = await postMessage("c1", "Hallo", { onStart: started, onText: (text) => texts.push(text) });
    expect(started).toHaveBeenCalledOnce();
    expect(texts).toEqual(["Hal", "Hallo", "Hallo ", "Hallo Mara."]);
    expect(result).toEqual({ ok: true, data: { userMessage, reply, allowance: { remaining: 2, limit: 3 } } });
  });

  it("returns the server's German error from the stream", async () => {
    const lines = [
      { type: "start", userMessage, allowance: null, suggestions: [] },
      {
        type: "error",
        title: "Nachricht nicht gesendet",
        message: "Ein unerwarteter Fehler ist aufgetreten.",
      },
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => streamOf(lines.map((line) => `${JSON.stringify(line)}\n`))),
    );
    const result = await postMessage("c1", "Hallo", { onStart: () => undefined, onText: () => undefined });
    expect(result).toEqual({
      ok: false,
      title: "Nachricht nicht gesendet",
      message: "Ein unerwarteter Fehler ist aufgetreten.",
    });
  });

  it("returns a JSON reply and a refusal as they are", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { ok: false, code: "validation", title: "Nachricht nicht gesendet", message: "Zu lang." },
          { status: 422 },
        ),
      ),
    );
    expect(await postMessage("c1", "x", { onStart: () => undefined, onText: () => undefined })).toEqual({
      ok: false,
      title: "Nachricht nicht gesendet",
      message: "Zu lang.",
    });
  });
});
