import "server-only";

import { cookies } from "next/headers";
import { decode, encode } from "next-auth/jwt";

import { authSecret } from "@/env";
import { secureCookies } from "@/server/auth/cookie";
import { endSessions } from "@/server/auth/sessions";
import { prisma } from "@/server/db";

// 'Mit Google anmelden' and accounts that already exist. A Google identity
// joins an existing account only when the account's address was confirmed, or
// after its password was entered once in the same browser: otherwise whoever
// signed up with someone else's address (and never confirmed it) would keep
// their password and session in the account its owner then uses with Google.
// Linking ends every other session of the account.

export interface GoogleIdentity {
  /** Google's stable id for the person (`sub`). */
  providerAccountId: string;
  email: string | null | undefined;
  /** Google's `email_verified` claim. */
  emailVerified: unknown;
  name: string | null | undefined;
}

/** A Google identity waiting for the password of the account with its address. */
export interface PendingGoogleLink {
  email: string;
  providerAccountId: string;
}

export type GoogleOutcome =
  | { kind: "signed-in"; userId: string }
  | { kind: "password-needed"; pending: PendingGoogleLink }
  | { kind: "refused" };

/** Joins the Google identity to the account and ends every other session of it. */
export async function linkGoogle(userId: string, providerAccountId: string): Promise<void> {
  await prisma().$transaction(async (tx) => {
    await tx.account.upsert({
      where: { provider_providerAccountId: { provider: "google", providerAccountId } },
      update: {},
      create: { userId, type: "oauth", provider: "google", providerAccountId },
    });
    // Google confirmed the address.
    await tx.user.updateMany({
      where: { id: userId, emailVerifiedAt: null },
      data: { emailVerifiedAt: new Date() },
    });
    await endSessions(userId, { client: tx });
  });
}

/** What a Google sign-in leads to: its own account, a new one, a link, or the password first. */
export async function googleSignIn(identity: GoogleIdentity): Promise<GoogleOutcome> {
  if (!identity.email || identity.emailVerified !== true) return { kind: "refused" };
  const email = identity.email.toLowerCase();
  const { providerAccountId } = identity;
  const linked = await prisma().account.findUnique({
    where: { provider_providerAccountId: { provider: "google", providerAccountId } },
    select: { userId: true },
  });
  if (linked) return { kind: "signed-in", userId: linked.userId };

  const existing = await prisma().user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true },
  });
  if (!existing) {
    const user = await prisma().user.create({
      data: {
        email,
        name: identity.name ?? null,
        emailVerifiedAt: new Date(),
        accounts: { create: { type: "oauth", provider: "google", providerAccountId } },
      },
      select: { id: true },
    });
    return { kind: "signed-in", userId: user.id };
  }
  if (!existing.emailVerifiedAt) return { kind: "password-needed", pending: { email, providerAccountId } };
  await linkGoogle(existing.id, providerAccountId);
  return { kind: "signed-in", userId: existing.id };
}

// The pending link waits in an encrypted, httpOnly cookie of this browser for 15 minutes.

const LINK_COOKIE = `${secureCookies ? "__Secure-" : ""}resonanz.google-link`;
const LINK_SALT = "resonanz.google-link";
const LINK_SECONDS = 15 * 60;

export async function rememberPendingLink(pending: PendingGoogleLink): Promise<void> {
  const value = await encode({
    token: { ...pending },
    secret: authSecret(),
    salt: LINK_SALT,
    maxAge: LINK_SECONDS,
  });
  (await cookies()).set(LINK_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: LINK_SECONDS,
  });
}

/** This browser's pending link, or null (none, expired, forged or garbled). */
export async function pendingLink(): Promise<PendingGoogleLink | null> {
  const value = (await cookies()).get(LINK_COOKIE)?.value;
  if (!value) return null;
  const token = await decode({ token: value, secret: authSecret(), salt: LINK_SALT }).catch(() => null);
  const { email, providerAccountId } = token ?? {};
  return typeof email === "string" && typeof providerAccountId === "string"
    ? { email, providerAccountId }
    : null;
}

export async function forgetPendingLink(): Promise<void> {
  // A __Secure- cookie can only be overwritten by one that is Secure too.
  (await cookies()).set(LINK_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: 0,
  });
}
