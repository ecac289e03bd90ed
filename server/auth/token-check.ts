import "server-only";

import type { JWT } from "next-auth/jwt";

import { getPlan } from "@/server/billing/plan";
import { prisma } from "@/server/db";

/** How often a session token is checked against the database (revocation, plan). */
export const RECHECK_MS = 60_000;

/**
 * The token after a database check when one is due (or `force`d): null when
 * the session has ended — the account is gone or its password changed since
 * the token was issued. While the database is unreachable the token stays
 * valid; the pages themselves report the outage.
 */
export async function recheckToken(token: JWT, force = false): Promise<JWT | null> {
  if (!token.uid) return null;
  const now = Date.now();
  if (!force && now - (token.checkedAt ?? 0) <= RECHECK_MS) return token;
  const row = await prisma()
    .user.findUnique({ where: { id: token.uid }, select: { sessionVersion: true, email: true } })
    .catch(() => undefined);
  if (row === undefined) return token;
  if (!row || row.sessionVersion !== token.sv) return null;
  return { ...token, email: row.email, plan: await getPlan(token.uid), checkedAt: now };
}
