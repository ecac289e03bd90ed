import "server-only";

import { chatMessages } from "@/messages/chat";
import { actionMessages } from "@/messages/common";
import type { ChatMessageView } from "@/server/chat/message-view";
import type { StreamingSend } from "@/server/chat/send-message";
import type { ReplyAllowance } from "@/server/chat/usage";
import type { CoachSuggestion } from "@/lib/coach";

/** One line of the reply stream (application/x-ndjson). */
export type StreamLine =
  | {
      type: "start";
      userMessage: ChatMessageView;
      allowance: ReplyAllowance | null;
      suggestions: CoachSuggestion[];
    }
  | { type: "delta"; text: string }
  | { type: "replace"; text: string }
  | { type: "done"; reply: ChatMessageView }
  | { type: "error"; title: string; message: string };

const encoder = new TextEncoder();

/**
 * Streams the model's reply as JSON lines. The reply is stored even if the browser goes away
 * mid-stream: the model is read to the end either way.
 */
export function replyStreamResponse(outcome: StreamingSend): Response {
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: StreamLine) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          open = false;
        }
      };
      const pump = async () => {
        send({
          type: "start",
          userMessage: outcome.userMessage,
          allowance: outcome.allowance,
          suggestions: outcome.suggestions,
        });
        try {
          let step = await outcome.events.next();
          while (!step.done) {
            send(step.value);
            step = await outcome.events.next();
          }
          send({ type: "done", reply: step.value });
        } catch (error) {
          console.error("[chat] storing a streamed reply failed:", error);
          send({
            type: "error",
            title: chatMessages.toasts.sendFailedTitle,
            message: actionMessages.unexpected,
          });
        }
        if (open) controller.close();
      };
      void pump();
    },
    cancel() {
      open = false;
    },
  });
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" },
  });
}
