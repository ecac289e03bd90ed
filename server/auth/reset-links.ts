import "server-only";

import type { Prisma } from "@/prisma/generated/client/client";

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
