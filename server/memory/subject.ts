import "server-only";

import { subjectOf } from "@/lib/memory/derive-facts";
import type { MemorySubject } from "@/lib/memory/types";
import { prisma } from "@/server/db";

/** Whom a profile's texts are about, for the memory's rules; null when it is not the user's. */
export async function memorySubjectOf(userId: string, profileId: string): Promise<MemorySubject | null> {
  const profile = await prisma().profile.findFirst({
    where: { id: profileId, userId },
    select: { profileType: true, name: true, gender: true, animalType: true },
  });
  return profile ? subjectOf(profile) : null;
}
