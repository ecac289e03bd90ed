// The impulse module's server side: the reminder switch is saved on the account, and the
// overview shows the same impulse of the day as the dashboard card, for the user's profiles only.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { impulseOfTheDay, wisdomOfTheDay } from "@/lib/impulses/daily";
import { viennaDate } from "@/lib/calendar/vienna-time";
import { getImpulseOverview, setImpulseReminder } from "@/server/actions/impulses";
import { prisma } from "@/server/db";
import { loadAppState } from "@/server/queries/app-state";

import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

let counter = 0;

async function createUserWithProfile() {
  counter += 1;
  return userWithProfile(`impuls-${counter}-${Date.now()}@example.org`);
}

let mara: Awaited<ReturnType<typeof createUserWithProfile>>;
let other: Awaited<ReturnType<typeof createUserWithProfile>>;

beforeEach(async () => {
  mara = await createUserWithProfile();
  other = await createUserWithProfile();
  signInAs(mara.session);
});

describe("impulse overview", () => {
  it("shows the dashboard's impulse of the day for the latest analysis's state, and the wisdom", async () => {
    await prisma().analysis.create({
      data: { profileId: mara.profile.id, overallState: "unruhig", engineVersion: "test", detail: {} },
    });
    const result = await getImpulseOverview({ profileId: mara.profile.id });
    if (!result.ok) throw new Error(result.message);
    const today = viennaDate(new Date());
    expect(result.data.state).toBe("unruhig");
    expect(result.data.today).toEqual(impulseOfTheDay(mara.user.id, today, "unruhig"));
    expect(result.data.wisdom).toEqual(wisdomOfTheDay(today));
    expect(result.data.reminder).toEqual({ enabled: false, emailVerified: false });
    const dashboard = await loadAppState(mara.session);
    expect(dashboard.dailyImpulse?.id).toBe(result.data.today.id);
  });

  it("uses harmonisch without an analysis", async () => {
    const result = await getImpulseOverview({ profileId: mara.profile.id });
    expect(result).toMatchObject({ ok: true, data: { state: "harmonisch", today: { state: "harmonisch" } } });
  });

  it("refuses another user's profile like a missing one", async () => {
    expect(await getImpulseOverview({ profileId: other.profile.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });
});

describe("reminder switch", () => {
  it("is saved on the signed-in user's account only", async () => {
    expect(await setImpulseReminder({ enabled: true })).toEqual({ ok: true, data: { enabled: true } });
    const read = (id: string) => prisma().user.findUniqueOrThrow({ where: { id } });
    expect((await read(mara.user.id)).impulseReminderEnabled).toBe(true);
    expect((await read(other.user.id)).impulseReminderEnabled).toBe(false);
    const overview = await getImpulseOverview({ profileId: mara.profile.id });
    expect(overview).toMatchObject({ ok: true, data: { reminder: { enabled: true } } });

    expect(await setImpulseReminder({ enabled: false })).toEqual({ ok: true, data: { enabled: false } });
    expect((await read(mara.user.id)).impulseReminderEnabled).toBe(false);
  });

  it("refuses bad input and signed-out callers", async () => {
    for (const input of [{}, { enabled: "ja" }, { enabled: true, userId: other.user.id }, null]) {
      expect(await setImpulseReminder(input)).toMatchObject({ ok: false, code: "validation" });
    }
    signInAs(null);
    expect(await setImpulseReminder({ enabled: true })).toMatchObject({ ok: false, code: "unauthorized" });
    expect(
      (await prisma().user.findUniqueOrThrow({ where: { id: mara.user.id } })).impulseReminderEnabled,
    ).toBe(false);
  });
});
