import { ERROR_STATUS } from "@/lib/errors";
import { createCheckout } from "@/server/actions/billing";
import { parseJson, routeRules, stateChanging } from "@/server/http/guard";
import { noStore } from "@/server/http/responses";

export const dynamic = "force-dynamic";

/**
 * Spec §7 "create-checkout": POST a JSON body `{ billing_interval: "monthly" | "yearly" }`
 * as the signed-in user; the answer is `{ url, destination }`: a Stripe Checkout Session, or the
 * customer portal when a subscription of the customer can still bill (issue 22); or
 * `{ ok: false, code, title, message }` in German with the status of ERROR_STATUS.
 */
export const POST = stateChanging(routeRules.pageJson, async (_request, raw) => {
  const read = parseJson(raw);
  if (read instanceof Response) return read;
  const result = await createCheckout(read.body);
  if (result.ok) return Response.json(result.data, { headers: noStore });
  return Response.json(result, { status: ERROR_STATUS[result.code], headers: noStore });
});
