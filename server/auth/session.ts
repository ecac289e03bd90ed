import "server-only";

import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";

import type { PlanId } from "@/config/plans";
import { authSecret } from "@/env";
import { SESSION_COOKIE } from "@/server/auth/cookie";
import { recheckToken } from "@/server/auth/token-check";

export interface SessionUser {
  id: string;
  email: string;
  plan: PlanId;
}

/**
 * The signed-in user of this request, or null. It decodes the session cookie
 * itself instead of calling next-auth's getServerSession, which also
 * re-encrypts the token on every call; the database check is the same one
 * the session endpoint runs (server/auth/token-check.ts).
 */
export async function currentUser(): Promise<SessionUser | null> {
  const raw = sessionCookie(await cookies());
  if (!raw) return null;
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (!token) return null;
  const checked = await recheckToken(token);
  if (!checked?.uid || !checked.email) return null;
  return { id: checked.uid, email: checked.email, plan: checked.plan ?? "free" };
}

type CookieJar = Awaited<ReturnType<typeof cookies>>;

/** next-auth's session cookie; large tokens are split into name.0, name.1, … */
function sessionCookie(jar: CookieJar): string | undefined {
  const name = SESSION_COOKIE;
  const whole = jar.get(name)?.value;
  if (whole) return whole;
  const chunks = jar
    .getAll()
    .filter((cookie) => cookie.name.startsWith(`${name}.`))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length > 0 ? chunks.map((cookie) => cookie.value).join("") : undefined;
}
