import type { ActionErrorCode } from "@/lib/errors";
import { createCheckout } from "@/server/actions/billing";

export const dynamic = "force-dynamic";

const statusOf: Record<ActionErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  pro_required: 403,
  rate_limited: 429,
  unavailable: 503,
  unexpected: 500,
};

/**
 * Spec §7 "create-checkout": POST a JSON body `{ billing_interval: "monthly" | "yearly" }`
 * as the signed-in user; the answer is `{ url }` of a Stripe Checkout Session, or
 * `{ error: { code, title, message } }` in German with a matching status.
 */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const result = await createCheckout(body);
  if (result.ok) return Response.json({ url: result.data.url });
  const { code, title, message } = result;
  return Response.json({ error: { code, title, message } }, { status: statusOf[code] });
}
