import "server-only";

import { prisma } from "@/server/db";

/** Every entity the user created, for the data download (GDPR Art. 15 and 20). */
export async function exportAccountData(userId: string) {
  const client = prisma();
  const [
    user,
    profiles,
    chats,
    journalEntries,
    exerciseSessions,
    checkIns,
    subscriptions,
    familyAnalyses,
    safetyPlan,
  ] = await Promise.all([
    client.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true,
        email: true,
        name: true,
        emailVerifiedAt: true,
        impulseReminderEnabled: true,
        healthConsentAt: true,
        healthConsentVersion: true,
        createdAt: true,
      },
    }),
    client.profile.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { analyses: { orderBy: { createdAt: "asc" } } },
    }),
    client.chat.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { messages: { orderBy: { createdAt: "asc" } } },
    }),
    client.journalEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    client.exerciseSession.findMany({ where: { userId }, orderBy: { completedAt: "asc" } }),
    client.checkIn.findMany({ where: { userId }, orderBy: { day: "asc" } }),
    client.subscription.findMany({
      where: { userId },
      select: {
        status: true,
        interval: true,
        currentPeriodEnd: true,
        cancelAtPeriodEnd: true,
        trialEnd: true,
        createdAt: true,
      },
    }),
    client.familyAnalysis.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    client.safetyPlan.findUnique({ where: { userId }, omit: { userId: true } }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    format: "resonanz-export/1",
    user,
    profiles,
    chats,
    journalEntries,
    exerciseSessions,
    checkIns,
    subscriptions,
    familyAnalyses,
    safetyPlan,
  };
}
