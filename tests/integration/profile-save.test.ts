// The profile save of issue 5 on a real database: the server actions parse
// with the wizard's schema, save in one transaction, read back what the
// database computed, and answer bad input in German without a 500 or a
// partial row. GET /api/profile reads the active profile as JSON.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET } from "@/app/api/profile/route";
import { addProfile, createProfile, loadActiveProfile, updateActiveProfile } from "@/server/actions/profile";
import { prisma } from "@/server/db";
import type { ParsedProfile } from "@/server/profiles/profile-data";
import { saveProfile } from "@/server/profiles/save-profile";

import { onPostgres } from "./support/per-file-database";
import { HEALTH_CONSENT, humanProfile, withVersion } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const UNREALISTIC = {
  age: "Das eingegebene Alter ist unrealistisch. Bitte prüfe deine Angaben.",
  height: "Die eingegebene Körpergröße ist unrealistisch. Bitte prüfe deine Angaben.",
  weight: "Das eingegebene Gewicht ist unrealistisch. Bitte prüfe deine Angaben.",
  birthDate: "Das eingegebene Geburtsdatum ist unrealistisch. Bitte prüfe deine Angaben.",
};

const human = humanProfile;
const STALE = "Dieses Profil wurde inzwischen an einem anderen Gerät geändert. Bitte lade neu.";

const dog: ParsedProfile = {
  profileType: "animal",
  gender: "unbekannt",
  animalType: "andere",
  customAnimalType: "Igel",
  name: "Stachel",
  age: 3,
  weightKg: 0.85,
  breed: "Braunbrustigel",
  housingType: "andere",
  customHousingType: "Gehege im Garten",
  generalBehavior: "Er ist nachts aktiv und neugierig",
  recentHealthIssues: "Keine Probleme in den letzten Wochen",
  environmentChanges: "Wir haben den Garten neu bepflanzt",
  relationshipDescription: "Er kommt abends zum Futterplatz zu mir",
  exerciseLevel: "frei",
  behaviorPatterns: ["unruhig"],
};

let seq = 0;
async function newUser(plan: "free" | "pro" = "free") {
  seq += 1;
  const user = await prisma().user.create({
    data: { email: `profil-${seq}@example.org`, ...HEALTH_CONSENT },
  });
  if (plan === "pro") {
    await prisma().subscription.create({
      data: { id: `sub_${seq}`, userId: user.id, stripeCustomerId: `cus_${seq}`, status: "active" },
    });
  }
  const session = { id: user.id, email: user.email, plan };
  signInAs(session);
  return session;
}

const profilesOf = (userId: string) =>
  prisma().profile.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

beforeAll(() => {
  vi.stubEnv("PROFILE_WEBHOOK_URL", "");
});
afterAll(() => vi.unstubAllEnvs());

