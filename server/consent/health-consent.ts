import "server-only";

import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { prisma } from "@/server/db";

export interface HealthConsent {
  givenAt: string | null;
  version: string | null;
}

export async function loadHealthConsent(userId: string): Promise<HealthConsent> {
  const user = await prisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { healthConsentAt: true, healthConsentVersion: true },
  });
  return { givenAt: user.healthConsentAt?.toISOString() ?? null, version: user.healthConsentVersion };
}

/** Records the consent with its time and the version of the text that was shown. */
export async function giveHealthConsent(userId: string): Promise<HealthConsent> {
  const user = await prisma().user.update({
    where: { id: userId },
    data: { healthConsentAt: new Date(), healthConsentVersion: HEALTH_CONSENT_VERSION },
    select: { healthConsentAt: true, healthConsentVersion: true },
  });
  return { givenAt: user.healthConsentAt?.toISOString() ?? null, version: user.healthConsentVersion };
}

/**
 * Withdrawal (GDPR Art. 7 (3)): every piece of health data goes, in one transaction with the consent
 * itself. Profiles take their analyses, chats, journal entries, exercise sessions, check-ins,
 * webhook deliveries and the coach's memory with them (foreign keys cascade; the memory is deleted
 * by name too, so it can never outlive a change to those keys); the family analyses and the safety
 * plan are the user's own. The account, its sessions and its subscription stay.
 */
export async function withdrawHealthConsent(userId: string): Promise<void> {
  await prisma().$transaction([
    prisma().coachFact.deleteMany({ where: { userId } }),
    prisma().coachMemory.deleteMany({ where: { userId } }),
    prisma().profile.deleteMany({ where: { userId } }),
    prisma().familyAnalysis.deleteMany({ where: { userId } }),
    prisma().safetyPlan.deleteMany({ where: { userId } }),
    prisma().user.update({
      where: { id: userId },
      data: { healthConsentAt: null, healthConsentVersion: null },
    }),
  ]);
}
