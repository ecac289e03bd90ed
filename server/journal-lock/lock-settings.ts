import "server-only";

import { ActionFailure } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import { FRESH_SIGN_IN_MINUTES, msUntilRelock, unlockEnd } from "@/lib/journal-lock/timing";
import { actionMessages } from "@/messages/common";
import { journalLockMessages } from "@/messages/journal-lock";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { prisma } from "@/server/db";
import { checkPin } from "@/server/journal-lock/pin-attempts";
import { requireShownProfile, requireUsableProfile } from "@/server/profiles/shown-profile";
import { clear, consume, limits } from "@/server/rate-limit";

// 'Tagebuch sperren' (issue 16): setting, opening, changing and removing a profile's journal PIN.
// Each names the profile its page shows; all but 'Jetzt sperren' only for the active profile.

const t = journalLockMessages.errors;

export interface JournalLockView {
  /** The profile's journal has a PIN. */
  enabled: boolean;
  /** While this session has it open: when it closes again (ISO, the server's clock); otherwise null. */
  openUntil: string | null;
  /** While open: how many milliseconds from now; the browser times this, not `openUntil`. */
  openForMs: number | null;
  /** How the lock is removed without the PIN: the account's password, or a fresh Google sign-in. */
  recovery: "password" | "google";
}

/** Who asks: the signed-in user and their session's key (server/journal-lock/access.ts). */
export interface LockViewer {
  userId: string;
  email: string;
  sessionKey: string | null;
}

const notLocked = () => new ActionFailure("conflict", t.notLockedTitle, t.notLocked);

/** The lock as the journal shows it to this session. */
export async function loadLockView(
  viewer: LockViewer,
  profileId: string,
  now = new Date(),
): Promise<JournalLockView> {
  const [lock, user] = await Promise.all([
    prisma().journalLock.findFirst({
      where: { profileId, userId: viewer.userId },
      select: {
        unlocks: {
          where: { sessionHash: viewer.sessionKey ?? "", expiresAt: { gt: now } },
          select: { expiresAt: true },
        },
      },
    }),
    prisma().user.findUnique({ where: { id: viewer.userId }, select: { passwordHash: true } }),
  ]);
  const open = lock?.unlocks[0];
  return {
    enabled: lock !== null,
    openUntil: open ? open.expiresAt.toISOString() : null,
    openForMs: open ? msUntilRelock(open.expiresAt, now) : null,
    recovery: user?.passwordHash ? "password" : "google",
  };
}

/** The PIN's hash of the profile's lock; refused when the journal has none. */
async function lockedHash(userId: string, profileId: string): Promise<string> {
  const lock = await prisma().journalLock.findFirst({
    where: { profileId, userId },
    select: { pinHash: true },
  });
  if (!lock) throw notLocked();
  return lock.pinHash;
}

/** An unlock belongs to a session; without one (no cookie) there is nothing to open. */
function requireSession(sessionKey: string | null): string {
  if (sessionKey === null) {
    throw new ActionFailure("unauthorized", actionMessages.unauthorizedTitle, actionMessages.unauthorized);
  }
  return sessionKey;
}

/** Opens the journal for this session until 5 minutes from now. */
async function openFor(sessionKey: string | null, profileId: string, now: Date): Promise<void> {
  const sessionHash = requireSession(sessionKey);
  const expiresAt = unlockEnd(now);
  await prisma().journalUnlock.upsert({
    where: { sessionHash_profileId: { sessionHash, profileId } },
    create: { sessionHash, profileId, expiresAt },
    update: { expiresAt },
  });
}

/** 'Tagebuch sperren': the first PIN. Whoever set it has just shown they know it: it starts open. */
export async function setJournalPin(
  viewer: LockViewer,
  input: { profileId: string; pin: string },
  now = new Date(),
): Promise<JournalLockView> {
  const { profileId } = input;
  await requireShownProfile(viewer.userId, profileId);
  const pinHash = await hashPassword(input.pin);
  const created = await prisma().journalLock.createMany({
    data: [{ profileId, userId: viewer.userId, pinHash }],
    skipDuplicates: true,
  });
  if (created.count === 0) throw new ActionFailure("conflict", t.alreadyLockedTitle, t.alreadyLocked);
  if (viewer.sessionKey !== null) await openFor(viewer.sessionKey, profileId, now);
  return loadLockView(viewer, profileId, now);
}

