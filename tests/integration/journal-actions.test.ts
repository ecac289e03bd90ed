// The journal's server actions on a real database: the three actions (save, link with the latest
// analysis, send to the active chat with a coach reply), the list with search and type filter, and
// the bad-input rules.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { journalTypes } from "@/content/journal";
import { journalMessages } from "@/messages/journal";
import { loadChats } from "@/server/actions/chat";
import {
  linkJournalEntry,
  listJournalEntries,
  saveJournalEntry,
  sendJournalEntryToChat,
} from "@/server/actions/journal";
import { sendMessage } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { userWithProfile, withProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

beforeEach(() => signInAs(null));

let counter = 0;

async function signedInUser() {
  counter += 1;
  const email = `journal-${counter}-${Date.now()}@example.org`;
  const { user, profile, session } = await userWithProfile(email);
  signInAs(session);
  return { user, profile };
}

function expectOk<T>(result: { ok: true; data: T } | { ok: false; title: string; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result.data;
}

const prompt = (type: string) => journalTypes.find((entry) => entry.id === type)?.prompt ?? "";
const entry = (type: "loswerden" | "erkenntnis" | "klarheit", text: string) => ({
  type,
  content: `${prompt(type)}\n\n${text}`,
});

describe("saving", () => {
  it("'Speichern' stores the entry for the active profile", async () => {
    const { user, profile } = await signedInUser();
    const saved = expectOk(
      await saveJournalEntry(await withProfile(entry("loswerden", "Der Streit mit meiner Schwester."))),
    );
    expect(saved).toMatchObject({ type: "loswerden", linkedToAnalysis: false, sentToChat: false });
    const row = await prisma().journalEntry.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row).toMatchObject({ userId: user.id, profileId: profile.id, analysisId: null, chatId: null });
    expect(row.content).toContain("Der Streit mit meiner Schwester.");
  });

  it("refuses an entry that is only the prompt, or empty", async () => {
    const { user } = await signedInUser();
    for (const content of [prompt("klarheit"), `  ${prompt("klarheit")}\n\n  `, "   "]) {
      expect(await saveJournalEntry(await withProfile({ type: "klarheit", content }))).toMatchObject({
        ok: false,
        code: "validation",
        message: journalMessages.errors.contentRequired,
      });
    }
    expect(await prisma().journalEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses more than 20,000 characters and unknown types", async () => {
    const { user } = await signedInUser();
    const tooLong = await saveJournalEntry(
      await withProfile({ type: "erkenntnis", content: "x".repeat(20_001) }),
    );
    expect(tooLong).toMatchObject({ ok: false, code: "validation" });
    expect(!tooLong.ok && tooLong.message).toContain("20.000");
    expect(await saveJournalEntry(await withProfile({ type: "wut", content: "Text" }))).toMatchObject({
      ok: false,
      code: "validation",
    });
    expect(await prisma().journalEntry.count({ where: { userId: user.id } })).toBe(0);
  });

  it("stores markup, script tags and SQL exactly as typed", async () => {
    await signedInUser();
    const content = `<script>alert(1)</script><b>fett</b> '); DROP TABLE journal_entries; --`;
    const saved = expectOk(await saveJournalEntry(await withProfile({ type: "erkenntnis", content })));
    expect((await prisma().journalEntry.findUniqueOrThrow({ where: { id: saved.id } })).content).toBe(
      content,
    );
  });

  it("refuses signed-out callers", async () => {
    expect(await saveJournalEntry(await withProfile(entry("loswerden", "Text")))).toMatchObject({
      ok: false,
      code: "unauthorized",
    });
  });
});

describe("'Mit Analyse verknüpfen'", () => {
  it("stores the id of the active profile's latest analysis", async () => {
    const { profile } = await signedInUser();
    await prisma().analysis.create({
      data: {
        profileId: profile.id,
        overallState: "müde",
        engineVersion: "test",
        detail: {},
        createdAt: new Date("2026-01-01T10:00:00Z"),
      },
    });
    const latest = await prisma().analysis.create({
      data: { profileId: profile.id, overallState: "unruhig", engineVersion: "test", detail: {} },
    });
    const linked = expectOk(
      await linkJournalEntry(await withProfile(entry("erkenntnis", "Abends bin ich unruhig."))),
    );
    expect(linked.linkedToAnalysis).toBe(true);
    expect((await prisma().journalEntry.findUniqueOrThrow({ where: { id: linked.id } })).analysisId).toBe(
      latest.id,
    );
  });

  it("says so when there is no analysis yet, and stores nothing", async () => {
    const { user } = await signedInUser();
    expect(await linkJournalEntry(await withProfile(entry("erkenntnis", "Etwas gelernt.")))).toMatchObject({
      ok: false,
      title: journalMessages.errors.noAnalysisTitle,
      message: journalMessages.errors.noAnalysis,
    });
    expect(await prisma().journalEntry.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("'An Chat senden'", () => {
  it("posts the entry into the most recently active chat and gets a coach reply", async () => {
    const { user } = await signedInUser();
    const state = expectOk(await loadChats(await withProfile({})));
    const older = state.activeChatId;
    // Another chat exists, but the first one was active last.
    const other = await prisma().chat.create({
      data: {
        userId: user.id,
        profileId: (await prisma().chat.findUniqueOrThrow({ where: { id: older } })).profileId,
        title: "Chat 2",
        lastActivityAt: new Date("2026-01-01T00:00:00Z"),
      },
    });
    const text = entry("loswerden", "Die Arbeit stresst mich total und ich schlafe schlecht.");
    const sent = expectOk(await sendJournalEntryToChat(await withProfile(text)));
    expect(sent.chat).toEqual({ id: older, title: "Chat 1" });
    expect(sent.replyKind).toBe("text");
    expect(sent.entry.sentToChat).toBe(true);
    expect(sent.allowance).toEqual({ remaining: 2, limit: 3 });

    const messages = await prisma().chatMessage.findMany({
      where: { chatId: older },
      orderBy: { createdAt: "asc" },
    });
    expect(messages.map((message) => message.role)).toEqual(["assistant", "user", "assistant"]);
    expect(messages[1]?.content).toBe(text.content);
    expect(await prisma().chatMessage.count({ where: { chatId: other.id } })).toBe(0);
    expect((await prisma().journalEntry.findUniqueOrThrow({ where: { id: sent.entry.id } })).chatId).toBe(
      older,
    );
  });

  it("creates the first chat, with the greeting, if there is none", async () => {
    const { user } = await signedInUser();
    const sent = expectOk(
      await sendJournalEntryToChat(await withProfile(entry("klarheit", "Soll ich die Stelle wechseln?"))),
    );
    expect(sent.chat.title).toBe("Chat 1");
    expect(await prisma().chatMessage.count({ where: { chat: { userId: user.id } } })).toBe(3);
  });

  it("refuses an entry too long for a chat message and stores nothing", async () => {
    const { user } = await signedInUser();
    const result = await sendJournalEntryToChat(
      await withProfile({ type: "loswerden", content: "y".repeat(4_001) }),
    );
    expect(result).toMatchObject({ ok: false, code: "validation" });
    expect(!result.ok && result.message).toContain("4.000");
    expect(await prisma().journalEntry.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma().chatMessage.count({ where: { chat: { userId: user.id } } })).toBe(0);
  });

  it("answers a crisis entry with the crisis card", async () => {
    await signedInUser();
    const sent = expectOk(
      await sendJournalEntryToChat(await withProfile(entry("loswerden", "Ich will nicht mehr aufwachen."))),
    );
    expect(sent.replyKind).toBe("crisis");
  });

  it("gets the upgrade prompt instead of a reply once the Free replies are used", async () => {
    const { user } = await signedInUser();
    const { activeChatId } = expectOk(await loadChats(await withProfile({})));
    for (let index = 0; index < 3; index += 1) await sendMessage(user.id, activeChatId, `Frage ${index}`);
    const sent = expectOk(
      await sendJournalEntryToChat(await withProfile(entry("erkenntnis", "Heute habe ich Nein gesagt."))),
    );
    expect(sent.replyKind).toBe("upgrade_prompt");
    expect(sent.allowance).toEqual({ remaining: 0, limit: 3 });
  });
});

describe("the list of past entries", () => {
  it("lists the active profile's entries newest first, with type filter, search and pages", async () => {
    const { user, profile } = await signedInUser();
    const base = Date.UTC(2026, 0, 1);
    for (let index = 0; index < 13; index += 1) {
      await prisma().journalEntry.create({
        data: {
          userId: user.id,
          profileId: profile.id,
          type: index % 2 === 0 ? "loswerden" : "klarheit",
          content: index === 4 ? "Heute war der WALD wunderschön." : `Eintrag ${index} über 100%_sicher`,
          createdAt: new Date(base + index * 3_600_000),
        },
      });
    }
    const first = expectOk(await listJournalEntries(await withProfile({})));
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]?.content).toContain("Eintrag 12");
    expect(first.nextCursor).toBe(first.entries[9]?.id);
    const second = expectOk(
      await listJournalEntries(await withProfile({ after: first.nextCursor ?? undefined })),
    );
    expect(second.entries.map((item) => item.content)).toEqual([
      "Eintrag 2 über 100%_sicher",
      "Eintrag 1 über 100%_sicher",
      "Eintrag 0 über 100%_sicher",
    ]);
    expect(second.nextCursor).toBeNull();

    expect(
      expectOk(await listJournalEntries(await withProfile({ query: "wald" }))).entries.map(
        (item) => item.content,
      ),
    ).toEqual(["Heute war der WALD wunderschön."]);
    // % and _ are searched for as typed, not as wildcards.
    const literal = expectOk(await listJournalEntries(await withProfile({ query: "0%_s" })));
    expect(literal.entries).toHaveLength(10);
    expect(literal.nextCursor).not.toBeNull();
    expect(expectOk(await listJournalEntries(await withProfile({ query: "1%s" }))).entries).toHaveLength(0);
    const klarheit = expectOk(await listJournalEntries(await withProfile({ type: "klarheit" }))).entries;
    expect(klarheit).toHaveLength(6);
    expect(klarheit.every((item) => item.type === "klarheit")).toBe(true);
  });

  it("never lists another user's entries", async () => {
    const { user: other, profile: otherProfile } = await signedInUser();
    await prisma().journalEntry.create({
      data: { userId: other.id, profileId: otherProfile.id, type: "loswerden", content: "Geheimnis" },
    });
    await signedInUser();
    expect(expectOk(await listJournalEntries(await withProfile({ query: "Geheimnis" }))).entries).toEqual([]);
    expect(expectOk(await listJournalEntries(await withProfile({}))).entries).toEqual([]);
  });
});
