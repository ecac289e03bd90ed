// Shared test data: a valid person for the wizard's save, and a user with an
// active profile as most integration tests start.
import type { PlanId } from "@/config/plans";
import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import type { SessionUser } from "@/server/auth/session";
import { prisma } from "@/server/db";
import type { ParsedProfile } from "@/server/profiles/profile-data";

import { signedInUser } from "./request-context";

/** The explicit consent to health data, as the wizard records it: spread into a user's data. */
export const HEALTH_CONSENT = {
  healthConsentAt: new Date("2026-01-01T09:00:00Z"),
  healthConsentVersion: HEALTH_CONSENT_VERSION,
} as const;

/** A person that passes every rule of the wizard (spec §5). */
export const humanProfile: ParsedProfile = {
  profileType: "human",
  gender: "weiblich",
  name: "Mara",
  birthDate: "1990-05-17",
  heightCm: 170,
  weightKg: 65,
  lifeSituation: "Ich lebe mit meinem Partner in Wien",
  relationshipStatus: "beziehung",
  professionalSituation: "Ich arbeite Vollzeit als Lehrerin an einer Schule",
  financialSituation: "im_wandel",
  exerciseRoutine: "Ich gehe dreimal pro Woche laufen",
  currentHealthIssues: "Seit Wochen habe ich starke Kopfschmerzen am Abend",
  emotionalConcerns: "Ich fühle mich oft gestresst und unruhig",
  currentSymptoms: ["kopfschmerzen", "schlafstoerungen"],
  stressLevel: 7,
};

/**
 * A user with one active human profile (Mara, 38), inactive ones named in
 * `inactive`, and the session to sign in as; on Pro with an active
 * subscription when `plan` says so.
 */
export async function userWithProfile(
  email: string,
  options: { plan?: PlanId; passwordHash?: string; inactive?: readonly string[] } = {},
) {
  const plan = options.plan ?? "free";
  // A user with a profile has given the consent to health data (GDPR Art. 9) the wizard asks for.
  const user = await prisma().user.create({
    data: { email, passwordHash: options.passwordHash, ...HEALTH_CONSENT },
  });
  const create = (name: string, isActive: boolean) =>
    prisma().profile.create({
      data: {
        userId: user.id,
        createdBy: user.id,
        profileType: "human",
        name,
        gender: "weiblich",
        age: 38,
        isActive,
      },
    });
  const profile = await create("Mara", true);
  const inactiveProfiles = [];
  for (const name of options.inactive ?? []) inactiveProfiles.push(await create(name, false));
  if (plan === "pro") {
    await prisma().subscription.create({
      data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
    });
  }
  const session: SessionUser = { id: user.id, email, plan };
  return { user, profile, inactiveProfiles, session };
}

/** The active profile of the signed-in user: the one the page shows. */
async function shownProfile() {
  const id = signedInUser()?.id;
  const profile = id
    ? await prisma().profile.findFirst({
        where: { userId: id, isActive: true },
        select: { id: true, updatedAt: true },
      })
    : null;
  // Signed out or without a profile: any well-formed id, which the server refuses.
  return profile ?? { id: crypto.randomUUID(), updatedAt: new Date(0) };
}

/** An action's input as the page sends it: naming the profile it shows (issue 22). */
export async function withProfile<T extends object>(input: T): Promise<T & { profileId: string }> {
  return { profileId: (await shownProfile()).id, ...input };
}

/** A profile edit as the wizard sends it: the profile shown and the version it loaded. */
export async function withVersion<T extends object>(input: T) {
  const { id, updatedAt } = await shownProfile();
  return { ...input, profileId: id, updatedAt: updatedAt.toISOString() };
}
