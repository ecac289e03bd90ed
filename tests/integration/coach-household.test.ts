// Issue 23 on a real database: the coach knows the account's profiles (only its own; a profile the
// plan locks by name only) and answers about Bello from Bello's analysis in Martina's chat; an
// exercise suggested in another chat is not suggested again within 24 hours.
import { beforeEach, describe, expect, it, vi } from "vitest";

import { loadGrounding } from "@/server/chat/grounding";
import { createNumberedChat } from "@/server/chat/create-chat";
import { sendMessage, type SendOutcome } from "@/server/chat/send-message";
import { prisma } from "@/server/db";

import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

beforeEach(() => signInAs(null));

let counter = 0;

/** A valid stored analysis with one pattern. */
function detail(overallState: "unruhig" | "überreizt", pattern: string) {
  return {
    version: "test",
    overallState,
    summary: "",
    redFlags: [],
    patterns: [{ id: "p", title: pattern, explanation: "", area: "verhalten", weight: 1, triggeredBy: [] }],
    recommendations: [],
  };
}

/** Martina (oldest, active) and her dog Bello with an analysis; Pro or Free (downgraded). */
async function household(plan: "pro" | "free") {
  counter += 1;
  const user = await prisma().user.create({
    data: { email: `household-${counter}-${Date.now()}@example.org` },
  });
  const martina = await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Martina",
      gender: "weiblich",
      age: 44,
      isActive: true,
      createdAt: new Date("2026-01-01T10:00:00Z"),
    },
  });
  const bello = await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "animal",
      name: "Bello",
      gender: "männlich",
      animalType: "hund",
      age: 4,
      createdAt: new Date("2026-01-02T10:00:00Z"),
    },
  });
  await prisma().analysis.create({
    data: {
      profileId: bello.id,
      overallState: "unruhig",
      engineVersion: "test",
      detail: detail("unruhig", "Unruhe am Abend"),
    },
  });
  if (plan === "pro") {
    await prisma().subscription.create({
      data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
    });
  }
  signInAs({ id: user.id, email: user.email, plan });
  const chatId = await createNumberedChat(user.id, martina.id);
  return { user, martina, bello, chatId };
}

/** Another account with a dog of its own. */
async function stranger() {
  counter += 1;
  const user = await prisma().user.create({
    data: { email: `stranger-${counter}-${Date.now()}@example.org` },
  });
  const rex = await prisma().profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "animal",
      name: "Rex",
      gender: "männlich",
      animalType: "hund",
      age: 6,
      isActive: true,
    },
  });
  await prisma().analysis.create({
    data: {
      profileId: rex.id,
      overallState: "unruhig",
      engineVersion: "test",
      detail: detail("unruhig", "Angst vor Gewitter"),
    },
  });
}

function replyOf(outcome: SendOutcome) {
  if (outcome.kind !== "reply") throw new Error("expected a complete reply");
  return outcome.reply;
}

const exerciseIds = (reply: ReturnType<typeof replyOf>) =>
  reply.suggestions.flatMap((suggestion) => suggestion.exerciseId ?? []);

describe("the household in the coach", () => {
  it("answers about Bello from Bello's analysis in Martina's chat, and knows no other account's dog", async () => {
    await stranger();
    const { user, chatId } = await household("pro");
    const { grounding } = await loadGrounding(user.id, chatId);
    expect(grounding.household?.map((member) => member.name)).toEqual(["Bello"]);
    expect(grounding.household?.[0]?.patternTitles).toEqual(["Unruhe am Abend"]);

    const reply = replyOf(await sendMessage(user.id, chatId, "Bello ist abends total unruhig."));
    expect(reply.content).toContain("In der Analyse von Bello ist das Muster „Unruhe am Abend“");

    const foreign = replyOf(await sendMessage(user.id, chatId, "Rex ist abends total unruhig."));
    expect(foreign.content).not.toContain("Angst vor Gewitter");
    expect(foreign.content).not.toContain("Analyse von Rex");
  });

  it("knows a profile locked after a downgrade by name only, and says so", async () => {
    const { user, chatId } = await household("free");
    const { grounding } = await loadGrounding(user.id, chatId);
    expect(grounding.household).toEqual([
      { name: "Bello", profileType: "animal", animalType: "hund", locked: true },
    ]);
    const reply = replyOf(await sendMessage(user.id, chatId, "Bello ist abends total unruhig."));
    expect(reply.content).toContain("Das Profil von Bello ist in deinem Free-Plan gesperrt");
    expect(reply.content).not.toContain("Unruhe am Abend");
  });
});

describe("no exercise twice within 24 hours, across chats", () => {
  it("does not suggest another chat's exercise again until 24 hours have passed", async () => {
    const { user, martina, chatId } = await household("pro");
    const first = exerciseIds(replyOf(await sendMessage(user.id, chatId, "Ich bin total gestresst.")));
    expect(first.length).toBeGreaterThan(0);

    const second = await createNumberedChat(user.id, martina.id);
    const again = exerciseIds(replyOf(await sendMessage(user.id, second, "Ich bin total gestresst.")));
    expect(again.length).toBeGreaterThan(0);
    for (const id of again) expect(first).not.toContain(id);

    // 25 hours later the first chat's suggestions may come back.
    await prisma().chatMessage.updateMany({
      where: { chatId: { in: [chatId, second] } },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    const third = await createNumberedChat(user.id, martina.id);
    const later = exerciseIds(replyOf(await sendMessage(user.id, third, "Ich bin total gestresst.")));
    expect(later).toEqual(first);
  });
});
