import "server-only";

import { prisma } from "@/server/db";
import { userIdFromToken } from "@/server/reminders/unsubscribe-token";

/** Turns the reminder off for the token's user; false when the token is not valid. */
export async function unsubscribeWithToken(token: string): Promise<boolean> {
  const userId = userIdFromToken(token);
  if (!userId) return false;
  // A deleted account has nothing left to unsubscribe; the answer is the same.
  await prisma().user.updateMany({ where: { id: userId }, data: { impulseReminderEnabled: false } });
  return true;
}
