import { chatMessages } from "@/messages/chat";
import { currentUser } from "@/server/auth/session";
import { loadMessagePage } from "@/server/chat/message-page";
import { replyStreamResponse } from "@/server/chat/reply-stream";
import { chatIdSchema, pageQuerySchema, sendMessageSchema } from "@/server/chat/schemas";
import { sendMessage } from "@/server/chat/send-message";
import { parseJson, routeRules, stateChanging } from "@/server/http/guard";
import { failure, handled, noStore } from "@/server/http/responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ chatId: string }> };

const notFound = () => failure("not_found", chatMessages.errors.notFoundTitle, chatMessages.errors.notFound);
const unauthorized = () =>
  failure("unauthorized", chatMessages.errors.unauthorized, chatMessages.errors.unauthorized);

/**
 * POST /api/chats/{chatId}/messages with {"content": "…"}: stores the message and answers it.
 * JSON (201) with the stored message and reply; with a language model configured, a coaching
 * reply streams as JSON lines instead (application/x-ndjson).
 */
export const POST = stateChanging(routeRules.pageJson, async (_request, raw, { params }: Context) => {
  const user = await currentUser();
  if (!user) return unauthorized();
  const chatId = chatIdSchema.safeParse((await params).chatId);
  if (!chatId.success) return notFound();
  const read = parseJson(raw);
  if (read instanceof Response) return read;
  const input = sendMessageSchema.safeParse(read.body);
  if (!input.success) {
    const message = input.error.issues[0]?.message ?? chatMessages.errors.messageRequired;
    return failure("validation", chatMessages.toasts.sendFailedTitle, message);
  }
  const outcome = await sendMessage(user.id, chatId.data, input.data.content);
  if (outcome.kind === "stream") return replyStreamResponse(outcome);
  const { userMessage, reply, allowance } = outcome;
  return Response.json(
    { ok: true, data: { userMessage, reply, allowance } },
    { status: 201, headers: noStore },
  );
});

/** GET /api/chats/{chatId}/messages?limit=30&before={messageId}: a page of the history, oldest first. */
export const GET = handled(
  "GET /api/chats/[chatId]/messages",
  async (request: Request, { params }: Context) => {
    const user = await currentUser();
    if (!user) return unauthorized();
    const chatId = chatIdSchema.safeParse((await params).chatId);
    if (!chatId.success) return notFound();
    const search = new URL(request.url).searchParams;
    const query = pageQuerySchema.safeParse({
      limit: search.get("limit") || undefined,
      before: search.get("before") || undefined,
    });
    if (!query.success) {
      return failure("validation", chatMessages.errors.invalidRequest, chatMessages.errors.invalidRequest);
    }
    const page = await loadMessagePage(user.id, chatId.data, query.data);
    return Response.json({ ok: true, data: page }, { headers: noStore });
  },
);
