import "server-only";

import { currentSessionId } from "@/server/auth/session";
import { hashToken } from "@/server/auth/tokens";

/**
 * This request's session as `sessions.token_hash` (the SHA-256 of its id), which unlocked journals
 * are bound to; null outside a signed-in request. The session id itself stays in the cookie.
 */
export async function currentSessionKey(): Promise<string | null> {
  const sessionId = await currentSessionId();
  return sessionId ? hashToken(sessionId) : null;
}
