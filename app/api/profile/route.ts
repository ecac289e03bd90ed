import { profileMessages } from "@/messages/profile";
import { currentUser } from "@/server/auth/session";
import { failure, handled, noStore } from "@/server/http/responses";
import { loadActiveProfileForm } from "@/server/profiles/active-profile";

export const dynamic = "force-dynamic";

// The active profile as JSON, for API clients. It is saved the way the wizard
// saves it: through the server actions in server/actions/profile.ts.

const t = profileMessages.api;

/** GET /api/profile: the active profile as wizard values. */
export const GET = handled("GET /api/profile", async (): Promise<Response> => {
  const user = await currentUser();
  if (!user) return failure("unauthorized", t.unauthorized, t.unauthorized);
  const active = await loadActiveProfileForm(user.id);
  if (!active) return failure("not_found", t.noProfile, t.noProfile);
  return Response.json({ ok: true, data: active }, { headers: noStore });
});