describe("the save action", () => {
  it("creates the first profile, active, and reads back what the database computed", async () => {
    const user = await newUser();
    const result = await createProfile(human);
    expect(result).toMatchObject({
      ok: true,
      data: { computedBmi: 22.5, completionPercentage: 100, webhookWarning: false },
    });
    const [row, ...others] = await profilesOf(user.id);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: "Mara",
      isActive: true,
      createdBy: user.id,
      financialSituation: "im_wandel",
      currentSymptoms: ["kopfschmerzen", "schlafstoerungen"],
      stressLevel: 7,
      animalType: null,
    });
    expect(result.ok && result.data.profileId).toBe(row?.id);
    expect(result.ok && result.data.computedAge).toBe(row?.computedAge);
    expect(row?.computedAge).toBeGreaterThanOrEqual(35);
    // The age is derived from the birth date (spec §4), not taken from the client.
    expect(row?.age).toBe(row?.computedAge);
    expect(await prisma().profileWebhookDelivery.count()).toBe(0);
  });

  it("refuses a second create (another tab made the profile) and changes nothing", async () => {
    const user = await newUser();
    await createProfile(human);
    const before = await profilesOf(user.id);
    expect(await createProfile(dog)).toMatchObject({ ok: false, code: "conflict", message: STALE });
    expect(await profilesOf(user.id)).toEqual(before);
  });

  it.runIf(onPostgres)("serialises concurrent first saves of one user into one profile", async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => createProfile(human)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === "conflict")).toHaveLength(4);
    expect(await profilesOf(user.id)).toHaveLength(1);
  });

  it("edits the active profile and loads it back as wizard values", async () => {
    const user = await newUser();
    expect(await updateActiveProfile(await withVersion(human))).toMatchObject({
      ok: false,
      code: "not_found",
      title: "Fehler beim Erstellen des Profils",
    });
    await createProfile(human);
    expect(
      await updateActiveProfile(
        await withVersion({ ...human, name: "Mara Sonnleitner", birthDate: "", age: 40 }),
      ),
    ).toMatchObject({
      ok: true,
      data: { computedAge: 40, completionPercentage: 83 },
    });
    const loaded = await loadActiveProfile(undefined);
    expect(loaded).toMatchObject({
      ok: true,
      data: {
        values: { name: "Mara Sonnleitner", birthDate: "", age: 40, customAnimalType: "", animalType: null },
      },
    });
    expect((await profilesOf(user.id)).map((row) => row.name)).toEqual(["Mara Sonnleitner"]);
  });

  it("adds a second profile only with Pro, and not as the active one", async () => {
    const free = await newUser("free");
    await createProfile(human);
    expect(await addProfile(dog)).toMatchObject({
      ok: false,
      code: "pro_required",
      title: "Pro Version erforderlich",
      message: "Erstelle mehrere Profile mit der Pro Version.",
    });
    expect(await profilesOf(free.id)).toHaveLength(1);

    const pro = await newUser("pro");
    await createProfile(human);
    expect(await addProfile(dog)).toMatchObject({ ok: true });
    expect((await profilesOf(pro.id)).map((row) => [row.name, row.isActive])).toEqual([
      ["Mara", true],
      ["Stachel", false],
    ]);
  });

  it("refuses a signed-out caller", async () => {
    signInAs(null);
    expect(await createProfile(human)).toMatchObject({ ok: false, code: "unauthorized" });
  });
});

describe("a puppy younger than one year (issue 23)", () => {
  it("is saved with its birth date; the database computes 0 full years", async () => {
    const user = await newUser();
    const today = new Date();
    const born = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 4, 10));
    const birthDate = born.toISOString().slice(0, 10);
    const result = await createProfile({ ...dog, age: null, birthDate });
    expect(result).toMatchObject({ ok: true });
    const [row] = await profilesOf(user.id);
    expect(row?.computedAge).toBe(0);
    expect(row?.birthDate?.toISOString().slice(0, 10)).toBe(birthDate);
  });
});

