// Issue 22: the age comes from the birth date when it is read, so it is right
// on the day after a birthday, and no check that depends on today's date can
// fail an unrelated update such as the profile switch.
import { afterEach, describe, expect, it, vi } from "vitest";

import { listProfiles, switchProfile } from "@/server/actions/profiles";
import { prisma } from "@/server/db";

import { userWithProfile } from "./support/fixtures";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

afterEach(() => vi.useRealTimers());

describe("the age at read time (issue 22)", () => {
  it("is one year more on the day after the birthday, without any write in between", async () => {
    const { session, profile } = await userWithProfile("geburtstag@example.org");
    await prisma().profile.update({ where: { id: profile.id }, data: { birthDate: new Date("1990-06-15") } });
    signInAs(session);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-14T10:00:00"));
    expect(await listProfiles(undefined)).toMatchObject({ ok: true, data: { profiles: [{ age: 35 }] } });
    vi.setSystemTime(new Date("2026-06-16T10:00:00"));
    expect(await listProfiles(undefined)).toMatchObject({ ok: true, data: { profiles: [{ age: 36 }] } });
  });

  it("never fails a profile switch, even for a birth date that has since passed the 120-year bound", async () => {
    const { session, profile, inactiveProfiles } = await userWithProfile("uralt@example.org", {
      plan: "pro",
      inactive: ["Lio"],
    });
    // Saved when it was within 120 years; today it is not. A constraint on today's date
    // (if the schema has one) is re-added NOT VALID, which checks every later update of the row.
    const { sql } = testDatabase();
    const { rows } = await sql.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'profiles_birth_date_realistic'`,
    );
    const definition = rows[0]?.def ?? "CHECK (true)";
    await sql.query(`ALTER TABLE profiles DROP CONSTRAINT profiles_birth_date_realistic`);
    await sql.query(`UPDATE profiles SET birth_date = CURRENT_DATE - INTERVAL '121 years' WHERE id = $1`, [
      profile.id,
    ]);
    await sql.query(
      `ALTER TABLE profiles ADD CONSTRAINT profiles_birth_date_realistic ${definition} NOT VALID`,
    );
    signInAs(session);
    expect(await switchProfile({ profileId: inactiveProfiles[0]?.id })).toMatchObject({ ok: true });
    expect(await switchProfile({ profileId: profile.id })).toMatchObject({ ok: true });
  });
});
