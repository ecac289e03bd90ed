// The profile manager's actions: list, switch (one transaction, serialised per
// user) and delete, including the Free plan's rule for extra profiles.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { billingMessages } from "@/messages/billing";
import { actionMessages } from "@/messages/common";
import { profileMessages } from "@/messages/profiles";
import { deleteProfile, listProfiles, switchProfile } from "@/server/actions/profiles";
import { prisma } from "@/server/db";

import { onPostgres } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

beforeEach(() => signInAs(null));

/** A user with profiles created a day apart, in this order; the first is active. */
async function userWithProfiles(email: string, names: string[], plan: "free" | "pro" = "pro") {
  const user = await prisma().user.create({ data: { email } });
  const profiles = [];
  for (const [index, name] of names.entries()) {
    profiles.push(
      await prisma().profile.create({
        data: {
          userId: user.id,
          createdBy: user.id,
          profileType: index % 2 === 0 ? "human" : "animal",
          name,
          gender: "weiblich",
          age: 30 + index,
          ...(index % 2 === 0 ? {} : { animalType: "hund" as const }),
          isActive: index === 0,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        },
      }),
    );
  }
  if (plan === "pro") {
    await prisma().subscription.create({
      data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
    });
  }
  signInAs({ id: user.id, email, plan });
  return { user, profiles };
}

const activeNames = async (userId: string) =>
  (await prisma().profile.findMany({ where: { userId, isActive: true }, select: { name: true } })).map(
    (profile) => profile.name,
  );

describe("profile list", () => {
  it("lists only the user's own profiles, newest first", async () => {
    await userWithProfiles("fremd-liste@example.org", ["Fremd"]);
    const { profiles } = await userWithProfiles("liste@example.org", ["Mara", "Bello", "Lio"]);

    const result = await listProfiles(undefined);

    expect(result.ok && result.data.plan).toBe("pro");
    expect(result.ok && result.data.profiles.map((profile) => profile.name)).toEqual([
      "Lio",
      "Bello",
      "Mara",
    ]);
    expect(result.ok && result.data.profiles[2]).toMatchObject({
      id: profiles[0]?.id,
      profileType: "human",
      age: 30,
      isActive: true,
      switchable: true,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("marks only the first profile switchable on Free", async () => {
    await userWithProfiles("liste-free@example.org", ["Mara", "Bello"], "free");
    const result = await listProfiles(undefined);
    expect(result.ok && result.data.profiles.map((profile) => [profile.name, profile.switchable])).toEqual([
      ["Bello", false],
      ["Mara", true],
    ]);
  });

  it("refuses a signed-out request", async () => {
    expect(await listProfiles(undefined)).toMatchObject({
      ok: false,
      code: "unauthorized",
      message: actionMessages.unauthorized,
    });
  });
});

describe("profile switch", () => {
  it("makes the chosen profile the only active one", async () => {
    const { user, profiles } = await userWithProfiles("wechsel@example.org", ["Mara", "Bello", "Lio"]);

    expect(await switchProfile({ profileId: profiles[1]?.id })).toEqual({
      ok: true,
      data: { id: profiles[1]?.id, name: "Bello" },
    });

    expect(await activeNames(user.id)).toEqual(["Bello"]);
  });

  it("refuses another user's profile id in German and changes nothing", async () => {
    const other = await userWithProfiles("andere@example.org", ["Fremd", "Fremd-Hund"]);
    const { user, profiles } = await userWithProfiles("eigene@example.org", ["Mara", "Bello"]);

    expect(await switchProfile({ profileId: other.profiles[1]?.id })).toMatchObject({
      ok: false,
      code: "not_found",
      title: profileMessages.toasts.switchFailed,
      message: profileMessages.errors.notFound,
    });
    expect(await switchProfile({ profileId: "keine-uuid" })).toMatchObject({
      ok: false,
      code: "validation",
      message: profileMessages.errors.notFound,
    });

    expect(await activeNames(user.id)).toEqual(["Mara"]);
    expect(await activeNames(other.user.id)).toEqual(["Fremd"]);
    expect(profiles).toHaveLength(2);
  });

  it.runIf(onPostgres)("leaves exactly one active profile after 20 parallel switches", async () => {
    const { user, profiles } = await userWithProfiles("parallel@example.org", [
      "Mara",
      "Bello",
      "Lio",
      "Nala",
    ]);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        switchProfile({ profileId: profiles[index % profiles.length]?.id }),
      ),
    );

    expect(results.filter((result) => result.ok)).toHaveLength(20);
    expect(await prisma().profile.count({ where: { userId: user.id, isActive: true } })).toBe(1);
  });

  it("on Free, refuses any profile but the first with the Pro toast, and allows the first", async () => {
    const { user, profiles } = await userWithProfiles("nach-pro@example.org", ["Mara", "Bello"], "free");

    expect(await switchProfile({ profileId: profiles[1]?.id })).toMatchObject({
      ok: false,
      code: "pro_required",
      title: billingMessages.proRequired.title,
      message: billingMessages.proRequired.switchProfile,
    });
    expect(await activeNames(user.id)).toEqual(["Mara"]);

    expect((await switchProfile({ profileId: profiles[0]?.id })).ok).toBe(true);
    expect(await activeNames(user.id)).toEqual(["Mara"]);
  });
});

describe("profile delete", () => {
  it("deletes a profile; if it was active the oldest remaining one becomes active", async () => {
    const { user, profiles } = await userWithProfiles("loeschen-profil@example.org", [
      "Mara",
      "Bello",
      "Lio",
    ]);
    await switchProfile({ profileId: profiles[0]?.id });

    expect(await deleteProfile({ profileId: profiles[0]?.id })).toEqual({
      ok: true,
      data: { id: profiles[0]?.id, name: "Mara" },
    });

    expect(await prisma().profile.count({ where: { userId: user.id } })).toBe(2);
    expect(await activeNames(user.id)).toEqual(["Bello"]);
  });

  it("refuses the last profile and other users' profiles, and deletes nothing", async () => {
    const other = await userWithProfiles("andere-loeschen@example.org", ["Fremd", "Fremd-Hund"]);
    const { user, profiles } = await userWithProfiles("letztes@example.org", ["Mara"]);

    expect(await deleteProfile({ profileId: profiles[0]?.id })).toMatchObject({
      ok: false,
      code: "conflict",
      title: profileMessages.errors.lastProfileTitle,
      message: profileMessages.errors.lastProfile,
    });
    expect(await deleteProfile({ profileId: other.profiles[1]?.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });

    expect(await prisma().profile.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma().profile.count({ where: { userId: other.user.id } })).toBe(2);
  });
});
