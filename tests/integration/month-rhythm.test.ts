// 'Dein Monat' (issue 15) on a real database: the days are read from check-ins, exercise sessions
// and journal entries of the shown profile only, as Vienna calendar days; the weekly goal is saved
// per profile through a validated action with German errors.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { monthRhythmMessages } from "@/messages/month-rhythm";
import { saveWeeklyGoal } from "@/server/actions/weekly-goal";
import { prisma } from "@/server/db";
import { loadMonthRhythm } from "@/server/queries/month-rhythm";

import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

let counter = 0;
let mara: Awaited<ReturnType<typeof userWithProfile>>;

beforeEach(async () => {
  counter += 1;
  mara = await userWithProfile(`monat-${counter}-${Date.now()}@example.org`, { inactive: ["Lio"] });
  signInAs(mara.session);
});

const goalOf = async (profileId: string) =>
  (await prisma().profile.findUniqueOrThrow({ where: { id: profileId } })).weeklyGoalDays;

describe("the weekly goal", () => {
  it("is saved per profile and can be cleared ('Kein Ziel')", async () => {
    expect(await saveWeeklyGoal({ profileId: mara.profile.id, days: 3 })).toEqual({
      ok: true,
      data: { days: 3 },
    });
    expect(await goalOf(mara.profile.id)).toBe(3);
    expect(await goalOf(mara.inactiveProfiles[0]!.id)).toBeNull();
    expect(await saveWeeklyGoal({ profileId: mara.profile.id, days: null })).toEqual({
      ok: true,
      data: { days: null },
    });
    expect(await goalOf(mara.profile.id)).toBeNull();
  });

  it.each([0, 8, -1, 2.5, "3", "", true])("refuses %j in German and keeps the goal", async (days) => {
    await saveWeeklyGoal({ profileId: mara.profile.id, days: 4 });
    const result = await saveWeeklyGoal({ profileId: mara.profile.id, days });
    expect(result).toMatchObject({
      ok: false,
      code: "validation",
      message: monthRhythmMessages.goal.invalid,
      fieldErrors: { days: monthRhythmMessages.goal.invalid },
    });
    expect(await goalOf(mara.profile.id)).toBe(4);
  });

  it("is not set on another user's profile, nor on a profile the page no longer shows", async () => {
    const other = await userWithProfile(`monat-fremd-${counter}-${Date.now()}@example.org`);
    signInAs(mara.session);
    expect(await saveWeeklyGoal({ profileId: other.profile.id, days: 2 })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await goalOf(other.profile.id)).toBeNull();

    const pro = await userWithProfile(`monat-pro-${counter}-${Date.now()}@example.org`, {
      plan: "pro",
      inactive: ["Lio"],
    });
    signInAs(pro.session);
    const inactive = pro.inactiveProfiles[0]!.id;
    expect(await saveWeeklyGoal({ profileId: inactive, days: 2 })).toMatchObject({
      ok: false,
      code: "conflict",
    });
    expect(await goalOf(inactive)).toBeNull();
  });
});

describe("loadMonthRhythm", () => {
  const now = new Date("2026-11-15T10:00:00Z");

  it("counts Vienna days with a check-in, an exercise or a journal entry of the shown profile", async () => {
    const { id: userId } = mara.user;
    const profileId = mara.profile.id;
    const lio = mara.inactiveProfiles[0]!.id;
    await prisma().checkIn.create({
      data: { userId, profileId, day: new Date("2026-11-03T00:00:00Z"), state: "müde", energy: 2 },
    });
    // 23:30 UTC on 31 October is 00:30 on 1 November in Vienna.
    await prisma().exerciseSession.create({
      data: {
        userId,
        profileId,
        exerciseId: "box-atmung",
        durationSeconds: 240,
        energyBefore: 2,
        energyAfter: 3,
        startedAt: new Date("2026-10-31T23:26:00Z"),
        completedAt: new Date("2026-10-31T23:30:00Z"),
      },
    });
    // 22:30 UTC on 31 October is still October in Vienna.
    await prisma().journalEntry.create({
      data: {
        userId,
        profileId,
        type: "loswerden",
        content: "Spät",
        createdAt: new Date("2026-10-31T22:30:00Z"),
      },
    });
    await prisma().journalEntry.create({
      data: {
        userId,
        profileId,
        type: "klarheit",
        content: "Ruhig",
        createdAt: new Date("2026-11-10T12:00:00Z"),
      },
    });
    await prisma().journalEntry.create({
      data: {
        userId,
        profileId,
        type: "klarheit",
        content: "Nochmal",
        createdAt: new Date("2026-11-10T18:00:00Z"),
      },
    });
    // Another profile's day is its own.
    await prisma().checkIn.create({
      data: { userId, profileId: lio, day: new Date("2026-11-05T00:00:00Z"), state: "müde", energy: 2 },
    });
    await prisma().profile.update({ where: { id: profileId }, data: { weeklyGoalDays: 2 } });

    const rhythm = await loadMonthRhythm(userId, profileId, now);
    expect(rhythm).toMatchObject({ year: 2026, month: 11, count: 3, week: { done: 1, goal: 2 } });
    const marked = rhythm.weeks
      .flat()
      .filter((day) => day?.active)
      .map((day) => day?.day);
    expect(marked).toEqual(["2026-11-01", "2026-11-03", "2026-11-10"]);

    const forLio = await loadMonthRhythm(userId, lio, now);
    expect(forLio).toMatchObject({ count: 1, week: { done: 0, goal: null } });
  });

  it("reads nothing of another user", async () => {
    const other = await userWithProfile(`monat-anders-${counter}-${Date.now()}@example.org`);
    expect(await loadMonthRhythm(mara.user.id, other.profile.id, now)).toMatchObject({ count: 0 });
  });

  it("has an empty month", async () => {
    expect(await loadMonthRhythm(mara.user.id, mara.profile.id, now)).toMatchObject({
      count: 0,
      week: { done: 0, goal: null },
    });
  });
});
