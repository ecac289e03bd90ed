import "server-only";

import { RequiresProPlanError } from "@/lib/errors";
import { billingMessages } from "@/messages/billing";
import type { Prisma } from "@/prisma/generated/client/client";
import { planWithin } from "@/server/billing/plan";
import { closeUnlocks } from "@/server/journal-lock/access";

// Which of a user's profiles their plan lets them use. When Pro ends the extra
// profiles are kept, but only the first (oldest) one can be active until the
// user upgrades again.

type Tx = Prisma.TransactionClient;

/**
 * Serialises every change to one user's profiles (switch, delete, downgrade):
 * each transaction that calls this waits for the previous one to commit.
 */
export async function lockUserProfiles(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return rows.length > 0;
}

/** The user's oldest profile, the one a Free plan keeps active. */
export async function firstProfileId(tx: Tx, userId: string): Promise<string | null> {
  const first = await tx.profile.findFirst({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return first?.id ?? null;
}

/** Refuses, for Free users, any profile but the first. */
export async function assertCanActivate(tx: Tx, userId: string, profileId: string): Promise<void> {
  if ((await planWithin(tx, userId)) === "pro") return;
  if ((await firstProfileId(tx, userId)) === profileId) return;
  throw new RequiresProPlanError(
    billingMessages.proRequired.title,
    billingMessages.proRequired.switchProfile,
  );
}

/**
 * Makes `profileId` the one active profile of the user (all others inactive first). A switch
 * closes every journal the account had unlocked with its PIN, on every device.
 */
export async function activateProfile(tx: Tx, userId: string, profileId: string): Promise<void> {
  const { count: left } = await tx.profile.updateMany({
    where: { userId, isActive: true, NOT: { id: profileId } },
    data: { isActive: false },
  });
  await tx.profile.updateMany({ where: { userId, id: profileId }, data: { isActive: true } });
  if (left > 0) await closeUnlocks(tx, userId);
}

/** After Pro ends: if another profile than the first is active, the first becomes active. */
export async function keepFirstProfileActiveOnFree(tx: Tx, userId: string): Promise<void> {
  if ((await planWithin(tx, userId)) === "pro") return;
  await lockUserProfiles(tx, userId);
  const first = await firstProfileId(tx, userId);
  if (!first) return;
  const strayActive = await tx.profile.count({ where: { userId, isActive: true, NOT: { id: first } } });
  if (strayActive > 0) await activateProfile(tx, userId, first);
}
