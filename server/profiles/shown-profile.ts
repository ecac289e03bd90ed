import "server-only";

import { ActionFailure, RequiresProPlanError } from "@/lib/errors";
import { profileMessages } from "@/messages/profiles";
import { getPlan } from "@/server/billing/plan";
import { firstProfileId } from "@/server/billing/profile-access";
import { prisma } from "@/server/db";

// Every action about a profile names the profile its page shows; nothing is
// resolved as "the active profile" when the request arrives. The server
// checks that the profile is the user's, that the plan lets them use it (a
// Free user's extra profiles after a downgrade are locked), and, for writes,
// that it is still the active one: a tab left open while another device
// switched profiles must not write to the wrong one.

const t = profileMessages.errors;

const notFound = () => new ActionFailure("not_found", t.staleTitle, t.notFound);

/** The user's own profile, usable on their plan; another user's is answered like a missing one. */
export async function requireUsableProfile(
  userId: string,
  profileId: string,
): Promise<{ isActive: boolean }> {
  const [profile, plan] = await Promise.all([
    prisma().profile.findFirst({ where: { id: profileId, userId }, select: { isActive: true } }),
    getPlan(userId),
  ]);
  if (!profile) throw notFound();
  if (plan !== "pro" && (await firstProfileId(prisma(), userId)) !== profileId) {
    throw new RequiresProPlanError(t.lockedTitle, t.locked);
  }
  return profile;
}

/** As requireUsableProfile, and still the active profile: the one the page showed when it was opened. */
export async function requireShownProfile(userId: string, profileId: string): Promise<void> {
  const { isActive } = await requireUsableProfile(userId, profileId);
  if (!isActive) throw staleProfile();
}

export const staleProfile = () => new ActionFailure("conflict", t.staleTitle, t.stale);
