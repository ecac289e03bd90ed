// Issue 23: 'Mit KI-Support chatten' opens the chat called 'Support', and the support assistant
// answers there: from the help articles, never with an exercise, never counted against the Free
// limit, also after the limit is used up. The safety net still comes first.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { loadChats } from "@/server/actions/chat";
import { sendMessage, type SendOutcome } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { signInAs } from "./support/request-context";
import { withProfile } from "./support/fixtures";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

beforeEach(() => signInAs(null));

let counter = 0;

async function freeUser() {
  counter += 1;
  const email = `support-${counter}-${Date.now()}@example.org`;
  const user = await prisma().user.create({ data: { email } });
  await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Martina",
      gender: "weiblich",
      age: 44,
      isActive: true,
    },
  });
  signInAs({ id: user.id, email, plan: "free" });
  return user;
}

function replyOf(outcome: SendOutcome) {
  if (outcome.kind !== "reply") throw new Error("expected a complete reply");
  return outcome.reply;
}

async function chats(support: boolean) {
  const result = await loadChats(await withProfile({ support }));
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const now = new Date("2026-01-15T10:00:00+01:00");
const EXERCISE = /Box-Atmung|4-7-8|Schultern und Nacken|Erdung|schlage ich dir die Übung/;

describe("the support chat", () => {
  it("answers billing and deletion questions from the help articles, not with an exercise", async () => {
    const user = await freeUser();
    const state = await chats(true);
    const support = state.chats.find((chat) => chat.id === state.activeChatId);
    expect(support?.title).toBe("Support");

    const billing = replyOf(
      await sendMessage(
        user.id,
        state.activeChatId,
        "Wie kann ich mein Abo kündigen und wo ändere ich meine Zahlungsmethode?",
        { now },
      ),
    );
    expect(billing.kind).toBe("text");
    expect(billing.content).toContain("„Plan kündigen“");
    expect(billing.content).toContain("„Zahlungsmethode ändern“");
    expect(billing.content).not.toMatch(EXERCISE);

    const deletion = replyOf(
      await sendMessage(user.id, state.activeChatId, "Wie lösche ich mein Konto", { now }),
    );
    expect(deletion.content).toContain("„Konto löschen“");
    expect(deletion.content).not.toMatch(EXERCISE);

    const exported = replyOf(
      await sendMessage(user.id, state.activeChatId, "Wie kann ich meine Daten exportieren?", { now }),
    );
    expect(exported.suggestions).toEqual([{ label: "Meine Daten herunterladen", href: "konto:export" }]);
  });

  it("still answers at the Free limit and counts nothing, while the coach's chat shows the limit", async () => {
    const user = await freeUser();
    const coachChat = (await chats(false)).activeChatId;
    for (const message of ["Ich bin müde", "Ich schlafe schlecht", "Mein Nacken ist verspannt"]) {
      expect(replyOf(await sendMessage(user.id, coachChat, message, { now })).kind).toBe("text");
    }
    expect(replyOf(await sendMessage(user.id, coachChat, "Und jetzt?", { now })).kind).toBe("upgrade_prompt");

    const supportChat = (await chats(true)).activeChatId;
    const outcome = await sendMessage(
      user.id,
      supportChat,
      "Was ist der Unterschied zwischen Free und Pro?",
      {
        now,
      },
    );
    const reply = replyOf(outcome);
    expect(reply.kind).toBe("text");
    expect(reply.content).toContain("Familienanalyse");
    const usage = await prisma().coachUsage.findMany({ where: { userId: user.id } });
    expect(usage.map((row) => row.replies)).toEqual([3]);
  });

  it("hands a question it cannot place over to e-mail, with the question attached", async () => {
    const user = await freeUser();
    const supportChat = (await chats(true)).activeChatId;
    const reply = replyOf(
      await sendMessage(user.id, supportChat, "Wie wird das Wetter am Wochenende?", { now }),
    );
    expect(reply.content).toMatch(/^Da bin ich mir nicht sicher/);
    expect(reply.suggestions[0]?.href).toMatch(/^mailto:/);
    expect(decodeURIComponent(reply.suggestions[0]?.href ?? "")).toContain("Wetter am Wochenende");
  });

  it("keeps the safety net: a crisis in the support chat gets the crisis card", async () => {
    const user = await freeUser();
    const supportChat = (await chats(true)).activeChatId;
    const reply = replyOf(
      await sendMessage(user.id, supportChat, "Ich will nicht mehr leben und habe schon einen Plan", { now }),
    );
    expect(reply.kind).toBe("crisis");
  });
});
