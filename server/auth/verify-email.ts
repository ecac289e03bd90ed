import "server-only";

import { hashToken } from "@/server/auth/tokens";
import { prisma } from "@/server/db";

/** Confirms an e-mail address from the sign-up link; false for unknown, used or expired links. */
export async function verifyEmail(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return prisma().$transaction(async (tx) => {
    const record = await tx.emailVerificationToken.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { id: true, userId: true, usedAt: true, expiresAt: true },
    });
    if (!record || record.usedAt || record.expiresAt.getTime() < Date.now()) return false;
    await tx.emailVerificationToken.update({ where: { id: record.id }, data: { usedAt: new Date() } });
    await tx.user.update({ where: { id: record.userId }, data: { emailVerifiedAt: new Date() } });
    return true;
  });
}
