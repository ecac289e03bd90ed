import "server-only";

import { ActionFailure } from "@/lib/errors";
import { actionMessages } from "@/messages/common";
import { prisma } from "@/server/db";

/**
 * Checks that `profileId` is one of the user's profiles. Another user's profile is answered
 * exactly like a missing one, so ids cannot be probed.
 */
export async function requireOwnedProfile(userId: string, profileId: string): Promise<void> {
  const owned = await prisma().profile.findFirst({ where: { id: profileId, userId }, select: { id: true } });
  if (!owned) throw new ActionFailure("not_found", actionMessages.unexpectedTitle, actionMessages.notFound);
}
