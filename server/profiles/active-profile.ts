import "server-only";

import type { ProfileInput } from "@/lib/validations/profile";
import { prisma } from "@/server/db";
import { profileFormSelect, toFormValues } from "@/server/profiles/profile-data";

export interface ActiveProfileForm {
  profileId: string;
  /** The version an edit must name (issue 22: a stale tab overwrites nothing). */
  updatedAt: string;
  values: Required<ProfileInput>;
}

/** The user's active profile as wizard values, or null; only the user's own rows are read. */
export async function loadActiveProfileForm(userId: string): Promise<ActiveProfileForm | null> {
  const row = await prisma().profile.findFirst({
    where: { userId, isActive: true },
    select: { ...profileFormSelect, updatedAt: true },
  });
  if (!row) return null;
  const { updatedAt, ...form } = row;
  return { profileId: row.id, updatedAt: updatedAt.toISOString(), values: toFormValues(form) };
}
