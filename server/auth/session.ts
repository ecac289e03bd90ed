import "server-only";

import { headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { NextRequest } from "next/server";

import { authSecret } from "@/env";
import { secureCookies } from "@/server/auth/cookie";
import { type SessionUser, sessionUser } from "@/server/auth/sessions";

export type { SessionUser } from "@/server/auth/sessions";

/**
 * The id of this request's session, from next-auth's session cookie as
 * next-auth's own getToken reads it (chunked cookies, the __Secure- name), or
 * null. An expired, foreign or malformed cookie is simply no session.
 */
export async function currentSessionId(): Promise<string | null> {
  // getToken reads a request; this one carries the incoming headers, cookies included.
  const request = new NextRequest("http://session.invalid/", { headers: await headers() });
  const token = await getToken({ req: request, secret: authSecret(), secureCookie: secureCookies });
  return typeof token?.sid === "string" ? token.sid : null;
}

/** The signed-in user of this request, or null: the session row is checked on every call. */
export async function currentUser(): Promise<SessionUser | null> {
  const sessionId = await currentSessionId();
  return sessionId ? sessionUser(sessionId) : null;
}
