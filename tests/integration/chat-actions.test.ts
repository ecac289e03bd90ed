// The coach chat's server side on a real database: the chat list (first chat with greeting, 'Chat N',
// rename, delete with the last chat kept, the Support chat), sending with the safety net, the Free
// limit of 3 replies per Vienna day (atomic under parallel messages), and ownership.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { greeting } from "@/lib/coach";
import { chatMessages } from "@/messages/chat";
import { createChat, deleteChat, loadChats, renameChat } from "@/server/actions/chat";
import { loadChatState } from "@/server/chat/chat-state";
import { loadGrounding } from "@/server/chat/grounding";
import { sendMessage, type SendOutcome } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { onPostgres } from "./support/per-file-database";
import { signInAs } from "./support/request-context";
import { withProfile } from "./support/fixtures";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

beforeEach(() => signInAs(null));

let counter = 0;

async function createUser(options: { pro?: boolean; profile?: "human" | "animal" } = {}) {
  counter += 1;
  const email = `chat-${counter}-${Date.now()}@example.org`;
  const user = await prisma().user.create({ data: { email } });
  const profile = await prisma().profile.create({
    data:
      options.profile === "animal"
        ? {
            userId: user.id,
            createdBy: user.id,
            profileType: "animal",
            name: "Bello",
            gender: "männlich",
            animalType: "hund",
            age: 4,
            isActive: true,
          }
        : {
            userId: user.id,
            createdBy: user.id,
            profileType: "human",
            name: "Mara",
            gender: "weiblich",
            age: 38,
            isActive: true,
          },
  });
  if (options.pro) {
    await prisma().subscription.create({
      data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
    });
  }
  signInAs({ id: user.id, email, plan: options.pro ? "pro" : "free" });
  return { user, profile };
}

