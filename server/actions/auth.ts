"use server";

import { siteUrl } from "@/env";
import { ActionFailure } from "@/lib/errors";
import { passwordResetRequestSchema, passwordResetSchema, signUpSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { action } from "@/server/actions/safe-action";
import { hashPassword } from "@/server/auth/password";
import { hashToken, newToken, RESET_TOKEN_MINUTES, VERIFY_TOKEN_DAYS } from "@/server/auth/tokens";
import { prisma } from "@/server/db";
import { isUniqueViolation } from "@/server/db-errors";
import { queueMail } from "@/server/mail/send";
import { passwordResetMail, verificationMail } from "@/server/mail/templates";
import { clear, hit, limits } from "@/server/rate-limit";

const t = authMessages;

const rateLimited = (title: string) => new ActionFailure("rate_limited", title, t.toasts.rateLimited);

/**
 * Creates the account and sends the confirmation mail, which links back to
 * /app. The client signs in right after (spec §7: sign-up, then sign-in).
 */
export const signUp = action("signUp", signUpSchema, async ({ email, password }, { ip }) => {
  if (!(await hit(limits.signUpByIp, ip))) throw rateLimited(t.toasts.signUpFailed);
  const passwordHash = await hashPassword(password);
  const token = newToken();
  try {
    await prisma().$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email, passwordHash }, select: { id: true } });
      await tx.emailVerificationToken.create({
        data: {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + VERIFY_TOKEN_DAYS * 24 * 60 * 60_000),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ActionFailure("conflict", t.toasts.signUpFailed, t.toasts.emailTaken);
    throw error;
  }
  await queueMail(verificationMail(email, `${siteUrl()}/app?verify=${token}`));
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
    if (user) {
      const token = newToken();
      await prisma().passwordResetToken.create({
        data: {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
        },
      });
      await queueMail(passwordResetMail(email, `${siteUrl()}/reset-password?token=${token}`));
    }
    return { sent: true };
  },
);

/** Sets a new password with a single-use link; the client then signs in with it. */
export const resetPassword = action("resetPassword", passwordResetSchema, async ({ token, password }) => {
  const record = await prisma().passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, usedAt: true, expiresAt: true, user: { select: { email: true } } },
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
    await tx.user.update({
      where: { id: record.userId },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
  });
  await clear(limits.signInFailuresByEmail, record.user.email);
  return { email: record.user.email };
});
