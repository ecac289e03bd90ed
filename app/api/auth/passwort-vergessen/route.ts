import { requestPasswordReset } from "@/server/actions/auth";
import { actionRoute } from "@/server/http/action-route";

export const dynamic = "force-dynamic";

/** POST /api/auth/passwort-vergessen: 'Passwort vergessen?' on /app/anmelden (passwordResetRequestSchema). */
export const POST = actionRoute(requestPasswordReset);
