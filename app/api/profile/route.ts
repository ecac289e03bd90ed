import { type ActionErrorCode } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { profileMessages } from "@/messages/profile";
import { toActionError } from "@/server/actions/safe-action";
import { currentUser } from "@/server/auth/session";
import { loadActiveProfileForm } from "@/server/profiles/active-profile";
import { parseProfile } from "@/server/profiles/parse-profile";
import { type SaveMode, saveProfile } from "@/server/profiles/save-profile";

export const dynamic = "force-dynamic";

// The profile as JSON, for API clients and the benchmark: the same schema
// and the same save as the wizard's server action.

const MAX_BODY_BYTES = 256 * 1024;
const MODES: readonly SaveMode[] = ["create", "edit", "add"];

const STATUS: Record<ActionErrorCode, number> = {
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  pro_required: 402,
  rate_limited: 429,
  unavailable: 503,
  unexpected: 500,
};

const t = profileMessages.api;
const noStore = { "Cache-Control": "no-store" };

const failure = (status: number, code: ActionErrorCode, message: string) =>
  Response.json({ ok: false, code, message }, { status, headers: noStore });

/** Spec §3 spells the financial situation 'im-wandel'; the schema uses the Prisma name. */
function specSpellings(body: unknown): unknown {
  if (
    body &&
    typeof body === "object" &&
    (body as { financialSituation?: unknown }).financialSituation === "im-wandel"
  ) {
    return { ...body, financialSituation: "im_wandel" };
  }
  return body;
}

/** The body as text, or null once it grows past the limit (a missing Content-Length included). */
async function readBounded(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(request: Request): Promise<{ body: unknown } | Response> {
  const raw = await readBounded(request);
  if (raw === null) {
    return failure(413, "validation", formatMessage(t.tooLarge, { max: MAX_BODY_BYTES / 1024 }));
  }
  try {
    return { body: JSON.parse(raw) as unknown };
  } catch {
    return failure(400, "validation", t.invalidJson);
  }
}

/** POST /api/profile?mode=create|edit|add with the profile as JSON. */
export async function POST(request: Request): Promise<Response> {
  const user = await currentUser();
  if (!user) return failure(401, "unauthorized", t.unauthorized);
  const mode = (new URL(request.url).searchParams.get("mode") ?? "create") as SaveMode;
  if (!MODES.includes(mode)) return failure(400, "validation", t.invalidMode);
  const read = await readJson(request);
  if (read instanceof Response) return read;
  try {
    const saved = await saveProfile(user.id, mode, parseProfile(specSpellings(read.body)));
    return Response.json(
      { ok: true, data: saved },
      { status: mode === "edit" ? 200 : 201, headers: noStore },
    );
  } catch (error) {
    const result = toActionError(error, "POST /api/profile");
    return Response.json(result, { status: STATUS[result.code], headers: noStore });
  }
}

/** GET /api/profile: the active profile as wizard values. */
export async function GET(): Promise<Response> {
  const user = await currentUser();
  if (!user) return failure(401, "unauthorized", t.unauthorized);
  const active = await loadActiveProfileForm(user.id);
  if (!active) return failure(404, "not_found", t.noProfile);
  return Response.json({ ok: true, data: active }, { headers: noStore });
}
