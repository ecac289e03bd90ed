import type { NextRequest } from "next/server";

import { SIGN_IN_STATE_ID, type SignInState, type SignInToast } from "@/components/auth/enhance/sign-in";
import { RETURN_PARAM, safeReturnPath } from "@/lib/auth/return-path";
import { formatMessage } from "@/lib/format-message";
import { z } from "@/lib/validations/zod";
import { authMessages } from "@/messages/auth";
import { actionMessages } from "@/messages/common";
import { pendingLink } from "@/server/auth/google";
import { googleConfigured } from "@/server/auth/options";
import { currentUser } from "@/server/auth/session";
import { verifyEmail } from "@/server/auth/verify-email";
import { isUnavailable } from "@/server/db-errors";
import { pageTemplate, withJsonBlock, withNonce, withoutRuntime } from "@/server/static-pages";

export const dynamic = "force-dynamic";

// /app/anmelden: sign-in and sign-up (spec §2). The screen is pre-rendered once
// (app/(templates)/vorlage/anmelden) and sent like the public pages, without the
// React runtime: React and Next.js's client were 128 KB of script on the screen
// every start button leads to. What differs per request is decided here and
// handed to the screen's script as JSON. Signed in, it goes on to `?ziel=` (a
// path inside /app, anything else is ignored) or to /app, which picks
// onboarding or the dashboard.

const TEMPLATE = "/vorlage/anmelden";
const t = authMessages;

/** The query this screen reads; anything malformed counts as absent. */
const querySchema = z.object({
  [RETURN_PARAM]: z.string().optional().catch(undefined),
  /** The confirmation link from the sign-up mail (/app?verify=…). */
  verify: z.string().max(200).optional().catch(undefined),
  /** Google wants the password of the unconfirmed account with its address first. */
  google: z.literal("passwort").optional().catch(undefined),
  /** next-auth's error after a failed Google sign-in. */
  error: z.string().optional().catch(undefined),
});
type Query = z.infer<typeof querySchema>;

async function stateFor(query: Query): Promise<SignInState> {
  const toasts: SignInToast[] = [];
  if (query.verify !== undefined) {
    const verified = await verifyEmail(query.verify);
    toasts.push(
      verified
        ? { kind: "success", title: t.toasts.emailVerified, description: t.toasts.emailVerifiedText }
        : { kind: "error", title: t.toasts.emailVerifyFailed, description: t.toasts.emailVerifyFailedText },
    );
  }
  if (query.error !== undefined)
    toasts.push({ kind: "error", title: t.toasts.googleFailed, description: t.toasts.unexpected });
  const link = query.google ? await pendingLink() : null;
  return {
    returnTo: safeReturnPath(query[RETURN_PARAM]) ?? "/app",
    google: googleConfigured(),
    googleLink: link
      ? { email: link.email, text: formatMessage(t.googleLink.text, { email: link.email }) }
      : null,
    toasts,
  };
}

/** The pre-rendered screen; the development server has none, so it is asked for its own. */
async function template(request: NextRequest): Promise<string> {
  const built = pageTemplate(TEMPLATE);
  if (built !== null) return built;
  if (process.env.NODE_ENV === "production") throw new Error(`${TEMPLATE} is missing from the build`);
  const response = await fetch(new URL(TEMPLATE, request.url), { headers: { Accept: "text/html" } });
  return withoutRuntime(await response.text());
}

const noStore = { "Cache-Control": "private, no-store" };

export async function GET(request: NextRequest): Promise<Response> {
  const query = querySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  let state: SignInState;
  try {
    if (await currentUser()) {
      const location = safeReturnPath(query[RETURN_PARAM]) ?? "/app";
      return new Response(null, { status: 307, headers: { Location: location, ...noStore } });
    }
    state = await stateFor(query);
  } catch (error) {
    // The screen still shows, saying what is wrong; signing in says it again if it lasts.
    if (!isUnavailable(error)) console.error("[GET /app/anmelden]", error);
    const toast: SignInToast = isUnavailable(error)
      ? { kind: "error", title: actionMessages.unavailableTitle, description: actionMessages.unavailable }
      : { kind: "error", title: actionMessages.unexpectedTitle, description: actionMessages.unexpected };
    state = { returnTo: "/app", google: googleConfigured(), googleLink: null, toasts: [toast] };
  }
  const nonce = request.headers.get("x-nonce");
  const filled = withJsonBlock(await template(request), SIGN_IN_STATE_ID, state);
  const html = nonce ? withNonce(filled, nonce) : filled;
  return new Response(request.method === "HEAD" ? null : html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex, nofollow", ...noStore },
  });
}
