import "server-only";

import { randomBytes } from "node:crypto";
import { isIP } from "node:net";

import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";

import { authSecret, env } from "@/env";
import type { AuthErrorCode } from "@/messages/auth";
import { signInSchema } from "@/lib/validations/auth";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { getPlan } from "@/server/billing/plan";
import { prisma } from "@/server/db";
import { clear, hit, isLimited, limits } from "@/server/rate-limit";
import { secureCookies } from "@/server/auth/cookie";
import { recheckToken } from "@/server/auth/token-check";

// Checking a password against this hash when an e-mail is unknown takes as
// long as checking a real account, so the timing reveals nothing.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

export class SignInRefused extends Error {
  constructor(code: AuthErrorCode) {
    super(code);
  }
}

class SessionRevoked extends Error {
  override name = "SessionRevoked";
}

export function clientIp(headers: Record<string, unknown> | Headers | undefined): string {
  const read = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return typeof value === "string" ? value : Array.isArray(value) ? String(value[0]) : undefined;
  };
  const ip = read("x-real-ip")?.trim() ?? read("x-forwarded-for")?.split(",")[0]?.trim();
  // Only a real address can key a rate limit; anything else a client made up counts as one.
  return ip && isIP(ip) ? ip : "unknown";
}

export async function authorizeCredentials(raw: unknown, ip: string): Promise<User> {
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) throw new SignInRefused("validation");
  const { email, password } = parsed.data;

  if (await isLimited(limits.signInFailuresByEmail, email)) throw new SignInRefused("locked");
  if (await isLimited(limits.signInFailuresByIp, ip)) throw new SignInRefused("rate_limited");

  const user = await prisma().user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), password);
  if (!user || !user.passwordHash || !valid) {
    await Promise.all([hit(limits.signInFailuresByEmail, email), hit(limits.signInFailuresByIp, ip)]);
    throw new SignInRefused("invalid");
  }
  await clear(limits.signInFailuresByEmail, email);
  return { id: user.id, email: user.email, name: user.name };
}

/** Links a Google sign-in to the account with the same (verified) e-mail address, or creates one. */
async function linkGoogleAccount(
  email: string,
  name: string | null,
  providerAccountId: string,
): Promise<string> {
  const normalised = email.toLowerCase();
  const user = await prisma().user.upsert({
    where: { email: normalised },
    update: { emailVerifiedAt: new Date() },
    create: { email: normalised, name, emailVerifiedAt: new Date() },
    select: { id: true },
  });
  await prisma().account.upsert({
    where: { provider_providerAccountId: { provider: "google", providerAccountId } },
    update: {},
    create: { userId: user.id, type: "oauth", provider: "google", providerAccountId },
  });
  return user.id;
}

export const googleConfigured = (): boolean => Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET);

function providers(): NextAuthOptions["providers"] {
  const list: NextAuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "E-Mail",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      authorize: (credentials, request) =>
        authorizeCredentials(
          { email: credentials?.email, password: credentials?.password },
          clientIp(request?.headers as Record<string, unknown> | undefined),
        ),
    }),
  ];
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
    list.push(GoogleProvider({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET }));
  }
  return list;
}

let options: NextAuthOptions | undefined;

/** Built on first use, so that `next build` needs no secret. */
export function authOptions(): NextAuthOptions {
  options ??= buildOptions();
  return options;
}

const buildOptions = (): NextAuthOptions => ({
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  // httpOnly and SameSite=Lax are next-auth's defaults; Secure in production.
  useSecureCookies: secureCookies,
  pages: { signIn: "/app", error: "/app" },
  providers: providers(),
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== "google") return true;
      const verified = (profile as { email_verified?: boolean } | undefined)?.email_verified;
      if (!user.email || verified === false) return false;
      user.id = await linkGoogleAccount(user.email, user.name ?? null, account.providerAccountId);
      return true;
    },
    async jwt({ token, user, trigger }) {
      if (user) {
        const row = await prisma().user.findUnique({
          where: { id: user.id },
          select: { sessionVersion: true },
        });
        return {
          ...token,
          uid: user.id,
          sv: row?.sessionVersion ?? 0,
          plan: await getPlan(user.id),
          checkedAt: Date.now(),
        };
      }
      const checked = await recheckToken(token, trigger === "update");
      // Deleted accounts and changed passwords end every older session.
      if (!checked) throw new SessionRevoked();
      return checked;
    },
    session({ session, token }) {
      if (token.uid) session.user = { ...session.user, id: token.uid, plan: token.plan ?? "free" };
      return session;
    },
  },
  logger: {
    error(code, metadata) {
      // A revoked session simply signs the user out; it is not an error.
      const cause = (metadata as { name?: string; error?: { name?: string } } | undefined) ?? {};
      if (cause.name === "SessionRevoked" || cause.error?.name === "SessionRevoked") return;
      if (code === "CREDENTIALS_SIGNIN" || code === "SIGNIN_OAUTH_ERROR") return;
      console.error(`[auth] ${code}`, metadata);
    },
    warn(code) {
      // Without NEXTAUTH_URL next-auth uses the request's host, which is right in development.
      if (code === "DEBUG_ENABLED" || (code === "NEXTAUTH_URL" && process.env.NODE_ENV !== "production"))
        return;
      console.warn(`[auth] ${code}`);
    },
    debug() {},
  },
});
