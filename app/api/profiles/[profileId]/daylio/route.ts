import { DAYLIO_MAX_BYTES } from "@/lib/daylio/limits";
import { daylioRequestSchema } from "@/lib/validations/daylio";
import { actionMessages } from "@/messages/common";
import { daylioMessages } from "@/messages/daylio";
import { profileMessages } from "@/messages/profiles";
import { currentUser } from "@/server/auth/session";
import { routeRules, stateChanging } from "@/server/http/guard";
import { failure, noStore } from "@/server/http/responses";
import { importDaylio, previewDaylio } from "@/server/journal/daylio-import";
import { currentSessionKey } from "@/server/journal-lock/session-key";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ profileId: string }> };

const e = daylioMessages.errors;
const refuse = (message: string) => failure("validation", e.title, message);

/** The multipart form the journal's import dialog sends, or null when it is not one. */
async function formOf(request: Request, bytes: Buffer): Promise<FormData | null> {
  const type = request.headers.get("content-type") ?? "";
  return new Response(new Uint8Array(bytes), { headers: { "content-type": type } })
    .formData()
    .catch(() => null);
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * POST /api/profiles/{profileId}/daylio, a form with `datei` (Daylio's CSV export, ≤ 10 MB),
 * `schritt` ("vorschau" or "import"), `zuordnung` (mood → check-in, JSON) and `fehlerhafteAuslassen`
 * ("ja" to import only the valid rows of a file with broken ones). The preview stores nothing.
 */
export const POST = stateChanging(
  routeRules.pageUpload,
  async (request, _raw, { params }: Context, bytes) => {
    const user = await currentUser();
    if (!user) return failure("unauthorized", actionMessages.unauthorizedTitle, actionMessages.unauthorized);
    const form = await formOf(request, bytes);
    if (!form) return refuse(e.noFile);
    const input = daylioRequestSchema.safeParse({
      profileId: (await params).profileId,
      step: field(form, "schritt"),
      mapping: field(form, "zuordnung"),
      acceptBroken: field(form, "fehlerhafteAuslassen"),
    });
    if (!input.success) {
      if (input.error.issues.some((issue) => issue.path[0] === "profileId")) {
        return failure("not_found", profileMessages.errors.staleTitle, profileMessages.errors.notFound);
      }
      return refuse(input.error.issues[0]?.message ?? e.mapping);
    }
    const file = form.get("datei");
    if (!(file instanceof File) || file.size === 0) return refuse(file instanceof File ? e.empty : e.noFile);
    if (file.size > DAYLIO_MAX_BYTES) return refuse(e.tooBig);
    const content = new Uint8Array(await file.arrayBuffer());
    const { profileId, step, mapping, acceptBroken } = input.data;
    const sessionKey = await currentSessionKey();
    const data =
      step === "vorschau"
        ? await previewDaylio(user.id, profileId, content, sessionKey)
        : await importDaylio(user.id, profileId, content, mapping ?? {}, acceptBroken === "ja", sessionKey);
    return Response.json({ ok: true, data }, { status: step === "import" ? 201 : 200, headers: noStore });
  },
);
