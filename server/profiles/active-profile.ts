import "server-only";

import type { ProfileInput } from "@/lib/validations/profile";
import { prisma } from "@/server/db";
import { profileFormSelect, toFormValues } from "@/server/profiles/profile-data";

export interface ActiveProfileForm {
  profileId: string;
  values: Required<ProfileInput>;
}

/** The user's active profile as wizard values, or null; only the user's own rows are read. */
export async function loadActiveProfileForm(userId: string): Promise<ActiveProfileForm | null> {
  const row = await prisma().profile.findFirst({
    where: { userId, isActive: true },
    select: profileFormSelect,
  });
  return row ? { profileId: row.id, values: toFormValues(row) } : null;
}
