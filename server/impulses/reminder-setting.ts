import "server-only";

import { prisma } from "@/server/db";

/** The opt-in for the 8:00 reminder mail, kept on the user. */
export async function setReminderEnabled(userId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  const user = await prisma().user.update({
    where: { id: userId },
    data: { impulseReminderEnabled: enabled },
    select: { impulseReminderEnabled: true },
  });
  return { enabled: user.impulseReminderEnabled };
}
