import { signUp } from "@/server/actions/auth";
import { actionRoute } from "@/server/http/action-route";

export const dynamic = "force-dynamic";

/** POST /api/auth/registrierung: the sign-up of /app/anmelden (server/actions/auth.ts, signUpSchema). */
export const POST = actionRoute(signUp);
