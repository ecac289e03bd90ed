// Issue 16, 'Was der Coach über dich weiß', on a real database through the real route handler and
// server actions: what the user says that lasts becomes a fact the screen lists and the coach's
// grounding uses; deleting it takes it out of both; crisis messages and a paused memory store
// nothing; another user's facts are 'not found'; the text is encrypted at rest.
import { describe, expect, it, vi } from "vitest";

import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as postMessage } from "@/app/api/chats/[chatId]/messages/route";
import { startAnalysis } from "@/server/actions/analysis";
import { createChat, loadChats } from "@/server/actions/chat";
import {
  deleteCoachFact,
  editCoachFact,
  getCoachMemory,
  pauseCoachMemory,
} from "@/server/actions/coach-memory";
import { saveJournalEntry } from "@/server/actions/journal";
import { createProfile } from "@/server/actions/profile";
import type { ChatMessageView } from "@/server/chat/message-view";
import { loadGrounding } from "@/server/chat/grounding";
import { prisma } from "@/server/db";
import type { MemoryView } from "@/server/memory/facts";

import { dumpDatabase } from "./support/dump";
import { HEALTH_CONSENT, humanProfile, userWithProfile } from "./support/fixtures";
import { postFromPage } from "./support/page-request";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const SLEEP = "Du schläfst seit der Trennung schlecht.";

function ok<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  return result.data;
}

let counter = 0;

/** A signed-in Pro user with Mara as the active profile, and her first chat. */
async function signedIn() {
  counter += 1;
  const { user, profile, session } = await userWithProfile(`memory-${counter}@example.test`, { plan: "pro" });
  signInAs(session);
  const chatId = ok(await loadChats({ profileId: profile.id })).activeChatId;
  return { userId: user.id, profileId: profile.id, chatId, session };
}

