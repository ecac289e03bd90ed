import { pushSubscriptionChangeSchema } from "@/lib/validations/push-subscription";
import { actionMessages } from "@/messages/common";
import { pwaMessages } from "@/messages/pwa";
import { currentUser } from "@/server/auth/session";
import { parseJson, routeRules, stateChanging } from "@/server/http/guard";
import { failure, noStore } from "@/server/http/responses";
import { renewPushSubscription } from "@/server/push/subscriptions";

export const dynamic = "force-dynamic";

/**
 * POST /api/push/subscription with {"oldEndpoint": "…", "subscription": {…}}: the service worker
 * reports that the push service replaced this device's subscription (pushsubscriptionchange), and
 * the 8:00 push goes to the new one. It runs without a page, so it answers JSON, never a screen:
 * {"ok": true, "data": {"renewed": true}}, or false when the user has no subscription at the old
 * endpoint (the reminder was turned off there, or belongs to another account).
 */
export const POST = stateChanging(routeRules.pageJson, async (_request, raw) => {
  const user = await currentUser();
  if (!user) return failure("unauthorized", actionMessages.unauthorizedTitle, actionMessages.unauthorized);
  const read = parseJson(raw);
  if (read instanceof Response) return read;
  const input = pushSubscriptionChangeSchema.safeParse(read.body);
  if (!input.success) {
    const message = input.error.issues[0]?.message ?? pwaMessages.refusal.endpoint;
    return failure("validation", pwaMessages.refusal.title, message);
  }
  const data = await renewPushSubscription(user.id, input.data.oldEndpoint, input.data.subscription);
  return Response.json({ ok: true, data }, { headers: noStore });
});
