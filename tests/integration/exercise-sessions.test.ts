// Finished exercise sessions on a real database: recorded with their before/after energy for the
// user's own profile only, bad input refused without writing, and shown in the 30-day trends.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { viennaDate } from "@/lib/calendar/vienna-time";
import { getTrends, recordExerciseSession } from "@/server/actions/exercises";
import { prisma } from "@/server/db";

import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

let counter = 0;

async function createUserWithProfile() {
  counter += 1;
  const user = await prisma().user.create({ data: { email: `uebung-${counter}-${Date.now()}@example.org` } });
  const profile = await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      isActive: true,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 38,
    },
  });
  return { user, profile };
}

const signIn = (user: { id: string; email: string }) =>
  signInAs({ id: user.id, email: user.email, plan: "free" });

let mara: Awaited<ReturnType<typeof createUserWithProfile>>;
let other: Awaited<ReturnType<typeof createUserWithProfile>>;

beforeEach(async () => {
  mara = await createUserWithProfile();
  other = await createUserWithProfile();
  signIn(mara.user);
});

const valid = () => ({
  profileId: mara.profile.id,
  exerciseId: "box-atmung",
  durationSeconds: 480,
  energyBefore: 2,
  energyAfter: 4,
});

describe("recordExerciseSession", () => {
  it("records the session with the server's time and the duration actually spent", async () => {
    const before = Date.now();
    const result = await recordExerciseSession({ ...valid(), durationSeconds: 300 });
    expect(result).toMatchObject({
      ok: true,
      data: { exerciseId: "box-atmung", durationSeconds: 300, energyBefore: 2, energyAfter: 4 },
    });
    const row = await prisma().exerciseSession.findFirstOrThrow({ where: { profileId: mara.profile.id } });
    expect(row.userId).toBe(mara.user.id);
    expect(row.completedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.completedAt.getTime() - row.startedAt.getTime()).toBe(300_000);
  });

  it("treats another user's profile like a missing one and writes nothing", async () => {
    const result = await recordExerciseSession({ ...valid(), profileId: other.profile.id });
    expect(result).toMatchObject({ ok: false, code: "not_found" });
    expect(await prisma().exerciseSession.count({ where: { profileId: other.profile.id } })).toBe(0);
  });

  it("refuses bad input in German without writing", async () => {
    for (const input of [
      { ...valid(), exerciseId: "gibt-es-nicht" },
      { ...valid(), energyBefore: 0 },
      { ...valid(), energyAfter: 6 },
      { ...valid(), energyAfter: 2.5 },
      { ...valid(), durationSeconds: 0 },
      // Box-Atmung takes 8 minutes; a longer session cannot have happened in the player.
      { ...valid(), durationSeconds: 481 },
      { ...valid(), profileId: "nicht-uuid" },
      { ...valid(), userId: other.user.id },
      { ...valid(), exerciseId: "<script>alert(1)</script>" },
    ]) {
      expect(await recordExerciseSession(input), JSON.stringify(input)).toMatchObject({
        ok: false,
        code: "validation",
      });
    }
    const tooLong = await recordExerciseSession({ ...valid(), durationSeconds: 481 });
    expect(tooLong).toMatchObject({ message: "Die Dauer ist länger als die Übung selbst." });
    expect(await prisma().exerciseSession.count({ where: { userId: mara.user.id } })).toBe(0);
  });

  it("refuses a signed-out caller", async () => {
    signInAs(null);
    expect(await recordExerciseSession(valid())).toMatchObject({ ok: false, code: "unauthorized" });
    expect(await prisma().exerciseSession.count({ where: { userId: mara.user.id } })).toBe(0);
  });
});

describe("getTrends", () => {
  it("shows today's sessions and their average before/after effect", async () => {
    await recordExerciseSession(valid());
    await recordExerciseSession({ ...valid(), energyBefore: 3, energyAfter: 3 });
    await recordExerciseSession({ ...valid(), exerciseId: "lichtdusche", durationSeconds: 600 });
    const result = await getTrends({ profileId: mara.profile.id });
    if (!result.ok) throw new Error(result.message);
    const today = result.data.days.at(-1);
    expect(today).toMatchObject({ day: viennaDate(new Date()), exercises: 3, energy: null });
    expect(result.data.sessions).toBe(3);
    expect(
      result.data.effects.map(({ exerciseId, sessions, averageBefore, averageAfter }) => ({
        exerciseId,
        sessions,
        averageBefore,
        averageAfter,
      })),
    ).toEqual([
      { exerciseId: "lichtdusche", sessions: 1, averageBefore: 2, averageAfter: 4 },
      { exerciseId: "box-atmung", sessions: 2, averageBefore: 2.5, averageAfter: 3.5 },
    ]);
  });

  it("leaves out sessions older than 30 days and other profiles' sessions", async () => {
    await prisma().exerciseSession.create({
      data: {
        userId: mara.user.id,
        profileId: mara.profile.id,
        exerciseId: "box-atmung",
        durationSeconds: 480,
        energyBefore: 1,
        energyAfter: 5,
        startedAt: new Date(Date.now() - 40 * 86_400_000),
        completedAt: new Date(Date.now() - 40 * 86_400_000),
      },
    });
    signIn(other.user);
    await recordExerciseSession({ ...valid(), profileId: other.profile.id });
    signIn(mara.user);
    const result = await getTrends({ profileId: mara.profile.id });
    expect(result).toMatchObject({ ok: true, data: { sessions: 0, effects: [] } });
  });

  it("refuses another user's profile", async () => {
    expect(await getTrends({ profileId: other.profile.id })).toMatchObject({ ok: false, code: "not_found" });
  });
});
