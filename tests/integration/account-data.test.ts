// Account deletion removes every row that references the user, in every
// table; the export holds every entity the user created.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { deleteAccount } from "@/server/actions/account";
import { hashPassword } from "@/server/auth/password";
import { hashToken } from "@/server/auth/tokens";
import { prisma } from "@/server/db";
import { queueMail } from "@/server/mail/send";
import { hit, limits, resetLimiters } from "@/server/rate-limit";

import { downloadOf } from "./support/export";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

/** A user who has used every part of the product. */
async function fullUser(email: string) {
  const client = prisma();
  const user = await client.user.create({
    data: { email, passwordHash: await hashPassword("geheim-genug") },
  });
  const human = await client.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 40,
      isActive: true,
    },
  });
  const dog = await client.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "animal",
      name: "Bello",
      gender: "männlich",
      animalType: "hund",
      age: 3,
    },
  });
  const analysis = await client.analysis.create({
    data: { profileId: human.id, overallState: "unruhig", engineVersion: "test", detail: { patterns: [] } },
  });
  const chat = await client.chat.create({ data: { userId: user.id, profileId: human.id, title: "Chat 1" } });
  const message = await client.chatMessage.create({
    data: { chatId: chat.id, role: "user", content: "Hallo" },
  });
  const entry = await client.journalEntry.create({
    data: {
      userId: user.id,
      profileId: human.id,
      type: "loswerden",
      content: "Heute war viel los.",
      analysisId: analysis.id,
      chatId: chat.id,
    },
  });
  const session = await client.exerciseSession.create({
    data: {
      userId: user.id,
      profileId: dog.id,
      exerciseId: "box-atmung",
      durationSeconds: 600,
      energyBefore: 2,
      energyAfter: 4,
      startedAt: new Date(),
    },
  });
  const checkIn = await client.checkIn.create({
    data: { userId: user.id, profileId: human.id, day: new Date("2026-11-20"), state: "müde", energy: 2 },
  });
  await client.coachUsage.create({ data: { userId: user.id, day: new Date("2026-11-20"), replies: 2 } });
  const family = await client.familyAnalysis.create({
    data: {
      userId: user.id,
      engineVersion: "test",
      analysisIds: [analysis.id],
      detail: { sharedPatterns: [] },
    },
  });
  await client.subscription.create({
    data: {
      id: `sub_${user.id.slice(0, 8)}`,
      userId: user.id,
      stripeCustomerId: "cus_test",
      status: "canceled",
    },
  });
  await client.account.create({
    data: { userId: user.id, type: "oauth", provider: "google", providerAccountId: `g-${user.id}` },
  });
  await client.passwordResetToken.create({
    data: { userId: user.id, tokenHash: hashToken(`r-${user.id}`), expiresAt: new Date(Date.now() + 60_000) },
  });
  await client.emailVerificationToken.create({
    data: { userId: user.id, tokenHash: hashToken(`v-${user.id}`), expiresAt: new Date(Date.now() + 60_000) },
  });
  await client.profileWebhookDelivery.create({
    data: { profileId: human.id, userId: user.id, eventType: "profile_created", payload: { name: "Mara" } },
  });
  resetLimiters();
  await hit(limits.signInFailuresByEmail, email);
  await hit(limits.resetByEmail, email);
  await queueMail({ kind: "reset-password", userId: user.id });
  return {
    user,
    ids: [human.id, dog.id, analysis.id, chat.id, message.id, entry.id, session.id, checkIn.id, family.id],
  };
}

type Column = { table_schema: string; table_name: string; column_name: string; data_type: string };

/** Rows in any table, in any schema we own, that mention the user by id or e-mail. */
async function rowsReferencing(userId: string, email: string): Promise<string[]> {
  const { sql } = testDatabase();
  const { rows: columns } = await sql.query<Column>(
    `SELECT table_schema, table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema IN ('public', 'pgboss')
        AND data_type IN ('uuid', 'text', 'character varying', 'jsonb', 'ARRAY')
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')`,
  );
  const found: string[] = [];
  for (const column of columns) {
    const target = `"${column.table_schema}"."${column.table_name}"."${column.column_name}"`;
    const ref = `"${column.table_schema}"."${column.table_name}"`;
    const value = `"${column.column_name}"::text`;
    const { rows } = await sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${ref} WHERE ${value} LIKE '%' || $1 || '%' OR ${value} LIKE '%' || $2 || '%'`,
      [userId, email],
    );
    if ((rows[0]?.count ?? 0) > 0) found.push(`${target}: ${rows[0]?.count}`);
  }
  return found;
}

describe("account data", () => {
  beforeEach(() => signInAs(null));

  it("delete account leaves zero rows referencing the user in any table", async () => {
    const email = "loeschen@example.org";
    const { user } = await fullUser(email);
    const bystander = await fullUser("bleibt@example.org");
    expect((await rowsReferencing(user.id, email)).length).toBeGreaterThan(10);

    signInAs({ id: user.id, email, plan: "free" });
    expect(await deleteAccount({ confirmation: "LÖSCHEN" })).toEqual({ ok: true, data: { deleted: true } });

    expect(await rowsReferencing(user.id, email)).toEqual([]);
    // Nobody else lost anything.
    expect(await prisma().profile.count({ where: { userId: bystander.user.id } })).toBe(2);
    expect((await rowsReferencing(bystander.user.id, "bleibt@example.org")).length).toBeGreaterThan(10);
  });

  it("refuses deletion without the confirmation word or a session, and writes nothing", async () => {
    const { user } = await fullUser("vorsicht@example.org");
    expect(await deleteAccount({ confirmation: "ja" })).toMatchObject({ ok: false, code: "unauthorized" });
    signInAs({ id: user.id, email: "vorsicht@example.org", plan: "free" });
    expect(await deleteAccount({ confirmation: "ja" })).toMatchObject({ ok: false, code: "validation" });
    expect(await deleteAccount({ confirmation: "LÖSCHEN", extra: 1 })).toMatchObject({
      ok: false,
      code: "validation",
    });
    expect(await deleteAccount("LÖSCHEN")).toMatchObject({ ok: false, code: "validation" });
    expect(await prisma().user.count({ where: { id: user.id } })).toBe(1);
  });

  it("the export holds every entity the user created", async () => {
    const email = "export@example.org";
    const { user, ids } = await fullUser(email);
    const { text: json, of } = await downloadOf(user.id);
    for (const id of ids) expect(json).toContain(id);
    expect(of("user")).toMatchObject([{ email }]);
    expect(of("profile")).toHaveLength(2);
    expect(of("analysis")).toHaveLength(1);
    expect(of("chat")).toHaveLength(1);
    expect(of("chatMessage")).toHaveLength(1);
    expect(json).not.toContain("passwordHash");
    expect(json).not.toContain("password_hash");
  });
});
