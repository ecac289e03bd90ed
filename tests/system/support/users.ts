// Accounts the system tests start from: created in the database directly,
// with a confirmed address, so they can sign in with their password.
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db";

export async function confirmedUser(database: Database, email: string, password: string): Promise<string> {
  const row = await database.prisma.user.create({
    data: { email, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() },
  });
  return row.id;
}
