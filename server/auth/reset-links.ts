import "server-only";

import { resetTokenSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import type { Prisma } from "@/prisma/generated/client/client";
import { hashToken } from "@/server/auth/tokens";
import { prisma } from "@/server/db";

type ResetTokenWriter = Pick<Prisma.TransactionClient, "passwordResetToken">;

/**
 * Once a reset link is used or the password is changed, every other link the
 * user still has in their mailbox stops working: they are deleted, so they
 * answer like any unknown link.
 */
export async function forgetOtherResetLinks(
  userId: string,
  client: ResetTokenWriter,
  usedTokenId?: string,
): Promise<void> {
  await client.passwordResetToken.deleteMany({
    where: { userId, usedAt: null, ...(usedTokenId ? { id: { not: usedTokenId } } : {}) },
  });
}

/**
 * Why a reset link cannot be used, read before the form is shown, so the user learns it before
 * typing a new password twice; null when the link can still set a password. The action checks
 * again on submit: this is only the early answer.
 */
export async function resetLinkProblem(token: string): Promise<string | null> {
  if (!token) return authMessages.reset.missingToken;
  if (!resetTokenSchema.safeParse(token).success) return authMessages.validation.tokenInvalid;
  const record = await prisma().passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true },
  });
  if (!record) return authMessages.validation.tokenInvalid;
  if (record.usedAt) return authMessages.reset.used;
  if (record.expiresAt.getTime() < Date.now()) return authMessages.reset.expired;
  return null;
}
