"use server";

import { ActionFailure } from "@/lib/errors";
import { changePasswordSchema, deleteAccountSchema } from "@/lib/validations/auth";
import { authMessages } from "@/messages/auth";
import { authedAction } from "@/server/actions/safe-action";
import { deleteAccountData } from "@/server/account/delete";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { prisma } from "@/server/db";

const t = authMessages.account;

/** Changes the password; every other session ends (the client signs in again with the new one). */
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
    await prisma().user.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(password), sessionVersion: { increment: 1 } },
    });
    return { email: user.email };
  },
);

/** Deletes the user and everything they own, in one transaction. */
export const deleteAccount = authedAction("deleteAccount", deleteAccountSchema, async (_input, user) => {
  await deleteAccountData(user.id);
  return { deleted: true };
});
