"use server";

import { ActionFailure } from "@/lib/errors";
import { passwordResetRequestSchema, passwordResetSchema, signUpSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { action } from "@/server/actions/safe-action";
import { hashPassword } from "@/server/auth/password";
import { endSessions } from "@/server/auth/sessions";
import { forgetOtherResetLinks } from "@/server/auth/reset-links";
import { hashToken } from "@/server/auth/tokens";
import { prisma } from "@/server/db";
import { mailQueueIn, queueMail } from "@/server/mail/send";
import { clear, hit, limits } from "@/server/rate-limit";

const t = authMessages;

const rateLimited = (title: string) => new ActionFailure("rate_limited", title, t.toasts.rateLimited);

/**
 * Sign-up answers the same whether or not the address has an account, so no
 * one learns which addresses are registered: a new address gets its account
 * and the confirmation mail, whose link must be opened before the first
 * sign-in; the owner of an existing one gets a mail saying so, with the way
 * to sign in or reset the password. Both paths do the same work (the password
 * is hashed either way), so the time tells nothing either.
 */
export const signUp = action("signUp", signUpSchema, async ({ email, password }, { ip }) => {
  if (!(await hit(limits.signUpByIp, ip))) throw rateLimited(t.toasts.signUpFailed);
  const passwordHash = await hashPassword(password);
  const queue = await mailQueueIn();
  // Either way one transaction that writes one mail job (one commit to wait for); the worker
  // decides what, if anything, to send.
  await prisma().$transaction(async (tx) => {
    const [created] = await tx.user.createManyAndReturn({
      data: [{ email, passwordHash }],
      skipDuplicates: true,
      select: { id: true },
    });
    const userId =
      created?.id ?? (await tx.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    await queue(tx, { kind: created ? "verify-email" : "account-exists", userId });
  });
  return { email };
});

/**
 * Always answers the same, whether or not the address has an account, so no
 * one can learn which addresses are registered.
 */
export const requestPasswordReset = action(
  "requestPasswordReset",
  passwordResetRequestSchema,
  async ({ email }, { ip }) => {
    if (!(await hit(limits.resetByIp, ip))) throw rateLimited(t.toasts.resetFailed);
    if (!(await hit(limits.resetByEmail, email))) return { sent: true };
    const user = await prisma().user.findUnique({ where: { email }, select: { id: true } });
    // The link is made when the mail is sent; the job knows only whom to send it to.
    if (user) await queueMail({ kind: "reset-password", userId: user.id });
    return { sent: true };
  },
);

/** Sets a new password with a single-use link; the client then signs in with it. */
export const resetPassword = action("resetPassword", passwordResetSchema, async ({ token, password }) => {
  const record = await prisma().passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      userId: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { email: true, emailVerifiedAt: true } },
    },
  });
  if (!record) throw new ActionFailure("not_found", t.reset.title, t.validation.tokenInvalid);
  if (record.usedAt) throw new ActionFailure("conflict", t.reset.title, t.reset.used);
  if (record.expiresAt.getTime() < Date.now())
    throw new ActionFailure("conflict", t.reset.title, t.reset.expired);

  const passwordHash = await hashPassword(password);
  await prisma().$transaction(async (tx) => {
    // Only the first of two concurrent uses wins.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: record.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw new ActionFailure("conflict", t.reset.title, t.reset.used);
    await forgetOtherResetLinks(record.userId, tx, record.id);
    // The link came by mail, so the address is confirmed too.
    await tx.user.update({
      where: { id: record.userId },
      data: { passwordHash, emailVerifiedAt: record.user.emailVerifiedAt ?? new Date() },
    });
    // Whoever knew the old password is signed out everywhere.
    await endSessions(record.userId, { client: tx });
  });
  await clear(limits.signInFailuresByEmail, record.user.email);
  return { email: record.user.email };
});