/** The chat's route handler, as the browser calls it; the coach's stored reply. */
async function say(chatId: string, content: string): Promise<ChatMessageView> {
  const response = await postMessage(postFromPage(`/api/chats/${chatId}/messages`, { content }), {
    params: Promise.resolve({ chatId }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { data: { reply: ChatMessageView } };
  return body.data.reply;
}

const memoryOf = async (profileId: string): Promise<MemoryView> => ok(await getCoachMemory({ profileId }));
const said = (memory: MemoryView) =>
  memory.facts.filter((fact) => fact.source === "chat" || fact.source === "journal");

describe("the coach's memory", () => {
  it("lists a chat fact and grounds the coach in it; after deletion both have forgotten it", async () => {
    const { userId, profileId, chatId } = await signedIn();
    await say(chatId, "Ich schlafe seit der Trennung schlecht.");

    const memory = await memoryOf(profileId);
    const fact = memory.facts.find((candidate) => candidate.content === SLEEP);
    expect(fact).toMatchObject({ source: "chat", edited: false });
    const stored = await prisma().coachFact.findUniqueOrThrow({ where: { id: fact?.id ?? "" } });
    const message = await prisma().chatMessage.findFirstOrThrow({ where: { chatId, role: "user" } });
    expect(stored.chatMessageId).toBe(message.id);
    expect((await loadGrounding(userId, chatId)).grounding.memory.map((entry) => entry.content)).toContain(
      SLEEP,
    );

    // A later conversation about sleep refers to it.
    const second = ok(await createChat({ profileId })).chatId;
    const before = await say(second, "Ich liege wieder wach und grüble.");
    expect(before.content).toContain(`Ich habe mir gemerkt: ${SLEEP}`);

    expect(await deleteCoachFact({ factId: fact?.id })).toMatchObject({ ok: true });
    expect((await memoryOf(profileId)).facts.map((entry) => entry.content)).not.toContain(SLEEP);
    // The conversation itself is not memory: the chat still shows what was said there.
    const { memory: remembered, profile } = (await loadGrounding(userId, chatId)).grounding;
    expect(JSON.stringify({ remembered, profile })).not.toContain("Trennung");

    const third = ok(await createChat({ profileId })).chatId;
    const after = await say(third, "Ich liege wieder wach und grüble.");
    expect(after.content).not.toContain("Trennung");
    expect(await prisma().coachFact.count({ where: { id: fact?.id ?? "" } })).toBe(0);
  });

  it("stores a journal fact with the entry's id", async () => {
    const { profileId } = await signedIn();
    const entry = ok(
      await saveJournalEntry({
        profileId,
        type: "erkenntnis",
        content: "Heute war ein langer Tag. Spazierengehen hilft mir am meisten.",
      }),
    );
    const fact = (await memoryOf(profileId)).facts.find((candidate) => candidate.source === "journal");
    expect(fact?.content).toBe("Spaziergänge helfen dir.");
    const row = await prisma().coachFact.findUniqueOrThrow({ where: { id: fact?.id ?? "" } });
    expect(row.journalEntryId).toBe(entry.id);
  });

  it("never turns a crisis message, in the chat or the journal, into a fact", async () => {
    const { profileId, chatId } = await signedIn();
    const reply = await say(chatId, "Ich schlafe seit der Trennung schlecht und will nicht mehr leben.");
    expect(reply.kind).toBe("crisis");
    // The crisis net reads the chat's last messages too: a plan spread over two messages.
    await say(chatId, "Ich habe Tabletten gesammelt.");
    const spread = await say(
      chatId,
      "Ich habe seit Wochen Rückenschmerzen und am Wochenende nehme ich alle.",
    );
    expect(spread.kind).toBe("crisis");
    ok(
      await saveJournalEntry({
        profileId,
        type: "loswerden",
        content: "Ich habe seit Wochen Rückenschmerzen. Ich will nicht mehr leben.",
      }),
    );
    expect(said(await memoryOf(profileId))).toEqual([]);
  });

  it("stores nothing new while remembering is paused, and again once it is resumed", async () => {
    const { profileId, chatId } = await signedIn();
    expect(ok(await pauseCoachMemory({ profileId, paused: true }))).toEqual({ paused: true });
    await say(chatId, "Ich habe seit Wochen Rückenschmerzen.");
    ok(await saveJournalEntry({ profileId, type: "erkenntnis", content: "Musik hilft mir." }));
    const paused = await memoryOf(profileId);
    expect(paused.paused).toBe(true);
    expect(said(paused)).toEqual([]);

    ok(await pauseCoachMemory({ profileId, paused: false }));
    await say(chatId, "Ich habe seit Wochen Rückenschmerzen.");
    expect(said(await memoryOf(profileId)).map((fact) => fact.content)).toEqual([
      "Du hast seit Wochen Rückenschmerzen.",
    ]);
  });

  it("answers 'not found' for another user's fact and profile, and changes nothing", async () => {
    const owner = await signedIn();
    await say(owner.chatId, "Ich schlafe seit der Trennung schlecht.");
    const fact = (await memoryOf(owner.profileId)).facts.find((candidate) => candidate.content === SLEEP);

    await signedIn();
    expect(await editCoachFact({ factId: fact?.id, content: "Gehackt." })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await deleteCoachFact({ factId: fact?.id })).toMatchObject({ ok: false, code: "not_found" });
    expect(await getCoachMemory({ profileId: owner.profileId })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await pauseCoachMemory({ profileId: owner.profileId, paused: true })).toMatchObject({
      ok: false,
      code: "not_found",
    });

    signInAs(owner.session);
    expect(
      (await memoryOf(owner.profileId)).facts.find((candidate) => candidate.id === fact?.id),
    ).toMatchObject({
      content: SLEEP,
    });
  });

  it("edits a fact, and refuses 20,000 characters with the limit named", async () => {
    const { profileId, chatId, userId } = await signedIn();
    await say(chatId, "Ich schlafe seit der Trennung schlecht.");
    const fact = (await memoryOf(profileId)).facts.find((candidate) => candidate.content === SLEEP);

    const tooLong = await editCoachFact({ factId: fact?.id, content: "x".repeat(20_000) });
    expect(tooLong).toMatchObject({ ok: false, code: "validation" });
    if (tooLong.ok) throw new Error("expected a refusal");
    expect(tooLong.message).toBe("Ein Eintrag darf höchstens 500 Zeichen lang sein (jetzt: 20.000).");
    expect(await editCoachFact({ factId: fact?.id, content: "   " })).toMatchObject({
      ok: false,
      code: "validation",
    });

    const edited = ok(
      await editCoachFact({ factId: fact?.id, content: "Du schläfst seit dem Frühjahr schlecht." }),
    );
    expect(edited).toMatchObject({ content: "Du schläfst seit dem Frühjahr schlecht.", edited: true });
    expect((await loadGrounding(userId, chatId)).grounding.memory.map((entry) => entry.content)).toContain(
      "Du schläfst seit dem Frühjahr schlecht.",
    );
  });

  it("derives facts from the profile and the analysis; a deleted pattern stays out of the grounding", async () => {
    counter += 1;
    const email = `memory-derived-${counter}@example.test`;
    const user = await prisma().user.create({ data: { email, ...HEALTH_CONSENT } });
    signInAs({ id: user.id, email, plan: "free" });
    const profileId = ok(await createProfile(humanProfile)).profileId;
    ok(await startAnalysis({ profileId }));

    const memory = await memoryOf(profileId);
    const contents = memory.facts.map((fact) => fact.content);
    expect(contents).toContain("Du hast dein Stresslevel mit 7 von 10 angegeben.");
    expect(contents).toContain(
      "Im Profil hast du diese Beschwerden angegeben: Kopfschmerzen und Schlafstörungen.",
    );
    expect(contents).toContain("Du hast seit Wochen abends Kopfschmerzen.");
    const pattern = memory.facts.find(
      (fact) => fact.source === "analysis" && fact.content.includes("Muster"),
    );
    expect(pattern).toBeDefined();
    const title = /„(.+)“/.exec(pattern?.content ?? "")?.[1] ?? "";

    const chatId = ok(await loadChats({ profileId })).activeChatId;
    expect((await loadGrounding(user.id, chatId)).grounding.profile.patternTitles).toContain(title);
    ok(await deleteCoachFact({ factId: pattern?.id }));
    expect((await loadGrounding(user.id, chatId)).grounding.profile.patternTitles).not.toContain(title);
    // Looking at the unchanged profile again does not bring it back.
    await prisma().coachMemory.update({ where: { profileId }, data: { syncedAt: null } });
    expect((await memoryOf(profileId)).facts.map((fact) => fact.content)).not.toContain(pattern?.content);
  });

  it("keeps a fact's text out of the database in plain text, and puts it in the data download", async () => {
    const { chatId } = await signedIn();
    await say(chatId, "Ich schlafe seit der Trennung schlecht.");
    const dump = await dumpDatabase(testDatabase());
    expect(dump).not.toContain("schläfst seit der Trennung");
    expect(dump).not.toContain("profile:stress");
    const { rows } = await testDatabase().sql.query<{ content: string }>(
      "SELECT content FROM coach_facts WHERE NOT dismissed",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.content).toMatch(/^enc1:/);

    const exported = await (await exportRoute()).text();
    const facts = exported
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; data: { content?: string; source?: string } })
      .filter((record) => record.type === "coachFact");
    expect(facts.map((record) => record.data.content)).toContain(SLEEP);
  });
});
