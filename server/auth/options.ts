import "server-only";

import { randomBytes } from "node:crypto";

import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";

import { authSecret, env } from "@/env";
import { validationDetail } from "@/lib/auth/sign-in-error";
import { type AuthErrorCode, authMessages } from "@/messages/auth";
import { signInSchema } from "@/lib/validations/auth";
import {
  forgetPendingLink,
  googleSignIn,
  linkGoogle,
  pendingLink,
  type PendingGoogleLink,
  rememberPendingLink,
} from "@/server/auth/google";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { prisma } from "@/server/db";
import { isUnavailable } from "@/server/db-errors";
import { queueMail } from "@/server/mail/send";
import { clear, consume, hit, limits, refund } from "@/server/rate-limit";
import { secureCookies } from "@/server/auth/cookie";
import {
  endSession,
  extendSession,
  SESSION_MAX_AGE_SECONDS,
  sessionUser,
  startSession,
} from "@/server/auth/sessions";
import { clientIp } from "@/server/client-address";

// Checking a password against this hash when an e-mail is unknown takes as
// long as checking a real account, so the timing reveals nothing.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

/**
 * A refused sign-in. next-auth hands its message to the client as the error
 * code; a lock also carries the minutes it has left ("locked:12").
 */
export class SignInRefused extends Error {
  constructor(code: AuthErrorCode, detail?: string) {
    super(detail === undefined ? code : `${code}:${detail}`);
  }

  static locked(retryAfterMs: number): SignInRefused {
    return new SignInRefused("locked", String(Math.max(1, Math.ceil(retryAfterMs / 60_000))));
  }
}

class SessionRevoked extends Error {
  override name = "SessionRevoked";
}

/**
 * The credentials sign-in. Both limits count the attempt before the password
 * is checked, so attempts sent at the same time cannot all pass a check none of
 * them has counted yet (rate-limiter-flexible's login recipe: consume first,
 * refund on success). Unknown addresses are counted and locked like real ones,
 * so the lock says nothing about whether an address has an account.
 */
export async function authorizeCredentials(
  raw: unknown,
  ip: string | null,
  pendingGoogle: PendingGoogleLink | null = null,
): Promise<User> {
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) {
    // Which field is wrong, so the sign-in screen can say it under that field.
    const detail = validationDetail(parsed.error.issues, authMessages.validation);
    throw new SignInRefused("validation", detail || undefined);
  }
  const { email, password } = parsed.data;

  const [byEmail, byIp] = await Promise.all([
    consume(limits.signInFailuresByEmail, email),
    consume(limits.signInFailuresByIp, ip),
  ]);
  if (!byEmail.allowed || !byIp.allowed) {
    // Only the limit that refused keeps this attempt.
    await Promise.all([
      byEmail.allowed ? refund(limits.signInFailuresByEmail, email) : undefined,
      byIp.allowed ? refund(limits.signInFailuresByIp, ip) : undefined,
    ]);
    throw byEmail.allowed ? new SignInRefused("rate_limited") : SignInRefused.locked(byEmail.retryAfterMs);
  }

  const user = await prisma().user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, emailVerifiedAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), password);
  if (!user || !user.passwordHash || !valid) throw new SignInRefused("invalid");
  await Promise.all([clear(limits.signInFailuresByEmail, email), refund(limits.signInFailuresByIp, ip)]);
  if (pendingGoogle?.email === user.email) {
    // Google vouched for the address and the password is right: join them (other sessions end).
    await linkGoogle(user.id, pendingGoogle.providerAccountId);
    return { id: user.id, email: user.email, name: user.name };
  }
  if (!user.emailVerifiedAt) {
    // Only who opened the confirmation link may sign in: otherwise a sign-up followed by a sign-in
    // would tell whether the address had an account. The right password gets a fresh link.
    if (await hit(limits.accountMailByEmail, email))
      await queueMail({ kind: "verify-email", userId: user.id });
    throw new SignInRefused("unverified");
  }
  return { id: user.id, email: user.email, name: user.name };
}

/** Where a Google sign-in goes when the account with its address wants its password first. */
export const GOOGLE_PASSWORD_NEEDED = "/app?google=passwort";

export const googleConfigured = (): boolean => Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET);

function providers(): NextAuthOptions["providers"] {
  const list: NextAuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "E-Mail",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const pending = await pendingLink();
        const user = await authorizeCredentials(
          { email: credentials?.email, password: credentials?.password },
          clientIp(request?.headers as Record<string, unknown> | undefined),
          pending,
        );
        if (pending) await forgetPendingLink();
        return user;
      },
    }),
  ];
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OAUTH_BASE } = env();
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
    list.push(
      GoogleProvider({
        clientId: GOOGLE_CLIENT_ID,
        clientSecret: GOOGLE_CLIENT_SECRET,
        // Tests point it at a local double that speaks OpenID Connect as Google does.
        ...(GOOGLE_OAUTH_BASE && { wellKnown: `${GOOGLE_OAUTH_BASE}/.well-known/openid-configuration` }),
      }),
    );
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
  // The JWT holds a session id that is checked on every request (server/auth/sessions.ts).
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  // httpOnly and SameSite=Lax are next-auth's defaults; Secure in production.
  useSecureCookies: secureCookies,
  pages: { signIn: "/app", error: "/app" },
  providers: providers(),
  events: {
    // Signing out ends this session on the server, not only its cookie.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession(token.sid);
    },
  },
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== "google") return true;
      const outcome = await googleSignIn({
        providerAccountId: account.providerAccountId,
        email: user.email,
        emailVerified: (profile as { email_verified?: unknown } | undefined)?.email_verified,
        name: user.name,
      });
      if (outcome.kind === "signed-in") {
        user.id = outcome.userId;
        return true;
      }
      if (outcome.kind === "refused") return false;
      // An account with this address that nobody has confirmed: its password first, in this browser.
      await rememberPendingLink(outcome.pending);
      return GOOGLE_PASSWORD_NEEDED;
    },
    async jwt({ token, user }) {
      // Signing in starts a server-side session; the token carries only its id.
      if (user) return { ...token, uid: user.id, sid: await startSession(user.id) };
      // The session endpoint: a session that ended, or a token without one, signs the browser out.
      if (typeof token.sid !== "string") throw new SessionRevoked();
      let live;
      try {
        live = await sessionUser(token.sid);
      } catch (error) {
        // While the database is away nothing is served anyway; the pages report the outage.
        if (isUnavailable(error)) return token;
        throw error;
      }
      if (!live) throw new SessionRevoked();
      await extendSession(token.sid);
      return { ...token, email: live.email, plan: live.plan };
    },
    session({ session, token }) {
      if (token.uid) session.user = { ...session.user, id: token.uid, plan: token.plan ?? "free" };
      return session;
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session, or a cookie that is expired, foreign or garbled, simply signs the
      // browser out; it is not an error of the server.
      const cause =
        (metadata as { name?: string; code?: string; error?: { name?: string } } | undefined) ?? {};
      if (cause.name === "SessionRevoked" || cause.error?.name === "SessionRevoked") return;
      if (code === "JWT_SESSION_ERROR" && cause.code?.startsWith("ERR_J")) return;
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
