import "server-only";

import type { PlanId } from "@/config/plans";
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
const locked = () => new RequiresProPlanError(t.lockedTitle, t.locked);

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
  if (plan !== "pro" && (await firstProfileId(prisma(), userId)) !== profileId) throw locked();
  return profile;
}

/**
 * requireUsableProfile's check on rows the caller read itself: whether the profile is the user's,
 * the plan, and the user's oldest profile (the chat's grounding reads them with the chat).
 */
export function assertUsableProfile(
  profileId: string,
  read: { owned: boolean; plan: PlanId; firstProfileId: string | null },
): void {
  if (!read.owned) throw notFound();
  if (read.plan !== "pro" && read.firstProfileId !== profileId) throw locked();
}

/** As requireUsableProfile, and still the active profile: the one the page showed when it was opened. */
export async function requireShownProfile(userId: string, profileId: string): Promise<void> {
  const { isActive } = await requireUsableProfile(userId, profileId);
  if (!isActive) throw staleProfile();
}

export const staleProfile = () => new ActionFailure("conflict", t.staleTitle, t.stale);
