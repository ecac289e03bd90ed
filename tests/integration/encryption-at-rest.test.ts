// Issue 17: what a user writes about themselves or their animal is encrypted at rest with their own
// data key. A marker typed into every encrypted field through the server actions is nowhere in a
// dump of the database, yet comes back decrypted in the app's answers and in the export.
import { randomInt } from "node:crypto";

import { describe, expect, it, vi } from "vitest";

import { GET as exportRoute } from "@/app/api/account/export/route";
import { GET as messagesRoute, POST as postMessage } from "@/app/api/chats/[chatId]/messages/route";
import { startAnalysis } from "@/server/actions/analysis";
import { loadChats, renameChat } from "@/server/actions/chat";
import { listJournalEntries, saveJournalEntry } from "@/server/actions/journal";
import { addProfile, createProfile, loadActiveProfile } from "@/server/actions/profile";
import { getSafetyPlan, updateSafetyPlan } from "@/server/actions/safety-plan";
import { prisma } from "@/server/db";
import type { ParsedProfile } from "@/server/profiles/profile-data";

import { dumpDatabase } from "./support/dump";
import { HEALTH_CONSENT, humanProfile } from "./support/fixtures";
import { postFromPage } from "./support/page-request";
import { testDatabase } from "./support/per-file-database";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const MARKER = `Quarzlampe${randomInt(100_000, 999_999)}`;
const said = (text: string) => `Ich schreibe hier ${MARKER} und ${text}`;

function ok<T>(result: { ok: true; data: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  return result.data;
}

const messagesUrl = (chatId: string) => `http://localhost:3000/api/chats/${chatId}/messages`;
const params = (chatId: string) => ({ params: Promise.resolve({ chatId }) });

/** The chat's route handler, as the browser calls it. */
function sendMessage(chatId: string, content: string) {
  return postMessage(postFromPage(`/api/chats/${chatId}/messages`, { content }), params(chatId));
}

async function proUser(email: string) {
  const user = await prisma().user.create({ data: { email, ...HEALTH_CONSENT } });
  await prisma().subscription.create({
    data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
  });
  signInAs({ id: user.id, email, plan: "pro" });
  return user;
}

const human: ParsedProfile = {
  ...humanProfile,
  lifeSituation: said("lebe in Wien"),
  professionalSituation: said("arbeite als Lehrerin"),
  exerciseRoutine: said("laufe dreimal pro Woche"),
  currentHealthIssues: said("habe seit Wochen Kopfschmerzen am Abend"),
  recentAccidents: said("bin im Winter auf dem Eis gestürzt"),
  emotionalConcerns: said("fühle mich oft gestresst und unruhig"),
  medications: said("nehme abends ein leichtes Schmerzmittel"),
  emotionalState: said("bin meistens ruhig"),
  childhoodExperiences: said("bin auf dem Land aufgewachsen"),
  traumaHistory: said("habe einen Unfall erlebt"),
};

const animal: ParsedProfile = {
  profileType: "animal",
  gender: "unbekannt",
  animalType: "hund",
  name: "Luna",
  age: 4,
  weightKg: 20,
  breed: "Mischling",
  housingType: "wohnung",
  generalBehavior: said("sie ist verspielt und neugierig"),
  recentHealthIssues: said("sie hinkt seit zwei Tagen leicht"),
  environmentChanges: said("wir sind vor kurzem umgezogen"),
  relationshipDescription: said("sie folgt mir überallhin in der Wohnung"),
  livingEnvironment: said("Wohnung mit Balkon"),
  ownerBondQuality: said("sehr eng"),
  exerciseLevel: "leine",
  behaviorPatterns: ["unruhig"],
};

const planFields = [
  "warningSigns",
  "ownStrategies",
  "distractions",
  "peopleToAsk",
  "professionals",
  "safeSurroundings",
  "reasonsToLive",
] as const;

describe("encryption at rest", () => {
  it("keeps a marker typed into every encrypted field out of a database dump, and shows it decrypted", async () => {
    await proUser("marker@example.test");
    const profileId = ok(await createProfile(human)).profileId;
    ok(await addProfile(animal));
    const loaded = ok(await loadActiveProfile(undefined));
    expect(JSON.stringify(loaded).split(MARKER).length - 1).toBe(10);
    ok(await startAnalysis({ profileId }));
    // Every journal and chat call names the profile the page shows: the active one.
    const shown = (
      await prisma().profile.findFirstOrThrow({
        where: { isActive: true, user: { email: "marker@example.test" } },
        select: { id: true },
      })
    ).id;

    const chatId = ok(await loadChats({ profileId: shown })).activeChatId;
    ok(await renameChat({ chatId, title: MARKER }));
    const sent = await sendMessage(chatId, said("frage mich, wie ich besser schlafe"));
    expect(sent.status).toBe(201);
    expect(await sent.text()).toContain(MARKER);
    const history = await messagesRoute(new Request(messagesUrl(chatId)), params(chatId));
    expect(await history.text()).toContain(said("frage mich, wie ich besser schlafe"));
    expect(JSON.stringify(ok(await loadChats({ profileId: shown })).chats)).toContain(MARKER);

    ok(await saveJournalEntry({ profileId: shown, type: "loswerden", content: said("bin heute müde") }));
    const found = ok(await listJournalEntries({ profileId: shown, query: MARKER.toLowerCase() }));
    expect(found.entries.map((entry) => entry.content)).toEqual([said("bin heute müde")]);

    ok(await updateSafetyPlan(Object.fromEntries(planFields.map((field) => [field, said(field)]))));
    expect(JSON.stringify(ok(await getSafetyPlan(undefined))).split(MARKER).length - 1).toBe(7);

    const exported = await (await exportRoute()).text();
    // 10 + 6 profile fields, the chat title and message, the journal entry, the 7 steps of the plan.
    expect(exported.split(MARKER).length - 1).toBeGreaterThanOrEqual(26);

    const dump = await dumpDatabase(testDatabase());
    expect(dump).toContain("enc1:");
    expect(dump).not.toContain(MARKER);
    // Nor any other sentence the user wrote, nor the analysis text.
    expect(dump).not.toContain("Kopfschmerzen am Abend");
    expect(dump).not.toContain("schlafstoerungen");
    const { rows } = await testDatabase().sql.query<{ detail: unknown }>("SELECT detail FROM analyses");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.detail)).toMatch(/^encj1:/);
  });
});
