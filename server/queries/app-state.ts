import "server-only";

import type { SessionUser } from "@/server/auth/session";
import { prisma } from "@/server/db";

/** What /app needs to decide between onboarding and the dashboard, and to render it. */
export async function loadAppState(user: SessionUser) {
  const activeProfile = await prisma().profile.findFirst({
    where: { userId: user.id, isActive: true },
    select: {
      id: true,
      name: true,
      profileType: true,
      animalType: true,
      analyses: {
        orderBy: { createdAt: "desc" },
        take: 1,
        select: { id: true, overallState: true, createdAt: true },
      },
    },
  });
  if (!activeProfile) return { email: user.email, plan: user.plan, profile: null, latestAnalysis: null };
  const { analyses, ...profile } = activeProfile;
  const latest = analyses[0];
  return {
    email: user.email,
    plan: user.plan,
    profile,
    latestAnalysis: latest ? { ...latest, createdAt: latest.createdAt.toISOString() } : null,
  };
}

export type AppState = Awaited<ReturnType<typeof loadAppState>>;
