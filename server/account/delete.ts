import "server-only";

import { cancelSubscriptionsOnDeletion } from "@/server/billing/cancel";
import { forgetUserKey } from "@/server/crypto/data-keys";
import { prisma } from "@/server/db";

/**
 * Removes a user and every row they own. Foreign keys cascade from users to
 * all their data (sessions included), and a trigger deletes their data key
 * (crypto-shredding, server/crypto); what only mentions their e-mail address
 * or id (rate-limit keys, queued and archived mail jobs) is removed here in
 * the same transaction.
 */
export async function deleteAccountData(userId: string): Promise<void> {
  await cancelSubscriptionsOnDeletion(userId);
  await prisma().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
    if (!user) return;
    await tx.rateLimit.deleteMany({
      where: { OR: [{ key: { endsWith: `:${user.email}` } }, { key: { endsWith: `:${userId}` } }] },
    });
    const [queue] = await tx.$queryRaw<
      { present: boolean }[]
    >`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`;
    if (queue?.present) {
      await tx.$executeRaw`DELETE FROM pgboss.job WHERE data->>'userId' = ${userId}`;
      await tx.$executeRaw`DELETE FROM pgboss.archive WHERE data->>'userId' = ${userId}`;
    }
    await tx.user.delete({ where: { id: userId } });
  });
  forgetUserKey(userId);
}
