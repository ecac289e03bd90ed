import "server-only";

import { randomBytes } from "node:crypto";

import type { PlanId } from "@/config/plans";
import type { Prisma } from "@/prisma/generated/client/client";
import { hashToken } from "@/server/auth/tokens";
import { PRO_STATUSES } from "@/server/billing/plan";
import { userDataKey } from "@/server/crypto/data-keys";
import { prisma } from "@/server/db";

// Server-side sessions. next-auth's session cookie stays its encrypted JWT,
// but the JWT only carries a random session id; the sessions table holds its
// SHA-256, and every request checks that the row is still there. Deleting rows
// ends sessions at once on every instance: sign-out, a password change or
// reset, 'Überall abmelden', a Google link, an account deletion (cascade).

/** How long a session lasts without being used; next-auth's cookie lives as long. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A session in use is extended at most once a day (one write, not one per request). */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  plan: PlanId;
}

const expiry = () => new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);

/** Starts a session for `userId` and returns its id, which only the cookie holds. */
export async function startSession(userId: string): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await prisma().$transaction([
    // The user's expired sessions go when a new one starts, so the table stays small.
    prisma().session.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } }),
    prisma().session.create({ data: { tokenHash: hashToken(sessionId), userId, expiresAt: expiry() } }),
  ]);
  return sessionId;
}

/**
 * The user of a live session, or null when it ended or expired: one indexed
 * query per request, which also reads the plan. Database errors propagate, so
 * an outage shows the outage page rather than the sign-in screen.
 */
export async function sessionUser(sessionId: string): Promise<SessionUser | null> {
  const [row] = await prisma().$queryRaw<{ id: string; email: string; pro: boolean }[]>`
    SELECT u.id::text AS id, u.email,
           EXISTS (SELECT 1 FROM subscriptions s
                    WHERE s.user_id = u.id AND s.status = ANY(${[...PRO_STATUSES]}::text[])) AS pro
      FROM sessions se JOIN users u ON u.id = se.user_id
     WHERE se.token_hash = ${hashToken(sessionId)} AND se.expires_at > now()`;
  if (!row) return null;
  // The request will read and write the user's data: their key is ready before any transaction.
  await userDataKey(row.id);
  return { id: row.id, email: row.email, plan: row.pro ? "pro" : "free" };
}

/** Pushes a live session's expiry 30 days out again, at most once a day. */
export async function extendSession(sessionId: string): Promise<void> {
  await prisma().session.updateMany({
    where: {
      tokenHash: hashToken(sessionId),
      expiresAt: {
        gt: new Date(),
        lt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 - EXTEND_AFTER_MS),
      },
    },
    data: { expiresAt: expiry() },
  });
}

export async function endSession(sessionId: string): Promise<void> {
  await prisma().session.deleteMany({ where: { tokenHash: hashToken(sessionId) } });
}

type SessionWriter = Pick<Prisma.TransactionClient, "session">;

/** Ends every session of the user, or every one but `except` (the session that asked). */
export async function endSessions(
  userId: string,
  options: { except?: string; client?: SessionWriter } = {},
): Promise<number> {
  const { except, client = prisma() } = options;
  const { count } = await client.session.deleteMany({
    where: { userId, ...(except ? { tokenHash: { not: hashToken(except) } } : {}) },
  });
  return count;
}
