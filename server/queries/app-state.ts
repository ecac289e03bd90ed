import "server-only";

import { resolveEnergyState } from "@/lib/analysis/energy-state";
import { impulseOfTheDay } from "@/lib/impulses/daily";
import { viennaDate } from "@/lib/calendar/vienna-time";
import type { SessionUser } from "@/server/auth/session";
import { loadPlanSummary } from "@/server/billing/summary";
import { prisma } from "@/server/db";

/** The dashboard's daily-impulse card: the state's impulse of the day, only the fields it shows. */
function dailyImpulse(userId: string, state: unknown) {
  const { id, text, author, context } = impulseOfTheDay(
    userId,
    viennaDate(new Date()),
    resolveEnergyState(state),
  );
  return { id, text, author, context };
}

export type DailyImpulse = ReturnType<typeof dailyImpulse>;

/** What /app needs to decide between onboarding and the dashboard, and to render it. */
export async function loadAppState(user: SessionUser) {
  // The plan is read fresh (the session's may lag a minute behind the webhook),
  // in parallel with the active profile.
  const [{ plan, summary: planSummary }, activeProfile] = await Promise.all([
    loadPlanSummary(user.id),
    prisma().profile.findFirst({
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
    }),
  ]);
  if (!activeProfile)
    return { email: user.email, plan, planSummary, profile: null, latestAnalysis: null, dailyImpulse: null };
  const { analyses, ...profile } = activeProfile;
  const latest = analyses[0];
  return {
    email: user.email,
    plan,
    planSummary,
    profile,
    latestAnalysis: latest ? { ...latest, createdAt: latest.createdAt.toISOString() } : null,
    dailyImpulse: dailyImpulse(user.id, latest?.overallState),
  };
}

export type AppState = Awaited<ReturnType<typeof loadAppState>>;
