// Issue 22: every write names the profile its page shows. A tab left open
// while another device switched profiles must not write to the wrong one, an
// edit must not overwrite a newer version, and a Free user's extra profiles
// stay locked after a downgrade, for analyses and chats by id too.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { POST as postMessage } from "@/app/api/chats/[chatId]/messages/route";
import { startAnalysis } from "@/server/actions/analysis";
import { createChat, loadChats } from "@/server/actions/chat";
import { saveCheckIn } from "@/server/actions/check-ins";
import { saveJournalEntry } from "@/server/actions/journal";
import { loadActiveProfile, updateActiveProfile } from "@/server/actions/profile";
import { switchProfile } from "@/server/actions/profiles";
import { prisma } from "@/server/db";
import { resetLimiters } from "@/server/rate-limit";

import { humanProfile, userWithProfile } from "./support/fixtures";
import { postFromPage } from "./support/page-request";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const STALE = "Dieses Profil wurde inzwischen an einem anderen Gerät geändert. Bitte lade neu.";

let counter = 0;
const email = () => `gezeigt-${(counter += 1)}@example.org`;

const rowsOf = (userId: string) =>
  prisma().profile.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

beforeEach(() => resetLimiters());

describe("a stale tab with two profiles (issue 22)", () => {
  it("refuses the wizard's save after a switch on another device, and neither profile changes", async () => {
    const {
      user,
      session,
      profile: mara,
    } = await userWithProfile(email(), { plan: "pro", inactive: ["Bello"] });
    signInAs(session);
    // The laptop opens the wizard on Mara.
    const loaded = await loadActiveProfile(undefined);
    if (!loaded.ok || !loaded.data) throw new Error("no active profile");
    // The phone switches to the dog.
    const bello = (await rowsOf(user.id)).find((row) => row.name === "Bello");
    expect(await switchProfile({ profileId: bello?.id })).toMatchObject({ ok: true });
    const before = await rowsOf(user.id);

    const save = await updateActiveProfile({
      ...humanProfile,
      name: "Mara neu",
      profileId: loaded.data.profileId,
      updatedAt: loaded.data.updatedAt,
    });
    expect(save).toMatchObject({ ok: false, code: "conflict", message: STALE });
    expect(await rowsOf(user.id)).toEqual(before);
    expect(loaded.data.profileId).toBe(mara.id);
  });

  it("refuses an edit of an older version, and saves one of the current version", async () => {
    const { user, session } = await userWithProfile(email());
    signInAs(session);
    const loaded = await loadActiveProfile(undefined);
    if (!loaded.ok || !loaded.data) throw new Error("no active profile");
    const version = { profileId: loaded.data.profileId, updatedAt: loaded.data.updatedAt };
    const first = await updateActiveProfile({ ...humanProfile, name: "Zweites Gerät", ...version });
    expect(first).toMatchObject({ ok: true });
    const before = await rowsOf(user.id);
    expect(await updateActiveProfile({ ...humanProfile, name: "Alter Tab", ...version })).toMatchObject({
      ok: false,
      message: STALE,
    });
    expect(await rowsOf(user.id)).toEqual(before);
    if (!first.ok) return;
    const next = { profileId: version.profileId, updatedAt: first.data.updatedAt };
    expect(await updateActiveProfile({ ...humanProfile, name: "Weiter", ...next })).toMatchObject({
      ok: true,
    });
  });

  it("refuses journal entries, check-ins and new chats for a profile no longer shown", async () => {
    const {
      user,
      session,
      profile: mara,
    } = await userWithProfile(email(), { plan: "pro", inactive: ["Lio"] });
    signInAs(session);
    const lio = (await rowsOf(user.id)).find((row) => row.name === "Lio");
    await switchProfile({ profileId: lio?.id });
    const stale = { ok: false, code: "conflict", message: STALE };
    expect(
      await saveJournalEntry({ profileId: mara.id, type: "loswerden", content: "Heute." }),
    ).toMatchObject(stale);
    expect(await saveCheckIn({ profileId: mara.id, state: "müde", energy: 2 })).toMatchObject(stale);
    expect(await createChat({ profileId: mara.id })).toMatchObject(stale);
    expect(await prisma().journalEntry.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma().checkIn.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma().chat.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("a downgraded user's locked profiles (issue 22)", () => {
  it("cannot analyse or chat on a locked profile by its id", async () => {
    const { user, session } = await userWithProfile(email(), { plan: "pro", inactive: ["Lio"] });
    const lio = (await rowsOf(user.id)).find((row) => row.name === "Lio");
    if (!lio) throw new Error("no second profile");
    const chat = await prisma().chat.create({
      data: { userId: user.id, profileId: lio.id, title: "Chat 1" },
    });
    // Pro ends: the subscription is canceled; Lio is locked (the first profile stays usable).
    await prisma().subscription.updateMany({ where: { userId: user.id }, data: { status: "canceled" } });
    signInAs({ ...session, plan: "free" });
    const before = {
      analyses: await prisma().analysis.count(),
      messages: await prisma().chatMessage.count(),
    };

    expect(await startAnalysis({ profileId: lio.id })).toMatchObject({ ok: false, code: "pro_required" });
    expect(await loadChats({ profileId: lio.id })).toMatchObject({ ok: false, code: "pro_required" });
    const response = await postMessage(postFromPage(`/api/chats/${chat.id}/messages`, { content: "Hallo" }), {
      params: Promise.resolve({ chatId: chat.id }),
    });
    expect(response.status).toBe(402);
    expect({
      analyses: await prisma().analysis.count(),
      messages: await prisma().chatMessage.count(),
    }).toEqual(before);
  });
});

describe("the analysis rate limit (issue 22)", () => {
  it("refuses the eleventh analysis of a profile within an hour, in German", async () => {
    const { session, profile } = await userWithProfile(email());
    signInAs(session);
    for (let run = 0; run < 10; run += 1) {
      expect(await startAnalysis({ profileId: profile.id })).toMatchObject({ ok: true });
    }
    const refused = await startAnalysis({ profileId: profile.id });
    expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
    if (!refused.ok) expect(refused.message).toMatch(/in der letzten Stunde 10 Analysen/);
    expect(await prisma().analysis.count({ where: { profileId: profile.id } })).toBe(10);
  });
});
