"use server";

import { z } from "@/lib/validations/zod";

import { ActionFailure } from "@/lib/errors";
import { changePasswordSchema, deleteAccountSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { authedAction } from "@/server/actions/safe-action";
import { deleteAccountData } from "@/server/account/delete";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { forgetOtherResetLinks } from "@/server/auth/reset-links";
import { currentSessionId } from "@/server/auth/session";
import { endSessions } from "@/server/auth/sessions";
import { prisma } from "@/server/db";

const t = authMessages.account;

/**
 * Changes the password; every other session of the account ends, this one
 * continues, and reset links still in the mailbox stop working.
 */
export const changePassword = authedAction(
  "changePassword",
  changePasswordSchema,
  async ({ currentPassword, password }, user) => {
    const row = await prisma().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
    if (!row?.passwordHash) throw new ActionFailure("conflict", t.changePasswordTitle, t.noPasswordYet);
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new ActionFailure("validation", t.changePasswordTitle, t.currentPasswordWrong, {
        currentPassword: t.currentPasswordWrong,
      });
    }
    const passwordHash = await hashPassword(password);
    const current = await currentSessionId();
    await prisma().$transaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      await endSessions(user.id, { except: current ?? undefined, client: tx });
      await forgetOtherResetLinks(user.id, tx);
    });
    return { email: user.email };
  },
);

/** 'Überall abmelden': ends every session of the account, this one included. */
export const signOutEverywhere = authedAction("signOutEverywhere", z.undefined(), async (_input, user) => ({
  ended: await endSessions(user.id),
}));

/** Deletes the user and everything they own, in one transaction. */
export const deleteAccount = authedAction("deleteAccount", deleteAccountSchema, async (_input, user) => {
  await deleteAccountData(user.id);
  return { deleted: true };
});