/** The PIN screen: the right PIN opens the journal for this session for 5 minutes. */
export async function unlockJournal(
  viewer: LockViewer,
  input: { profileId: string; pin: string },
  now = new Date(),
): Promise<JournalLockView> {
  const { profileId } = input;
  await requireShownProfile(viewer.userId, profileId);
  requireSession(viewer.sessionKey);
  await checkPin(profileId, await lockedHash(viewer.userId, profileId), input.pin);
  await openFor(viewer.sessionKey, profileId, now);
  return loadLockView(viewer, profileId, now);
}

/** 'Jetzt sperren': closes the journal in this session before its 5 minutes are up. */
export async function lockJournalNow(viewer: LockViewer, profileId: string): Promise<JournalLockView> {
  await requireUsableProfile(viewer.userId, profileId);
  await prisma().journalUnlock.deleteMany({
    where: { sessionHash: viewer.sessionKey ?? "", profileId },
  });
  return loadLockView(viewer, profileId);
}

/** 'PIN ändern': only with the current PIN, under the same limit as the PIN screen. */
export async function changeJournalPin(
  viewer: LockViewer,
  input: { profileId: string; currentPin: string; pin: string },
  now = new Date(),
): Promise<JournalLockView> {
  const { profileId } = input;
  await requireShownProfile(viewer.userId, profileId);
  await checkPin(profileId, await lockedHash(viewer.userId, profileId), input.currentPin, "currentPin");
  const pinHash = await hashPassword(input.pin);
  await prisma().journalLock.update({ where: { profileId, userId: viewer.userId }, data: { pinHash } });
  if (viewer.sessionKey !== null) await openFor(viewer.sessionKey, profileId, now);
  return loadLockView(viewer, profileId, now);
}

/** Removes the lock (its unlocks go with it) and forgets the profile's wrong PINs. */
async function removeLock(userId: string, profileId: string): Promise<void> {
  await prisma().journalLock.deleteMany({ where: { profileId, userId } });
  await clear(limits.journalPinByProfile, profileId);
}

/** 'Sperre aufheben' with the PIN. */
export async function removeJournalLock(
  viewer: LockViewer,
  input: { profileId: string; pin: string },
): Promise<JournalLockView> {
  const { profileId } = input;
  await requireShownProfile(viewer.userId, profileId);
  await checkPin(profileId, await lockedHash(viewer.userId, profileId), input.pin);
  await removeLock(viewer.userId, profileId);
  return loadLockView(viewer, profileId);
}

/**
 * 'PIN vergessen?': the account's password removes the lock. The password is checked under the
 * sign-in's own limit for the address (5 wrong in 15 minutes), so this is no way around it.
 */
export async function removeJournalLockWithPassword(
  viewer: LockViewer,
  input: { profileId: string; password: string },
): Promise<JournalLockView> {
  const { profileId } = input;
  await requireShownProfile(viewer.userId, profileId);
  await lockedHash(viewer.userId, profileId);
  const user = await prisma().user.findUnique({
    where: { id: viewer.userId },
    select: { passwordHash: true },
  });
  if (!user?.passwordHash) throw new ActionFailure("conflict", t.failedTitle, t.noPassword);
  const attempt = await consume(limits.signInFailuresByEmail, viewer.email);
  if (!attempt.allowed) {
    const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
    throw new ActionFailure("rate_limited", t.failedTitle, formatMessage(t.passwordLocked, { minutes }));
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new ActionFailure("validation", t.failedTitle, t.passwordWrong, { password: t.passwordWrong });
  }
  await clear(limits.signInFailuresByEmail, viewer.email);
  await removeLock(viewer.userId, profileId);
  return loadLockView(viewer, profileId);
}

/**
 * 'PIN vergessen?' for an account without a password (Google only): a sign-in with Google in the
 * last 5 minutes stands in for the password. The session's start is that sign-in.
 */
export async function removeJournalLockAfterGoogle(
  viewer: LockViewer,
  profileId: string,
  now = new Date(),
): Promise<JournalLockView> {
  await requireShownProfile(viewer.userId, profileId);
  await lockedHash(viewer.userId, profileId);
  const [user, session] = await Promise.all([
    prisma().user.findUnique({ where: { id: viewer.userId }, select: { passwordHash: true } }),
    prisma().session.findFirst({
      where: { tokenHash: viewer.sessionKey ?? "", userId: viewer.userId },
      select: { createdAt: true },
    }),
  ]);
  if (user?.passwordHash) throw new ActionFailure("conflict", t.failedTitle, t.hasPassword);
  const freshSince = new Date(now.getTime() - FRESH_SIGN_IN_MINUTES * 60_000);
  if (!session || session.createdAt < freshSince) {
    throw new ActionFailure("conflict", t.failedTitle, t.signInTooOld);
  }
  await removeLock(viewer.userId, profileId);
  return loadLockView(viewer, profileId, now);
}