describe("unrealistic values (spec §8)", () => {
  it.each([
    ["age", { ...human, birthDate: "", age: 12 }, "age", UNREALISTIC.age],
    ["age from a birth date", { ...human, birthDate: "2016-01-01" }, "birthDate", UNREALISTIC.age],
    ["height", { ...human, heightCm: 300 }, "heightCm", UNREALISTIC.height],
    ["weight", { ...human, weightKg: 12 }, "weightKg", UNREALISTIC.weight],
    ["animal weight", { ...dog, weightKg: 1200 }, "weightKg", UNREALISTIC.weight],
    ["animal age", { ...dog, age: 60 }, "age", UNREALISTIC.age],
    ["birth date", { ...human, birthDate: "1850-01-01" }, "birthDate", UNREALISTIC.birthDate],
    // Issue 23: a future date says so, for people and animals alike.
    [
      "future birth date",
      { ...human, birthDate: "2199-01-01" },
      "birthDate",
      "Das Geburtsdatum liegt in der Zukunft. Bitte prüfe deine Angaben.",
    ],
    [
      "animal's future birth date",
      { ...dog, age: null, birthDate: "2199-01-01" },
      "birthDate",
      "Das Geburtsdatum liegt in der Zukunft. Bitte prüfe deine Angaben.",
    ],
  ])(
    "sent straight to the action, an unrealistic %s comes back in German and writes no row",
    async (_l, profile, field, sentence) => {
      const user = await newUser();
      const result = await createProfile(profile);
      expect(result).toMatchObject({
        ok: false,
        code: "validation",
        message: sentence,
        fieldErrors: { [field]: sentence },
      });
      expect(await profilesOf(user.id)).toHaveLength(0);
    },
  );

  // Past the schema, the database's own rules answer with the same sentences.
  it.each([
    ["profiles_age_realistic", { ...human, birthDate: "", age: 130 }, "age", UNREALISTIC.age],
    [
      "profiles_age_realistic via the birth date",
      { ...human, birthDate: "2020-01-01" },
      "birthDate",
      UNREALISTIC.age,
    ],
    ["profiles_height_realistic", { ...human, heightCm: 90 }, "heightCm", UNREALISTIC.height],
    ["profiles_weight_realistic", { ...dog, weightKg: 0.01 }, "weightKg", UNREALISTIC.weight],
    [
      "profiles_birth_date_realistic",
      { ...human, birthDate: "1850-01-01" },
      "birthDate",
      UNREALISTIC.birthDate,
    ],
  ])("maps %s to its sentence and writes no row", async (_constraint, profile, field, sentence) => {
    const user = await newUser();
    const failure = await saveProfile(user.id, { mode: "create" }, profile as ParsedProfile).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      code: "validation",
      title: "Fehler beim Erstellen des Profils",
      message: sentence,
      fieldErrors: { [field]: sentence },
    });
    expect(await profilesOf(user.id)).toHaveLength(0);
  });

  it("reports any other database failure as the catalogue's unexpected error", async () => {
    const user = await newUser();
    vi.spyOn(console, "error").mockImplementationOnce(() => undefined);
    const failure = await saveProfile(user.id, { mode: "create" }, {
      ...dog,
      animalType: "andere",
      customAnimalType: "x",
    } as ParsedProfile).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "unexpected",
      title: "Fehler beim Erstellen des Profils",
      message: "Ein unerwarteter Fehler ist aufgetreten.",
    });
    expect(await profilesOf(user.id)).toHaveLength(0);
  });
});

describe("bad input (issue 5)", () => {
  it.each([
    ["an unknown enum value", { ...human, relationshipStatus: "offen" }],
    ["an extra field", { ...human, isActive: false, userId: "00000000-0000-0000-0000-000000000000" }],
    ["a number passed as a string", { ...human, weightKg: "65" }],
    ["a string of 100,000 characters", { ...human, exerciseRoutine: "lauf ".repeat(20_000) }],
    ["a NUL byte", { ...human, name: "Ma\u0000ra" }],
    ["nothing", null],
    ["an array", [human]],
  ])("%s gets a German field error and writes nothing", async (_label, input) => {
    const user = await newUser();
    const result = await createProfile(input);
    expect(result).toMatchObject({ ok: false, code: "validation" });
    if (!result.ok)
      expect(Object.values(result.fieldErrors ?? {}).join(" ")).toMatch(/[äöüÄÖÜß]|Bitte|Diese/);
    expect(await profilesOf(user.id)).toHaveLength(0);
  });

  it("stores HTML and SQL as inert text", async () => {
    const user = await newUser();
    const name = `<img src=x onerror=alert(1)>'); DROP TABLE profiles;--`;
    expect(await createProfile({ ...human, name: name.slice(0, 100) })).toMatchObject({ ok: true });
    const [row] = await profilesOf(user.id);
    expect(row?.name).toBe(name.slice(0, 100));
    expect(await prisma().profile.count()).toBeGreaterThan(0);
  });
});

describe("GET /api/profile", () => {
  it("reads the active profile as wizard values", async () => {
    await newUser();
    expect(await createProfile({ ...human, financialSituation: "im_wandel" })).toMatchObject({ ok: true });
    const read = await GET();
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      ok: true,
      data: { values: { name: "Mara", financialSituation: "im_wandel", stressLevel: 7 } },
    });
  });

  it("answers signed out with 401 and without an active profile with 404, in German", async () => {
    signInAs(null);
    const signedOut = await GET();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({
      ok: false,
      code: "unauthorized",
      message: "Bitte melde dich an.",
    });
    await newUser();
    expect((await GET()).status).toBe(404);
  });
});
