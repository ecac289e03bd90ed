// 'Mein Krisenplan': saved per user, read back as typed, refused with a German message when a step
// is too long, never readable by another user, and part of the data download.
import { describe, expect, it, vi } from "vitest";

import { SAFETY_PLAN_FIELD_LIMIT, type SafetyPlanInput } from "@/lib/validations/safety-plan";
import { getSafetyPlan, updateSafetyPlan } from "@/server/actions/safety-plan";

import { downloadOf } from "./support/export";
import { userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const plan: SafetyPlanInput = {
  warningSigns: "Ich schlafe kaum und sage Treffen ab.",
  ownStrategies: "Kalt duschen, laut Musik hören, mit Luna rausgehen.",
  distractions: "Das Café am Eck, meine Schwester Lea.",
  peopleToAsk: "Lea 0660 1234567, Tom 0676 7654321",
  professionals: "Dr. Berger, Praxis 01 234 56 78",
  safeSurroundings: "Die Schlaftabletten bewahrt Lea auf.",
  reasonsToLive: "Luna. Meine Nichte. Der Sommer am See.",
};

describe("Mein Krisenplan", () => {
  it("starts empty and keeps what was saved, as typed", async () => {
    const { session } = await userWithProfile("plan@example.test");
    signInAs(session);
    const empty = await getSafetyPlan(undefined);
    expect(empty).toMatchObject({ ok: true, data: { warningSigns: "", updatedAt: null } });

    const saved = await updateSafetyPlan(plan);
    expect(saved.ok).toBe(true);
    const loaded = await getSafetyPlan(undefined);
    expect(loaded).toMatchObject({ ok: true, data: plan });
    if (!loaded.ok) throw new Error("expected the plan");
    expect(loaded.data.updatedAt).not.toBeNull();

    await updateSafetyPlan({ ...plan, reasonsToLive: "Luna." });
    expect(await getSafetyPlan(undefined)).toMatchObject({ ok: true, data: { reasonsToLive: "Luna." } });
  });

  it("refuses a step that is too long, in German, and keeps the saved plan", async () => {
    const { session } = await userWithProfile("plan-long@example.test");
    signInAs(session);
    await updateSafetyPlan(plan);
    const result = await updateSafetyPlan({ ...plan, warningSigns: "x".repeat(SAFETY_PLAN_FIELD_LIMIT + 1) });
    expect(result).toMatchObject({ ok: false, code: "validation" });
    if (result.ok) throw new Error("expected a refusal");
    expect(result.fieldErrors?.warningSigns).toMatch(/höchstens 2\.000 Zeichen/);
    expect(await getSafetyPlan(undefined)).toMatchObject({
      ok: true,
      data: { warningSigns: plan.warningSigns },
    });
  });

  it("is each user's own", async () => {
    const owner = await userWithProfile("plan-owner@example.test");
    const other = await userWithProfile("plan-other@example.test");
    signInAs(owner.session);
    await updateSafetyPlan(plan);
    signInAs(other.session);
    expect(await getSafetyPlan(undefined)).toMatchObject({ ok: true, data: { warningSigns: "" } });
  });

  it("is part of the data download", async () => {
    const { session, user } = await userWithProfile("plan-export@example.test");
    signInAs(session);
    await updateSafetyPlan(plan);
    expect((await downloadOf(user.id)).of("safetyPlan")).toMatchObject([plan]);
  });
});
