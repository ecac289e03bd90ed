// The daily check-in on a real database: one per profile and Vienna day (a second one replaces
// it), only for the user's own profiles, and part of the 30-day trends.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { viennaDate } from "@/lib/calendar/vienna-time";
import { getTodayCheckIn, saveCheckIn } from "@/server/actions/check-ins";
import { getTrends } from "@/server/actions/exercises";
import { prisma } from "@/server/db";

import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

let counter = 0;

async function createUserWithProfile() {
  counter += 1;
  const user = await prisma().user.create({
    data: { email: `checkin-${counter}-${Date.now()}@example.org` },
  });
  const profile = await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      isActive: true,
      profileType: "animal",
      name: "Bello",
      gender: "männlich",
      animalType: "hund",
      age: 4,
    },
  });
  return { user, profile };
}

let mara: Awaited<ReturnType<typeof createUserWithProfile>>;
let other: Awaited<ReturnType<typeof createUserWithProfile>>;

beforeEach(async () => {
  mara = await createUserWithProfile();
  other = await createUserWithProfile();
  signInAs({ id: mara.user.id, email: mara.user.email, plan: "free" });
});

describe("daily check-in", () => {
  it("is empty before the first check-in of the day", async () => {
    expect(await getTodayCheckIn({ profileId: mara.profile.id })).toEqual({ ok: true, data: null });
  });

  it("saves today's check-in and replaces it on a second save the same day", async () => {
    expect(await saveCheckIn({ profileId: mara.profile.id, state: "unruhig", energy: 2 })).toEqual({
      ok: true,
      data: { state: "unruhig", energy: 2 },
    });
    expect(await saveCheckIn({ profileId: mara.profile.id, state: "gestärkt", energy: 4 })).toEqual({
      ok: true,
      data: { state: "gestärkt", energy: 4 },
    });
    const rows = await prisma().checkIn.findMany({ where: { profileId: mara.profile.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: mara.user.id, state: "gestärkt", energy: 4 });
    expect(rows[0]?.day.toISOString().slice(0, 10)).toBe(viennaDate(new Date()));
    expect(await getTodayCheckIn({ profileId: mara.profile.id })).toEqual({
      ok: true,
      data: { state: "gestärkt", energy: 4 },
    });
  });

  it("keeps earlier days and shows them in the trends", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    await prisma().checkIn.create({
      data: {
        userId: mara.user.id,
        profileId: mara.profile.id,
        day: new Date(`${viennaDate(yesterday)}T00:00:00Z`),
        state: "müde",
        energy: 1,
      },
    });
    await saveCheckIn({ profileId: mara.profile.id, state: "harmonisch", energy: 4 });
    const result = await getTrends({ profileId: mara.profile.id });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.days.slice(-2)).toEqual([
      { day: viennaDate(yesterday), state: "müde", energy: 1, exercises: 0 },
      { day: viennaDate(new Date()), state: "harmonisch", energy: 4, exercises: 0 },
    ]);
    expect(result.data).toMatchObject({ checkIns: 2, averageEnergy: 2.5 });
  });

  it("refuses another user's profile like a missing one and writes nothing", async () => {
    expect(await saveCheckIn({ profileId: other.profile.id, state: "müde", energy: 1 })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await getTodayCheckIn({ profileId: other.profile.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await prisma().checkIn.count({ where: { profileId: other.profile.id } })).toBe(0);
  });

  it("refuses bad input without writing", async () => {
    for (const input of [
      { profileId: mara.profile.id, state: "glücklich", energy: 3 },
      { profileId: mara.profile.id, state: "müde", energy: 0 },
      { profileId: mara.profile.id, state: "müde", energy: 6 },
      { profileId: mara.profile.id, state: "müde", energy: "3" },
      { profileId: mara.profile.id, state: "müde" },
      { profileId: mara.profile.id, state: "müde", energy: 3, day: "2020-01-01" },
      { profileId: "'; DROP TABLE check_ins; --", state: "müde", energy: 3 },
    ]) {
      expect(await saveCheckIn(input), JSON.stringify(input)).toMatchObject({
        ok: false,
        code: "validation",
      });
    }
    expect(await prisma().checkIn.count({ where: { userId: mara.user.id } })).toBe(0);
  });
});
