import "server-only";

import type { SessionUser } from "@/server/auth/session";
import { prisma } from "@/server/db";

/** What /app needs to decide between onboarding and the dashboard, and to render it. */
export async function loadAppState(user: SessionUser) {
  const activeProfile = await prisma().profile.findFirst({
    where: { userId: user.id, isActive: true },
    select: { id: true, name: true, profileType: true },
  });
  return { email: user.email, plan: user.plan, activeProfile };
}

export type AppState = Awaited<ReturnType<typeof loadAppState>>;
