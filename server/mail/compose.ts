import "server-only";

import { siteUrl } from "@/env";
import { hashToken, newToken, RESET_TOKEN_MINUTES, VERIFY_TOKEN_DAYS } from "@/server/auth/tokens";
import { prisma } from "@/server/db";
import { hit, limits } from "@/server/rate-limit";
import type { Mail } from "@/server/mail/send";
import { accountExistsMail, passwordResetMail, verificationMail } from "@/server/mail/templates";
import { reminderMailFor } from "@/server/reminders/reminder-mail";

/** What a mail job carries: which mail, and ids. Never an address, a text or a link. */
export type MailJob =
  | { kind: "verify-email"; userId: string }
  | { kind: "reset-password"; userId: string }
  /** Someone signed up with the address of this existing account. */
  | { kind: "account-exists"; userId: string }
  | { kind: "impulse-reminder"; userId: string; day: string };

export interface ComposedMail {
  mail: Mail;
  /** Undoes what composing stored (a token), when the mail could not be sent. */
  discard?: () => Promise<void>;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function recipient(userId: string) {
  return prisma().user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
}

/**
 * A single-use link, made now: a fresh token whose SHA-256 is stored, and the
 * mail carrying it. The token itself exists only in the mail.
 */
async function withToken(
  store: (tokenHash: string) => Promise<{ id: string }>,
  remove: (id: string) => Promise<unknown>,
  mail: (token: string) => Mail,
): Promise<ComposedMail> {
  const token = newToken();
  const { id } = await store(hashToken(token));
  return { mail: mail(token), discard: async () => void (await remove(id)) };
}

/** A mail with a fresh reset link. */
const withResetToken = (userId: string, mail: (link: string) => Mail) =>
  withToken(
    (tokenHash) =>
      prisma().passwordResetToken.create({
        data: { userId, tokenHash, expiresAt: minutesFromNow(RESET_TOKEN_MINUTES) },
        select: { id: true },
      }),
    (id) => prisma().passwordResetToken.deleteMany({ where: { id } }),
    (token) => mail(`${siteUrl()}/reset-password?token=${token}`),
  );

/** The mail for `job`, or null when there is nothing to send any more (the user is gone or verified). */
export async function composeMail(job: MailJob): Promise<ComposedMail | null> {
  // A job queued before jobs carried ids (a whole mail, link included) is not sent: its link is
  // stale by now, and it would keep being retried.
  if (typeof job.userId !== "string") return null;
  const user = await recipient(job.userId);
  if (!user) return null;
  switch (job.kind) {
    case "verify-email":
      if (user.emailVerifiedAt) return null;
      return withToken(
        (tokenHash) =>
          prisma().emailVerificationToken.create({
            data: { userId: job.userId, tokenHash, expiresAt: minutesFromNow(VERIFY_TOKEN_DAYS * 24 * 60) },
            select: { id: true },
          }),
        (id) => prisma().emailVerificationToken.deleteMany({ where: { id } }),
        (token) => verificationMail(user.email, `${siteUrl()}/app?verify=${token}`),
      );
    case "reset-password":
      return withResetToken(job.userId, (link) => passwordResetMail(user.email, link));
    case "account-exists":
      // Sign-ups with someone's address must not flood their mailbox.
      if (!(await hit(limits.accountMailByEmail, user.email))) return null;
      return withResetToken(job.userId, (link) => accountExistsMail(user.email, `${siteUrl()}/app`, link));
    case "impulse-reminder": {
      const mail = await reminderMailFor(job.userId, user.email, job.day);
      return mail ? { mail } : null;
    }
  }
}
