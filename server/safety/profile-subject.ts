import "server-only";

import type { SafetySubject } from "@/lib/safety/check";
import { prisma } from "@/server/db";

/** Whom a profile's texts are about, for the red flags: a person, or an animal of some species. */
export async function safetySubjectOf(profileId: string): Promise<SafetySubject> {
  const profile = await prisma().profile.findUnique({
    where: { id: profileId },
    select: { profileType: true, animalType: true, customAnimalType: true },
  });
  if (!profile || profile.profileType === "human") return { subject: "human" };
  return {
    subject: "animal",
    animalType: profile.animalType === "andere" ? profile.customAnimalType : profile.animalType,
  };
}
