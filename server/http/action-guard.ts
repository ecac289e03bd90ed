// Server actions are POSTs to a page with a Next-Action header; Next.js
// answers a malformed, oversized or foreign one with its 500 page. proxy.ts
// asks this guard first, and a request it refuses gets the German JSON of
// every other refusal, with a 4xx status, before Next's handler sees it.
import { type ActionError, type ActionErrorCode, ERROR_STATUS } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { exceedsDepth } from "@/lib/validations/json-depth";
import { requestMessages } from "@/messages/common";
import { readBounded } from "@/server/http/body";
import { sameOrigin } from "@/server/http/origin";

/** Next.js's own limit for a server action's body (serverActions.bodySizeLimit). */
export const MAX_ACTION_BYTES = 1024 * 1024;

/** Next.js writes action ids as hex digests. */
const ACTION_ID = /^[0-9a-f]{16,64}$/i;

/** What Next.js's client sends: encoded arguments as text, or a form (with files, or without JavaScript). */
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

export const isServerActionRequest = (request: Request) =>
  request.method === "POST" && request.headers.has("next-action");

function refusal(code: ActionErrorCode, message: string): Response {
  const body: ActionError = { ok: false, code, title: requestMessages.refusedTitle, message };
  return Response.json(body, { status: ERROR_STATUS[code], headers: { "Cache-Control": "no-store" } });
}

const tooLarge = () =>
  refusal("payload_too_large", formatMessage(requestMessages.tooLarge, { max: MAX_ACTION_BYTES / 1024 }));

/** The encoded arguments must be JSON of bounded depth, as React's encodeReply writes them. */
async function encodedArgumentsRefusal(request: Request): Promise<Response | null> {
  const text = await readBounded(request.clone(), MAX_ACTION_BYTES);
  if (text === null) return tooLarge();
  if (text.trim() === "") return refusal("bad_request", requestMessages.emptyBody);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusal("bad_request", requestMessages.malformedAction);
  }
  return exceedsDepth(value) ? refusal("bad_request", requestMessages.tooDeep) : null;
}

/** The German refusal of a server-action request that Next.js would answer with a 500, or null. */
export async function serverActionRefusal(request: Request): Promise<Response | null> {
  const { headers } = request;
  if (sameOrigin(headers) === false) return refusal("forbidden", requestMessages.crossOrigin);
  if (!ACTION_ID.test(headers.get("next-action") ?? "")) {
    return refusal("bad_request", requestMessages.malformedAction);
  }
  const length = headers.get("content-length");
  if (length !== null && Number(length) > MAX_ACTION_BYTES) return tooLarge();
  if (length === "0" || request.body === null) return refusal("bad_request", requestMessages.emptyBody);
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/plain") return encodedArgumentsRefusal(request);
  if (FORM_TYPES.includes(type)) return null;
  return refusal("unsupported_media_type", requestMessages.malformedAction);
}
