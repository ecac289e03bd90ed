// The authorization suite: user B tries every server action and route handler
// that takes an id with user A's ids (profiles, analyses, chats, messages,
// journal entries, check-ins, exercises, switches). Every attempt must fail,
// and not one row in any table may change.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { GET as getMessages, POST as postMessage } from "@/app/api/chats/[chatId]/messages/route";
import type { SessionUser } from "@/server/auth/session";
import { startAnalysis, getAnalysisOverview } from "@/server/actions/analysis";
import { deleteChat, loadChats, renameChat } from "@/server/actions/chat";
import { getTodayCheckIn, saveCheckIn } from "@/server/actions/check-ins";
import { getTrends, recordExerciseSession } from "@/server/actions/exercises";
import { getImpulseOverview } from "@/server/actions/impulses";
import {
  linkJournalEntry,
  listJournalEntries,
  saveJournalEntry,
  sendJournalEntryToChat,
} from "@/server/actions/journal";
import { updateActiveProfile } from "@/server/actions/profile";
import { deleteProfile, switchProfile } from "@/server/actions/profiles";
import type { ActionResult } from "@/lib/errors";
import { sendMessage } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { fingerprint } from "./support/fingerprint";
import { humanProfile, userWithProfile, withProfile, withVersion } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

/** B's own profile as the wizard would save it. */
const profileInput = { ...humanProfile, name: "Bea" };

interface Owner {
  session: SessionUser;
  profileId: string;
  otherProfileId: string;
  analysisId: string;
  chatId: string;
  messageId: string;
  entryId: string;
}

function expectOk<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.data;
}

/** A Pro user with two profiles and something of everything. */
async function owner(email: string): Promise<Owner> {
  const {
    user,
    session,
    profile: active,
    inactiveProfiles,
  } = await userWithProfile(email, {
    plan: "pro",
    inactive: ["Lio"],
  });
  const other = inactiveProfiles[0]!;
  signInAs(session);
  const analysis = expectOk(await startAnalysis({ profileId: active.id }));
  const { activeChatId: chatId } = expectOk(await loadChats(await withProfile({})));
  await sendMessage(user.id, chatId, "Mir geht es heute nicht gut.");
  const message = await prisma().chatMessage.findFirstOrThrow({ where: { chatId } });
  const entry = expectOk(
    await saveJournalEntry(await withProfile({ type: "loswerden", content: "Heute war ein schwerer Tag." })),
  );
  expectOk(await saveCheckIn({ profileId: active.id, state: "gestärkt", energy: 4 }));
  expectOk(
    await recordExerciseSession({
      profileId: active.id,
      exerciseId: "box-atmung",
      durationSeconds: 120,
      energyBefore: 2,
      energyAfter: 4,
    }),
  );
  return {
    session,
    profileId: active.id,
    otherProfileId: other.id,
    analysisId: analysis.analysisId,
    chatId,
    messageId: message.id,
    entryId: entry.id,
  };
}

const request = (chatId: string, init: RequestInit = {}, query = "") =>
  new Request(`http://localhost:3000/api/chats/${chatId}/messages${query}`, {
    ...init,
    // What the app's own pages send (the route guard refuses anything else first).
    headers: { "content-type": "application/json", host: "localhost:3000", origin: "http://localhost:3000" },
  });
const params = (chatId: string) => ({ params: Promise.resolve({ chatId }) });

let a: Owner;
let b: Owner;

beforeAll(async () => {
  a = await owner("autorisierung-a@example.org");
  b = await owner("autorisierung-b@example.org");
});

