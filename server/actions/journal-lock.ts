"use server";

import {
  changePinSchema,
  passwordResetLockSchema,
  pinSchemaForProfile,
  profileOnlySchema,
  setPinSchema,
} from "@/lib/validations/journal-lock";
import { authedAction } from "@/server/actions/safe-action";
import type { SessionUser } from "@/server/auth/session";
import { currentSessionKey } from "@/server/journal-lock/session-key";
import {
  changeJournalPin,
  type LockViewer,
  lockJournalNow,
  removeJournalLock,
  removeJournalLockAfterGoogle,
  removeJournalLockWithPassword,
  setJournalPin,
  unlockJournal,
} from "@/server/journal-lock/lock-settings";

// 'Tagebuch sperren' (issue 16). Every action answers with the lock as this session sees it;
// none ever returns or logs a PIN.

const viewer = async (user: SessionUser): Promise<LockViewer> => ({
  userId: user.id,
  email: user.email,
  sessionKey: await currentSessionKey(),
});

/** 'Sperre einrichten': the PIN twice. */
export const setJournalLock = authedAction("setJournalLock", setPinSchema, async (input, user) =>
  setJournalPin(await viewer(user), input),
);

/** The PIN screen's 'Entsperren'. */
export const unlockJournalWithPin = authedAction("unlockJournal", pinSchemaForProfile, async (input, user) =>
  unlockJournal(await viewer(user), input),
);

/** 'Jetzt sperren'. */
export const lockJournal = authedAction("lockJournal", profileOnlySchema, async ({ profileId }, user) =>
  lockJournalNow(await viewer(user), profileId),
);

/** 'PIN ändern': the old PIN, the new one twice. */
export const changeJournalLockPin = authedAction("changeJournalPin", changePinSchema, async (input, user) =>
  changeJournalPin(await viewer(user), input),
);

/** 'Sperre aufheben' with the PIN. */
export const removeJournalLockWithPin = authedAction(
  "removeJournalLock",
  pinSchemaForProfile,
  async (input, user) => removeJournalLock(await viewer(user), input),
);

/** 'PIN vergessen?' with the account's password. */
export const forgetJournalPin = authedAction(
  "forgetJournalPin",
  passwordResetLockSchema,
  async (input, user) => removeJournalLockWithPassword(await viewer(user), input),
);

/** 'PIN vergessen?' for a Google-only account, right after signing in with Google again. */
export const forgetJournalPinAfterGoogle = authedAction(
  "forgetJournalPinAfterGoogle",
  profileOnlySchema,
  async ({ profileId }, user) => removeJournalLockAfterGoogle(await viewer(user), profileId),
);