function expectOk<T>(result: { ok: true; data: T } | { ok: false; title: string; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result.data;
}

/** Opens the chat module and returns the chat it opens. */
async function firstChatId(): Promise<string> {
  return expectOk(await loadChats(await withProfile({}))).activeChatId;
}

function replyOf(outcome: SendOutcome) {
  if (outcome.kind !== "reply") throw new Error("expected a complete reply");
  return outcome;
}

/** 10:00 in Vienna on a winter day (UTC+1). */
const vienna = (date: string, time = "10:00:00") => new Date(`${date}T${time}+01:00`);

describe("the chat list", () => {
  it.runIf(onPostgres)("creates the first chat once, with the coach's greeting", async () => {
    const { user } = await createUser();
    const [first, second] = await Promise.all([
      loadChats(await withProfile({})),
      loadChats(await withProfile({})),
    ]);
    const state = expectOk(first);
    expect(expectOk(second).activeChatId).toBe(state.activeChatId);
    expect(state.chats.map((chat) => chat.title)).toEqual(["Chat 1"]);
    expect(state.allowance).toEqual({ remaining: 3, limit: 3 });
    expect(state.maxMessageLength).toBe(4000);

    const messages = await prisma().chatMessage.findMany({ where: { chat: { userId: user.id } } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ role: "assistant", content: greeting("Mara", "human") });
    expect(state.chats[0]?.preview).toBe(`${greeting("Mara", "human").slice(0, 50).trimEnd()}…`);
  });

  it("greets an animal profile's owner about the animal", async () => {
    const { user } = await createUser({ profile: "animal" });
    await firstChatId();
    const message = await prisma().chatMessage.findFirstOrThrow({ where: { chat: { userId: user.id } } });
    expect(message.content).toBe(greeting("Bello", "animal"));
  });

  it("puts a new chat called 'Chat N' at the top, skipping numbers still in use", async () => {
    await createUser();
    await firstChatId();
    const second = expectOk(await createChat(await withProfile({})));
    expect(second.chats.map((chat) => chat.title)).toEqual(["Chat 2", "Chat 1"]);
    expect(second.chats[0]?.id).toBe(second.chatId);
    expect(second.chats[0]?.preview).toBe("");

    const third = expectOk(await createChat(await withProfile({})));
    expectOk(await deleteChat({ chatId: second.chatId }));
    // Two chats are left, 'Chat 1' and 'Chat 3': the next is 'Chat 4', not a second 'Chat 3'.
    const fourth = expectOk(await createChat(await withProfile({})));
    expect(fourth.chats.map((chat) => chat.title)).toEqual(["Chat 4", "Chat 3", "Chat 1"]);
    expect(third.chatId).not.toBe(fourth.chatId);
  });

  it("renames with the name as typed, ignores an empty name and keeps markup as text", async () => {
    await createUser();
    const chatId = await firstChatId();
    expect(expectOk(await renameChat({ chatId, title: "  Abendgedanken  " })).title).toBe("Abendgedanken");

    const empty = await renameChat({ chatId, title: "   " });
    expect(empty).toMatchObject({
      ok: false,
      code: "validation",
      message: chatMessages.errors.titleRequired,
    });
    const tooLong = await renameChat({ chatId, title: "x".repeat(101) });
    expect(tooLong).toMatchObject({ ok: false, code: "validation" });

    const markup = `<script>alert("x")</script>'; DROP TABLE chats; --`;
    expectOk(await renameChat({ chatId, title: markup }));
    expect((await prisma().chat.findUniqueOrThrow({ where: { id: chatId } })).title).toBe(markup);
  });

  it("refuses to delete the last chat with the spec's toast, and deletes others with their messages", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    expect(await deleteChat({ chatId })).toMatchObject({
      ok: false,
      code: "conflict",
      title: "Letzter Chat",
      message: "Der letzte Chat kann nicht gelöscht werden.",
    });
    expect(await prisma().chat.count({ where: { userId: user.id } })).toBe(1);

    const { chatId: second } = expectOk(await createChat(await withProfile({})));
    expectOk(await deleteChat({ chatId }));
    expect(await prisma().chatMessage.count({ where: { chatId } })).toBe(0);
    expect(expectOk(await loadChats(await withProfile({}))).chats.map((chat) => chat.id)).toEqual([second]);
  });

  it.runIf(onPostgres)("keeps one chat when the last two are deleted at the same time", async () => {
    const { user } = await createUser();
    const first = await firstChatId();
    const { chatId: second } = expectOk(await createChat(await withProfile({})));
    const results = await Promise.all([deleteChat({ chatId: first }), deleteChat({ chatId: second })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await prisma().chat.count({ where: { userId: user.id } })).toBe(1);
  });

  it("opens a chat called 'Support' from the account menu, the same one every time", async () => {
    await createUser();
    const state = expectOk(await loadChats(await withProfile({ support: true })));
    const support = state.chats.find((chat) => chat.title === "Support");
    expect(support?.id).toBe(state.activeChatId);
    expect(state.chats.map((chat) => chat.title)).toEqual(["Support", "Chat 1"]);
    expect(expectOk(await loadChats(await withProfile({ support: true }))).activeChatId).toBe(support?.id);
  });

  it("treats another user's chat like a missing one and changes nothing", async () => {
    await createUser();
    const foreign = await firstChatId();
    const { user } = await createUser();
    await firstChatId();

    expect(await renameChat({ chatId: foreign, title: "Gekapert" })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await deleteChat({ chatId: foreign })).toMatchObject({ ok: false, code: "not_found" });
    await expect(sendMessage(user.id, foreign, "Hallo")).rejects.toMatchObject({ code: "not_found" });
    expect((await prisma().chat.findUniqueOrThrow({ where: { id: foreign } })).title).toBe("Chat 1");
    expect(await prisma().chatMessage.count({ where: { chatId: foreign } })).toBe(1);
    expect(await prisma().coachUsage.count({ where: { userId: user.id } })).toBe(0);
    await expect(loadGrounding(user.id, foreign)).rejects.toMatchObject({ code: "not_found" });
  });

  it("refuses signed-out callers", async () => {
    expect(await loadChats(await withProfile({}))).toMatchObject({ ok: false, code: "unauthorized" });
  });
});

describe("the chat screen's first paint", () => {
  it("comes with the open chat's newest messages; a refresh of the list loads none", async () => {
    const { user, profile } = await createUser();
    const first = await firstChatId();
    const second = expectOk(await createChat(await withProfile({}))).chatId;
    replyOf(await sendMessage(user.id, first, "Ich bin heute müde."));

    const screen = await loadChatState(user.id, profile.id, { open: first });
    expect(screen.activeChatId).toBe(first);
    expect(screen.firstPage?.messages.map((message) => message.role)).toEqual([
      "assistant",
      "user",
      "assistant",
    ]);
    expect(screen.firstPage?.messages[1]?.content).toBe("Ich bin heute müde.");
    expect(screen.firstPage?.hasMore).toBe(false);

    // Without `open` the chat with the latest message opens; the new one has its own (none yet).
    expect((await loadChatState(user.id, profile.id)).activeChatId).toBe(first);
    const empty = await loadChatState(user.id, profile.id, { open: second });
    expect(empty.activeChatId).toBe(second);
    expect(empty.firstPage?.messages).toEqual([]);

    expect(expectOk(await loadChats(await withProfile({}))).firstPage).toBeNull();
  });

  it("opens only a chat of the profile: another user's id opens the profile's own chat", async () => {
    const other = await createUser();
    const theirs = await firstChatId();
    const { user, profile } = await createUser();
    const mine = await firstChatId();
    const screen = await loadChatState(user.id, profile.id, { open: theirs });
    expect(screen.activeChatId).toBe(mine);
    expect(screen.firstPage?.messages.every((message) => message.content !== other.user.email)).toBe(true);
  });
});

describe("sending a message", () => {
  it("stores the message and the coach's reply, with links to what it suggests", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const outcome = replyOf(await sendMessage(user.id, chatId, "Ich bin total gestresst von der Arbeit."));
    expect(outcome.userMessage).toMatchObject({ role: "user", kind: "text" });
    expect(outcome.reply).toMatchObject({ role: "assistant", kind: "text" });
    expect(outcome.reply.content.length).toBeGreaterThan(40);
    expect(outcome.reply.suggestions.some((suggestion) => suggestion.exerciseId)).toBe(true);
    expect(outcome.allowance).toEqual({ remaining: 2, limit: 3 });

    const chats = expectOk(await loadChats(await withProfile({}))).chats;
    expect(chats[0]?.preview).toBe(`${outcome.reply.content.slice(0, 50).trimEnd()}…`);
  });

  it("answers crisis language with the crisis card, uncounted and kept out of later coaching memory", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const outcome = replyOf(await sendMessage(user.id, chatId, "Ich will nicht mehr aufwachen."));
    expect(outcome.userMessage.kind).toBe("crisis");
    expect(outcome.reply.kind).toBe("crisis");
    expect(outcome.reply.content).toContain("142");
    expect(outcome.reply.suggestions).toEqual([]);
    expect(outcome.allowance).toEqual({ remaining: 3, limit: 3 });

    const stored = await prisma().chatMessage.findMany({ where: { chatId, kind: "crisis" } });
    expect(stored).toHaveLength(2);
    expect(stored.every((message) => message.excludedFromMemory)).toBe(true);

    // The card stays until the person turns towards help; then coaching resumes.
    const next = replyOf(await sendMessage(user.id, chatId, "Ich kann abends nicht abschalten."));
    expect(next.reply.kind).toBe("crisis");
    replyOf(await sendMessage(user.id, chatId, "Danke, das hilft. Ich rufe morgen dort an."));
    replyOf(await sendMessage(user.id, chatId, "Ich kann abends nicht abschalten."));
    const { grounding } = await loadGrounding(user.id, chatId);
    const memory = grounding.history.map((message) => message.content);
    expect(memory.join(" ")).not.toContain("aufwachen");
    expect(memory).toContain("Ich kann abends nicht abschalten.");
  });

  it("answers a medical red flag with 'see a doctor now' first", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const outcome = replyOf(
      await sendMessage(
        user.id,
        chatId,
        "Ich habe plötzlich starke Brustschmerzen und mein linker Arm ist taub.",
      ),
    );
    expect(outcome.reply.kind).toBe("red_flag");
    expect(outcome.reply.content.startsWith("Bitte geh jetzt zu einer Ärztin oder einem Arzt.")).toBe(true);
  });

  it("grounds the reply in the latest analysis of the chat's profile", async () => {
    const { user, profile } = await createUser();
    await prisma().analysis.create({
      data: { profileId: profile.id, overallState: "überreizt", engineVersion: "test", detail: {} },
    });
    const chatId = await firstChatId();
    const outcome = replyOf(await sendMessage(user.id, chatId, "Ich kann nicht schlafen."));
    expect(outcome.reply.content).toContain("überreizten");
  });

  it("stores markup and SQL exactly as typed", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const text = `<img src=x onerror=alert(1)> '); DELETE FROM chat_messages; --`;
    const outcome = replyOf(await sendMessage(user.id, chatId, text));
    expect(outcome.userMessage.content).toBe(text);
    expect(await prisma().chatMessage.count({ where: { chatId } })).toBe(3);
  });
});

