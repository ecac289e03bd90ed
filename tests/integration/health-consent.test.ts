// Issue 17's explicit consent to health data (GDPR Art. 9 (2) a): no profile is saved without it, it
// is recorded with its time and the version of its text, it is part of the data download, and
// withdrawing it deletes the health data and keeps the account.
import { describe, expect, it, vi } from "vitest";

import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { consentMessages } from "@/messages/consent";
import { getHealthConsent, recordHealthConsent, revokeHealthConsent } from "@/server/actions/consent";
import { createProfile } from "@/server/actions/profile";
import { updateSafetyPlan } from "@/server/actions/safety-plan";
import { prisma } from "@/server/db";

import { downloadOf } from "./support/export";
import { humanProfile, userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const { birthDate: _birthDate, ...withoutBirthDate } = humanProfile;
const person = { ...withoutBirthDate, birthDate: "1990-05-17" };

async function newUser(email: string) {
  const user = await prisma().user.create({ data: { email } });
  signInAs({ id: user.id, email, plan: "free" });
  return user;
}

describe("consent to health data", () => {
  it("refuses the first profile without it, in German, and saves nothing", async () => {
    const user = await newUser("ohne-einwilligung@example.test");
    const result = await createProfile(person);
    expect(result).toMatchObject({
      ok: false,
      code: "validation",
      title: consentMessages.requiredTitle,
      message: consentMessages.required,
      fieldErrors: { healthConsent: consentMessages.required },
    });
    expect(await prisma().profile.count({ where: { userId: user.id } })).toBe(0);
  });

  it("counts only an explicit yes to the current text, and records when and which", async () => {
    const user = await newUser("einwilligung@example.test");
    for (const input of [
      { accepted: false, version: HEALTH_CONSENT_VERSION },
      { accepted: true, version: "1999-01-01" },
      { accepted: "true", version: HEALTH_CONSENT_VERSION },
      {},
    ]) {
      expect(await recordHealthConsent(input)).toMatchObject({ ok: false, code: "validation" });
    }
    expect(await getHealthConsent(undefined)).toMatchObject({ ok: true, data: { givenAt: null } });

    const before = Date.now();
    const given = await recordHealthConsent({ accepted: true, version: HEALTH_CONSENT_VERSION });
    expect(given).toMatchObject({ ok: true, data: { version: HEALTH_CONSENT_VERSION } });
    const row = await prisma().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.healthConsentVersion).toBe(HEALTH_CONSENT_VERSION);
    expect(row.healthConsentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(await createProfile(person)).toMatchObject({ ok: true });
    const [account] = (await downloadOf(user.id)).of("user");
    expect(account).toMatchObject({ healthConsentVersion: HEALTH_CONSENT_VERSION });
    expect(account?.healthConsentAt).toEqual(row.healthConsentAt?.toISOString());
  });

  it("withdrawn, deletes every piece of health data and keeps the account and its subscription", async () => {
    const { user, profile, session } = await userWithProfile("widerruf@example.test", {
      plan: "pro",
      inactive: ["Bello"],
    });
    signInAs(session);
    const chat = await prisma().chat.create({
      data: { userId: user.id, profileId: profile.id, title: "Chat 1" },
    });
    await prisma().chatMessage.create({
      data: { chatId: chat.id, role: "user", content: "Mir geht es heute nicht gut." },
    });
    await prisma().journalEntry.create({
      data: { userId: user.id, profileId: profile.id, type: "loswerden", content: "Viel Druck." },
    });
    await prisma().coachFact.create({
      data: { userId: user.id, profileId: profile.id, source: "chat", content: "Du schläfst schlecht." },
    });
    await prisma().coachMemory.create({ data: { userId: user.id, profileId: profile.id, paused: true } });
    await updateSafetyPlan({
      warningSigns: "Ich schlafe kaum.",
      ownStrategies: "",
      distractions: "",
      peopleToAsk: "",
      professionals: "",
      safeSurroundings: "",
      reasonsToLive: "Meine Nichte.",
    });

    expect(await revokeHealthConsent(undefined)).toMatchObject({ ok: true });

    const where = { userId: user.id };
    expect(await prisma().profile.count({ where })).toBe(0);
    expect(await prisma().chat.count({ where })).toBe(0);
    expect(await prisma().chatMessage.count({ where: { chatId: chat.id } })).toBe(0);
    expect(await prisma().journalEntry.count({ where })).toBe(0);
    expect(await prisma().safetyPlan.count({ where })).toBe(0);
    expect(await prisma().coachFact.count({ where })).toBe(0);
    expect(await prisma().coachMemory.count({ where })).toBe(0);
    const account = await prisma().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(account).toMatchObject({
      email: "widerruf@example.test",
      healthConsentAt: null,
      healthConsentVersion: null,
    });
    expect(await prisma().subscription.count({ where })).toBe(1);

    // A new profile needs the consent again.
    expect(await createProfile(person)).toMatchObject({
      ok: false,
      fieldErrors: { healthConsent: consentMessages.required },
    });
  });

  it("refuses withdrawal for a signed-out request", async () => {
    signInAs(null);
    expect(await revokeHealthConsent(undefined)).toMatchObject({ ok: false, code: "unauthorized" });
  });
});
