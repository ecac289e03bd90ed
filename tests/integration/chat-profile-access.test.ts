// sendMessage checks the chat's profile as requireUsableProfile does, from the rows the grounding
// reads with the chat: a Free user's profiles beyond the oldest are locked (their chats too), Pro
// unlocks them, and a chat filed under another user's profile is answered like a missing profile.
import { describe, expect, it } from "vitest";

import { ActionFailure, RequiresProPlanError } from "@/lib/errors";
import { profileMessages } from "@/messages/profiles";
import { sendMessage } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { userWithProfile } from "./support/fixtures";

const t = profileMessages.errors;
let counter = 0;
const email = () => `access-${(counter += 1)}-${Date.now()}@example.org`;

async function chatOf(userId: string, profileId: string) {
  return prisma().chat.create({ data: { userId, profileId, title: "Chat 1" } });
}

/** A user's second profile, created a minute after the first (the oldest is the one Free keeps). */
async function withSecondProfile(plan: "free" | "pro") {
  const { user, inactiveProfiles } = await userWithProfile(email(), { plan, inactive: ["Lena"] });
  const second = await prisma().profile.update({
    where: { id: inactiveProfiles[0]!.id },
    data: { createdAt: new Date(Date.now() + 60_000) },
  });
  return { user, second };
}

describe("sending into a chat, the chat's profile", () => {
  it("is usable when it is a Free user's oldest profile", async () => {
    const { user, profile } = await userWithProfile(email());
    const chat = await chatOf(user.id, profile.id);
    const outcome = await sendMessage(user.id, chat.id, "Ich kann abends nicht abschalten.", {
      config: null,
    });
    expect(outcome.kind).toBe("reply");
  });

  it("is locked for a Free user beyond the oldest profile, and nothing is written", async () => {
    const { user, second } = await withSecondProfile("free");
    const chat = await chatOf(user.id, second.id);
    const sent = sendMessage(user.id, chat.id, "Ich kann abends nicht abschalten.", { config: null });
    await expect(sent).rejects.toBeInstanceOf(RequiresProPlanError);
    await expect(sent).rejects.toMatchObject({ title: t.lockedTitle, message: t.locked });
    expect(await prisma().chatMessage.count({ where: { chatId: chat.id } })).toBe(0);
  });

  it("is usable on Pro beyond the oldest profile", async () => {
    const { user, second } = await withSecondProfile("pro");
    const chat = await chatOf(user.id, second.id);
    const outcome = await sendMessage(user.id, chat.id, "Ich kann abends nicht abschalten.", {
      config: null,
    });
    expect(outcome.kind).toBe("reply");
  });

  it("is not found when the chat is filed under another user's profile", async () => {
    const { user } = await userWithProfile(email(), { plan: "pro" });
    const other = await userWithProfile(email(), { plan: "pro" });
    const chat = await chatOf(user.id, other.profile.id);
    const sent = sendMessage(user.id, chat.id, "Ich kann abends nicht abschalten.", { config: null });
    await expect(sent).rejects.toBeInstanceOf(ActionFailure);
    await expect(sent).rejects.toMatchObject({ code: "not_found", message: t.notFound });
    expect(await prisma().chatMessage.count({ where: { chatId: chat.id } })).toBe(0);
  });
});