describe("the Free limit of 3 coach replies per day in Europe/Vienna", () => {
  it("replaces the fourth reply of the day with the upgrade prompt and keeps the message", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const now = vienna("2026-01-15");
    const kinds = [];
    for (const text of [
      "Ich bin müde.",
      "Mein Nacken ist verspannt.",
      "Ich schlafe schlecht.",
      "Und jetzt?",
    ]) {
      const outcome = replyOf(await sendMessage(user.id, chatId, text, { now }));
      kinds.push([outcome.reply.kind, outcome.allowance?.remaining]);
    }
    expect(kinds).toEqual([
      ["text", 2],
      ["text", 1],
      ["text", 0],
      ["upgrade_prompt", 0],
    ]);
    const last = await prisma().chatMessage.findMany({
      where: { chatId },
      orderBy: { createdAt: "desc" },
      take: 2,
    });
    expect(last.map((message) => [message.role, message.kind])).toEqual([
      ["assistant", "upgrade_prompt"],
      ["user", "text"],
    ]);
    expect(last[0]?.content).toContain("Pro");
    expect(last[1]?.content).toBe("Und jetzt?");
  });

  it("still answers crisis language and red flags after the limit", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const now = vienna("2026-01-16");
    for (let index = 0; index < 3; index += 1) await sendMessage(user.id, chatId, `Frage ${index}`, { now });
    expect(
      replyOf(await sendMessage(user.id, chatId, "Ich bin allen nur eine Last.", { now })).reply.kind,
    ).toBe("crisis");
    const redFlag = await sendMessage(user.id, chatId, "Ich habe plötzlich starke Brustschmerzen.", { now });
    expect(replyOf(redFlag).reply.kind).toBe("red_flag");
  });

  it("starts a new day at midnight in Vienna, not in UTC", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    // 23:30 in Vienna is 22:30 UTC on the same day; 00:30 in Vienna is still the previous day in UTC.
    for (let index = 0; index < 3; index += 1) {
      await sendMessage(user.id, chatId, `Abend ${index}`, { now: vienna("2026-01-20", "23:30:00") });
    }
    const afterMidnight = replyOf(
      await sendMessage(user.id, chatId, "Neuer Tag", { now: vienna("2026-01-21", "00:30:00") }),
    );
    expect(afterMidnight.reply.kind).toBe("text");
    expect(afterMidnight.allowance).toEqual({ remaining: 2, limit: 3 });
  });

  it.runIf(onPostgres)("gives the last reply of the day to only one of two parallel messages", async () => {
    const { user } = await createUser();
    const chatId = await firstChatId();
    const now = vienna("2026-01-22");
    await sendMessage(user.id, chatId, "Eins", { now });
    await sendMessage(user.id, chatId, "Zwei", { now });
    const parallel = await Promise.all([
      sendMessage(user.id, chatId, "Drei A", { now }),
      sendMessage(user.id, chatId, "Drei B", { now }),
    ]);
    expect(parallel.map((outcome) => replyOf(outcome).reply.kind).sort()).toEqual(["text", "upgrade_prompt"]);
    const usage = await prisma().coachUsage.findFirstOrThrow({ where: { userId: user.id } });
    expect(usage.replies).toBe(3);
  });

  it("does not limit Pro", async () => {
    const { user } = await createUser({ pro: true });
    const state = expectOk(await loadChats(await withProfile({})));
    expect(state.allowance).toBeNull();
    const now = vienna("2026-01-23");
    for (let index = 0; index < 5; index += 1) {
      const outcome = replyOf(await sendMessage(user.id, state.activeChatId, `Gedanke ${index}`, { now }));
      expect(outcome.reply.kind).toBe("text");
      expect(outcome.allowance).toBeNull();
    }
  });
});