/** Every call B can make with one of A's ids, and what B's own id would give. */
function attacks(
  victim: Owner,
  own: Owner,
): Array<[string, () => Promise<ActionResult<unknown> | Response>]> {
  const entry = { type: "loswerden", content: "Fremder Eintrag" } as const;
  return [
    ["switchProfile", () => switchProfile({ profileId: victim.otherProfileId })],
    ["switchProfile (active)", () => switchProfile({ profileId: victim.profileId })],
    ["deleteProfile", () => deleteProfile({ profileId: victim.otherProfileId })],
    ["startAnalysis", () => startAnalysis({ profileId: victim.profileId })],
    ["getAnalysisOverview", () => getAnalysisOverview({ profileId: victim.profileId })],
    ["renameChat", () => renameChat({ chatId: victim.chatId, title: "Gekapert" })],
    ["deleteChat", () => deleteChat({ chatId: victim.chatId })],
    ["getTodayCheckIn", () => getTodayCheckIn({ profileId: victim.profileId })],
    ["saveCheckIn", () => saveCheckIn({ profileId: victim.profileId, state: "müde", energy: 1 })],
    ["getTrends", () => getTrends({ profileId: victim.profileId })],
    [
      "recordExerciseSession",
      () =>
        recordExerciseSession({
          profileId: victim.profileId,
          exerciseId: "box-atmung",
          durationSeconds: 60,
          energyBefore: 1,
          energyAfter: 1,
        }),
    ],
    ["getImpulseOverview", () => getImpulseOverview({ profileId: victim.profileId })],
    [
      "listJournalEntries (A's entry as cursor)",
      async () => listJournalEntries(await withProfile({ after: victim.entryId })),
    ],
    [
      "saveJournalEntry (A's profile)",
      async () => saveJournalEntry(await withProfile({ ...entry, profileId: victim.profileId })),
    ],
    [
      "linkJournalEntry (A's analysis)",
      async () => linkJournalEntry(await withProfile({ ...entry, analysisId: victim.analysisId })),
    ],
    [
      "sendJournalEntryToChat (A's chat)",
      async () => sendJournalEntryToChat(await withProfile({ ...entry, chatId: victim.chatId })),
    ],
    ["GET messages", () => getMessages(request(victim.chatId), params(victim.chatId))],
    [
      "GET messages (A's message as cursor)",
      () => getMessages(request(own.chatId, {}, `?before=${victim.messageId}`), params(own.chatId)),
    ],
    [
      "POST message",
      () =>
        postMessage(
          request(victim.chatId, { method: "POST", body: JSON.stringify({ content: "Hallo" }) }),
          params(victim.chatId),
        ),
    ],
  ];
}

async function outcome(result: ActionResult<unknown> | Response): Promise<string> {
  if (result instanceof Response) {
    const body = await result.text();
    return result.ok ? `success ${result.status} ${body.slice(0, 200)}` : `refused ${result.status}`;
  }
  return result.ok ? `success ${JSON.stringify(result.data).slice(0, 200)}` : `refused ${result.code}`;
}

describe("user B with user A's ids", () => {
  it("succeeds nowhere and changes no row in any table", async () => {
    signInAs(b.session);
    const before = await fingerprint();
    const results: Record<string, string> = {};
    for (const [name, attack] of attacks(a, b)) results[name] = await outcome(await attack());

    const successes = Object.entries(results).filter(([, result]) => result.startsWith("success"));
    expect(successes).toEqual([]);
    expect(Object.keys(results)).toHaveLength(19);
    expect(await fingerprint()).toEqual(before);
  });

  it("is told 'not found' (or that the input is invalid), never that the id exists", async () => {
    signInAs(b.session);
    for (const [name, attack] of attacks(a, b)) {
      const result = await outcome(await attack());
      expect([name, result]).toEqual([
        name,
        expect.stringMatching(/^refused (not_found|validation|404|422)$/),
      ]);
    }
  });

  it("refuses A's ids smuggled into the wizard's save, and saves only B's own profile", async () => {
    signInAs(b.session);
    const victim = await prisma().profile.findUniqueOrThrow({ where: { id: a.profileId } });
    for (const smuggled of [
      { id: a.profileId },
      { profileId: a.profileId },
      { userId: a.session.id },
      { createdBy: a.session.id },
    ]) {
      // A's profile id is the edit's target: refused like a missing profile; other keys are unknown.
      const result = await updateActiveProfile({ ...(await withVersion(profileInput)), ...smuggled });
      expect(result).toMatchObject({ ok: false });
      if (!result.ok) expect(["validation", "not_found"]).toContain(result.code);
    }
    const saved = await updateActiveProfile(await withVersion(profileInput));
    expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true });
    expect(await prisma().profile.findUniqueOrThrow({ where: { id: a.profileId } })).toEqual(victim);
    const own = await prisma().profile.findUniqueOrThrow({ where: { id: b.profileId } });
    expect(own).toMatchObject({ name: "Bea", userId: b.session.id, createdBy: b.session.id });
  });

  it("the same calls with B's own ids do succeed, so the refusals above are about ownership", async () => {
    signInAs(b.session);
    expect(await getAnalysisOverview({ profileId: b.profileId })).toMatchObject({ ok: true });
    expect(await renameChat({ chatId: b.chatId, title: "Eigener Chat" })).toMatchObject({ ok: true });
    expect(await getTodayCheckIn({ profileId: b.profileId })).toMatchObject({ ok: true });
    expect(await listJournalEntries(await withProfile({ after: b.entryId }))).toMatchObject({ ok: true });
    expect(await switchProfile({ profileId: b.otherProfileId })).toMatchObject({ ok: true });
    const page = await getMessages(request(b.chatId, {}, `?before=${b.messageId}`), params(b.chatId));
    expect(page.status).toBe(200);
  });
});
