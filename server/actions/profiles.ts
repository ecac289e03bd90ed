"use server";

import { z } from "@/lib/validations/zod";

import type { PlanId } from "@/config/plans";
import { ActionFailure } from "@/lib/errors";
import { currentAge } from "@/lib/profile/age";
import { profileMessages } from "@/messages/profiles";
import type { AnimalType, ProfileType } from "@/prisma/generated/client/enums";
import { authedAction } from "@/server/actions/safe-action";
import { getPlan } from "@/server/billing/plan";
import {
  activateProfile,
  assertCanActivate,
  firstProfileId,
  lockUserProfiles,
} from "@/server/billing/profile-access";
import { prisma } from "@/server/db";

// The profile manager's actions (spec §2, §4, §7): list, switch and delete the
// user's own profiles. Switching and deleting lock the user first, so parallel
// requests run one after another and exactly one profile stays active.

const t = profileMessages;

const profileIdSchema = z.object(
  { profileId: z.uuid({ error: t.errors.notFound }) },
  { error: t.errors.notFound },
);

/** Long enough for twenty parallel switches of one user to queue behind the lock. */
const LOCKED = { maxWait: 10_000, timeout: 10_000 };

export interface ProfileListItem {
  id: string;
  name: string;
  profileType: ProfileType;
  animalType: AnimalType | null;
  customAnimalType: string | null;
  age: number | null;
  createdAt: string;
  isActive: boolean;
  /** False for Free users' extra profiles: only the first can be active. */
  switchable: boolean;
}

/** All the user's profiles, newest first. */
export const listProfiles = authedAction(
  "listProfiles",
  z.undefined(),
  async (_input, user): Promise<{ plan: PlanId; profiles: ProfileListItem[] }> => {
    const [plan, rows] = await Promise.all([
      getPlan(user.id),
      prisma().profile.findMany({
        where: { userId: user.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: {
          id: true,
          name: true,
          profileType: true,
          animalType: true,
          customAnimalType: true,
          age: true,
          birthDate: true,
          createdAt: true,
          isActive: true,
        },
      }),
    ]);
    const firstId = rows.at(-1)?.id;
    return {
      plan,
      profiles: rows.map(({ birthDate, age, createdAt, ...row }) => ({
        ...row,
        age: currentAge({ birthDate, age }),
        createdAt: createdAt.toISOString(),
        switchable: plan === "pro" || row.id === firstId,
      })),
    };
  },
);

/** Makes one of the user's profiles the active one: all inactive, then the chosen one active. */
export const switchProfile = authedAction("switchProfile", profileIdSchema, async ({ profileId }, user) =>
  prisma().$transaction(async (tx) => {
    await lockUserProfiles(tx, user.id);
    const target = await tx.profile.findFirst({
      where: { id: profileId, userId: user.id },
      select: { id: true, name: true },
    });
    if (!target) throw new ActionFailure("not_found", t.toasts.switchFailed, t.errors.notFound);
    await assertCanActivate(tx, user.id, target.id);
    await activateProfile(tx, user.id, target.id);
    return target;
  }, LOCKED),
);

/** Deletes one profile, never the last; if it was active, the oldest remaining one becomes active. */
export const deleteProfile = authedAction("deleteProfile", profileIdSchema, async ({ profileId }, user) =>
  prisma().$transaction(async (tx) => {
    await lockUserProfiles(tx, user.id);
    const target = await tx.profile.findFirst({
      where: { id: profileId, userId: user.id },
      select: { id: true, name: true, isActive: true },
    });
    if (!target) throw new ActionFailure("not_found", t.toasts.deleteFailed, t.errors.notFound);
    if ((await tx.profile.count({ where: { userId: user.id } })) <= 1) {
      throw new ActionFailure("conflict", t.errors.lastProfileTitle, t.errors.lastProfile);
    }
    await tx.profile.delete({ where: { id: target.id } });
    if (target.isActive) {
      const first = await firstProfileId(tx, user.id);
      if (first) await activateProfile(tx, user.id, first);
    }
    return { id: target.id, name: target.name };
  }, LOCKED),
);
