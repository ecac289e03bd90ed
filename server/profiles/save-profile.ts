import "server-only";

import { ActionFailure, RequiresProPlanError } from "@/lib/errors";
import { currentAge } from "@/lib/profile/age";
import type { ProfileVersion } from "@/lib/validations/profile";
import { actionMessages } from "@/messages/common";
import { consentMessages } from "@/messages/consent";
import { profileMessages } from "@/messages/profile";
import { ANIMAL_TEXT_FIELDS, HUMAN_TEXT_FIELDS, type TextField } from "@/lib/analysis/field-labels";
import { checkTexts, type SafetyNotice } from "@/lib/safety/check";
import type { Prisma } from "@/prisma/generated/client/client";
import { getPlan, planLimits } from "@/server/billing/plan";
import { userDataKey } from "@/server/crypto/data-keys";
import { prisma } from "@/server/db";
import { type ParsedProfile, type ProfileColumns, toProfileColumns } from "@/server/profiles/profile-data";
import { saveFailure } from "@/server/profiles/save-failure";
import { staleProfile } from "@/server/profiles/shown-profile";
import { attemptFirstDelivery } from "@/server/webhooks/deliver";
import { type RecordedEvent, recordProfileEvent, webhookOutbox } from "@/server/webhooks/outbox";

/**
 * create: onboarding's first profile, active afterwards; refused once the user
 * has one (another tab or device made it). edit: the profile the wizard shows,
 * at the version it loaded. add: another profile (Pro), not active unless the
 * user has none.
 */
export type SaveMode = "create" | "edit" | "add";

export type SaveTarget = { mode: "create" | "add" } | { mode: "edit"; version: ProfileVersion };

export interface SavedProfile {
  profileId: string;
  /** A crisis in the free-text answers: the profile is saved and the crisis card is shown too. */
  safety: SafetyNotice;
  computedAge: number | null;
  computedBmi: number | null;
  completionPercentage: number;
  /** The saved version, for the next edit from the same page. */
  updatedAt: string;
  /** The event is queued, but the first attempt did not reach the receiver. */
  webhookWarning: boolean;
}

const savedSelect = {
  id: true,
  profileType: true,
  name: true,
  completionPercentage: true,
  age: true,
  birthDate: true,
  computedBmi: true,
  updatedAt: true,
} satisfies Prisma.ProfileSelect;

type Tx = Prisma.TransactionClient;

/** Every free-text answer, read by the crisis net; red flags are the analysis's first finding. */
function crisisInAnswers(profile: ParsedProfile): SafetyNotice {
  const fields = profile.profileType === "animal" ? ANIMAL_TEXT_FIELDS : HUMAN_TEXT_FIELDS;
  const notice = checkTexts(
    fields.map((field) => (profile as Partial<Record<TextField, string | null>>)[field]),
    { subject: "human" },
  );
  return { crisis: notice.crisis, redFlags: [] };
}

/** Serialises the saves of one user, so the active-profile and plan checks below cannot race. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  if (locked.length === 0) {
    throw new ActionFailure("unauthorized", actionMessages.unauthorizedTitle, actionMessages.unauthorized);
  }
}

/** create: the first profile; anything already there was made elsewhere since the page loaded. */
async function createFirstProfile(tx: Tx, userId: string, columns: ProfileColumns) {
  if ((await tx.profile.count({ where: { userId } })) > 0) throw staleProfile();
  return tx.profile.create({
    data: { ...columns, userId, createdBy: userId, isActive: true },
    select: savedSelect,
  });
}

/**
 * edit: the profile shown, only while it is still active and at the version
 * the page loaded; a switch elsewhere changes updated_at too. Otherwise
 * nothing is written and the user is asked to reload.
 */
async function editShownProfile(tx: Tx, userId: string, version: ProfileVersion, columns: ProfileColumns) {
  const [updated] = await tx.profile.updateManyAndReturn({
    where: { id: version.profileId, userId, isActive: true, updatedAt: new Date(version.updatedAt) },
    data: columns,
    select: savedSelect,
  });
  if (updated) return updated;
  const exists = await tx.profile.count({ where: { id: version.profileId, userId } });
  if (exists > 0) throw staleProfile();
  throw new ActionFailure(
    "not_found",
    profileMessages.toasts.saveFailedTitle,
    profileMessages.toasts.notFound,
  );
}

/** add: another profile within the plan's limit (null: unlimited), active only if none is. */
async function addAnotherProfile(tx: Tx, userId: string, columns: ProfileColumns, limit: number | null) {
  const existing = await tx.profile.findMany({ where: { userId }, select: { isActive: true } });
  if (limit !== null && existing.length >= limit) {
    throw new RequiresProPlanError(
      profileMessages.toasts.proRequiredTitle,
      profileMessages.toasts.proRequiredText,
    );
  }
  return tx.profile.create({
    data: { ...columns, userId, createdBy: userId, isActive: !existing.some((profile) => profile.isActive) },
    select: savedSelect,
  });
}

/** The inline first attempt never fails the save: any problem is a warning, and the job retries. */
async function firstAttempt(event: RecordedEvent): Promise<boolean> {
  try {
    return (await attemptFirstDelivery(event.id, event.payload)) === "delivered";
  } catch (error) {
    console.warn(`[webhook] ${event.id}: first attempt could not run:`, (error as Error).message);
    return false;
  }
}

/** GDPR Art. 9 (2) a: no health data without the explicit consent on record. */
async function requireHealthConsent(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { healthConsentAt: true } });
  if (user?.healthConsentAt) return;
  const t = consentMessages;
  throw new ActionFailure("validation", t.requiredTitle, t.required, { healthConsent: t.required });
}

/**
 * Saves a parsed profile for `userId` in one transaction, together with its
 * webhook event when a receiver is configured, then tries to deliver that
 * event once. Reads back what the database computed.
 */
export async function saveProfile(
  userId: string,
  target: SaveTarget,
  profile: ParsedProfile,
): Promise<SavedProfile> {
  const { mode } = target;
  const columns = toProfileColumns(profile);
  let result: {
    saved: Prisma.ProfileGetPayload<{ select: typeof savedSelect }>;
    event: RecordedEvent | null;
  };
  try {
    // Everything that reads outside the transaction happens before it opens:
    // the embedded database has one connection, which the transaction holds.
    const profileLimit = mode === "add" ? planLimits(await getPlan(userId)).profiles : null;
    const outbox = await webhookOutbox();
    // The data key that seals the profile (server/crypto) is read or created here, for the same reason.
    await userDataKey(userId);
    result = await prisma().$transaction(
      async (tx) => {
        await lockUser(tx, userId);
        await requireHealthConsent(tx, userId);
        const saved =
          target.mode === "edit"
            ? await editShownProfile(tx, userId, target.version, columns)
            : target.mode === "add"
              ? await addAnotherProfile(tx, userId, columns, profileLimit)
              : await createFirstProfile(tx, userId, columns);
        const event = outbox
          ? await recordProfileEvent(tx, outbox, { ...saved, computedAge: currentAge(saved), userId })
          : null;
        return { saved, event };
      },
      { maxWait: 5_000, timeout: 10_000 },
    );
  } catch (error) {
    throw saveFailure(error, profile);
  }
  const { saved, event } = result;
  return {
    profileId: saved.id,
    safety: crisisInAnswers(profile),
    computedAge: currentAge(saved),
    computedBmi: saved.computedBmi,
    completionPercentage: saved.completionPercentage,
    updatedAt: saved.updatedAt.toISOString(),
    webhookWarning: event ? !(await firstAttempt(event)) : false,
  };
}
