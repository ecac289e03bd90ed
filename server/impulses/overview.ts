import "server-only";

import type { Impulse } from "@/content/impulses";
import { resolveEnergyState } from "@/lib/analysis/energy-state";
import { impulseOfTheDay, wisdomOfTheDay } from "@/lib/impulses/daily";
import { viennaDate } from "@/lib/calendar/vienna-time";
import type { EnergyState } from "@/prisma/generated/client/enums";
import { prisma } from "@/server/db";
import { pushPublicKey } from "@/server/push/subscriptions";
import { requireUsableProfile } from "@/server/profiles/shown-profile";

export interface ImpulseOverview {
  /** The latest analysis's state, or harmonisch (spec §4). */
  state: EnergyState;
  today: Impulse;
  wisdom: Impulse;
  reminder: { enabled: boolean; emailVerified: boolean };
  /** The VAPID public key for 'Tägliche Erinnerung aufs Handy'; null when push is not set up. */
  pushPublicKey: string | null;
}

/** The energy state behind a profile's impulses: its latest analysis's, or harmonisch. */
export async function profileEnergyState(profileId: string): Promise<EnergyState> {
  const latest = await prisma().analysis.findFirst({
    where: { profileId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { overallState: true },
  });
  return resolveEnergyState(latest?.overallState);
}

/**
 * The impulse module's data for one of the user's profiles. The impulse of the day is chosen
 * exactly as for the dashboard card, so both show the same one.
 */
export async function loadImpulseOverview(
  userId: string,
  profileId: string,
  now = new Date(),
): Promise<ImpulseOverview> {
  await requireUsableProfile(userId, profileId);
  const [state, user] = await Promise.all([
    profileEnergyState(profileId),
    prisma().user.findUniqueOrThrow({
      where: { id: userId },
      select: { impulseReminderEnabled: true, emailVerifiedAt: true },
    }),
  ]);
  const date = viennaDate(now);
  return {
    state,
    today: impulseOfTheDay(userId, date, state),
    wisdom: wisdomOfTheDay(date),
    reminder: { enabled: user.impulseReminderEnabled, emailVerified: user.emailVerifiedAt !== null },
    pushPublicKey: pushPublicKey(),
  };
}
