import "server-only";

import type { ExerciseId } from "@/lib/analysis/links";
import { prisma } from "@/server/db";
import { requireShownProfile } from "@/server/profiles/shown-profile";

export interface SessionInput {
  profileId: string;
  exerciseId: ExerciseId;
  /** Time actually spent in the player, pauses excluded. */
  durationSeconds: number;
  energyBefore: number;
  energyAfter: number;
}

export interface RecordedSession {
  id: string;
  exerciseId: string;
  durationSeconds: number;
  energyBefore: number;
  energyAfter: number;
}

/**
 * Records a finished session of one of the user's profiles. The times come from the server's
 * clock: the browser's may be wrong, and only the duration it measured is taken from it.
 */
export async function recordSession(
  userId: string,
  input: SessionInput,
  now = new Date(),
): Promise<RecordedSession> {
  await requireShownProfile(userId, input.profileId);
  return prisma().exerciseSession.create({
    data: {
      userId,
      profileId: input.profileId,
      exerciseId: input.exerciseId,
      durationSeconds: input.durationSeconds,
      energyBefore: input.energyBefore,
      energyAfter: input.energyAfter,
      startedAt: new Date(now.getTime() - input.durationSeconds * 1000),
      completedAt: now,
    },
    select: { id: true, exerciseId: true, durationSeconds: true, energyBefore: true, energyAfter: true },
  });
}
