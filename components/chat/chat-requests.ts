// The browser side of /api/chats/[chatId]/messages: pages of the history, and sending with the
// reply as JSON or, from a language model, as a stream of JSON lines.
import type { ActionError } from "@/lib/errors";
import { actionMessages } from "@/messages/common";
import type { MessagePage } from "@/server/chat/message-page";
import type { ChatMessageView } from "@/server/chat/message-view";
import type { StreamLine } from "@/server/chat/reply-stream";
import type { ReplyAllowance } from "@/server/chat/usage";

export type Failure = Pick<ActionError, "title" | "message">;
export type Result<T> = { ok: true; data: T } | ({ ok: false } & Failure);

const unreachable: Failure = { title: actionMessages.unavailableTitle, message: actionMessages.unavailable };

const messagesUrl = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}/messages`;

async function failureOf(response: Response): Promise<Failure> {
  try {
    const body = (await response.json()) as Partial<Failure>;
    if (body.title && body.message) return { title: body.title, message: body.message };
  } catch {
    // not JSON: fall through to the generic message
  }
  return { title: actionMessages.unexpectedTitle, message: actionMessages.unexpected };
}

export async function fetchMessages(chatId: string, before?: string): Promise<Result<MessagePage>> {
  const query = new URLSearchParams({ limit: "30", ...(before && { before }) });
  try {
    const response = await fetch(`${messagesUrl(chatId)}?${query}`, { cache: "no-store" });
    if (!response.ok) return { ok: false, ...(await failureOf(response)) };
    return (await response.json()) as { ok: true; data: MessagePage };
  } catch {
    return { ok: false, ...unreachable };
  }
}

export interface SentReply {
  userMessage: ChatMessageView;
  reply: ChatMessageView;
  allowance: ReplyAllowance | null;
}

export interface StreamHandlers {
  /** The message is stored; the model starts writing. */
  onStart: (line: Extract<StreamLine, { type: "start" }>) => void;
  /** The reply so far. */
  onText: (text: string) => void;
}

async function readStream(response: Response, handlers: StreamHandlers): Promise<Result<SentReply>> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return { ok: false, ...unreachable };
  let buffer = "";
  let text = "";
  let start: Extract<StreamLine, { type: "start" }> | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const raw of lines.filter(Boolean)) {
      const line = JSON.parse(raw) as StreamLine;
      if (line.type === "start") {
        start = line;
        handlers.onStart(line);
      } else if (line.type === "delta" || line.type === "replace") {
        text = line.type === "delta" ? text + line.text : line.text;
        handlers.onText(text);
      } else if (line.type === "error") {
        return { ok: false, title: line.title, message: line.message };
      } else if (start) {
        return {
          ok: true,
          data: { userMessage: start.userMessage, reply: line.reply, allowance: start.allowance },
        };
      }
    }
  }
  return { ok: false, ...unreachable };
}

/** Sends a message; a streamed reply is reported through `handlers` as it arrives. */
export async function postMessage(
  chatId: string,
  content: string,
  handlers: StreamHandlers,
): Promise<Result<SentReply>> {
  try {
    const response = await fetch(messagesUrl(chatId), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content }),
    });
    if (!response.ok) return { ok: false, ...(await failureOf(response)) };
    if ((response.headers.get("content-type") ?? "").includes("application/x-ndjson")) {
      return await readStream(response, handlers);
    }
    return (await response.json()) as { ok: true; data: SentReply };
  } catch {
    return { ok: false, ...unreachable };
  }
}
