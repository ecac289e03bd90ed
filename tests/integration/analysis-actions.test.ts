// The analysis module's server side on a real database: new analyses keep the earlier ones as
// history, the family analysis refuses Free users and single profiles with the spec's §8 texts,
// and a configured language model's name is stored with its text.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { getAnalysisOverview, getFamilyAnalysis, startAnalysis } from "@/server/actions/analysis";
import { linkJournalEntry, saveJournalEntry } from "@/server/actions/journal";
import { runAnalysis } from "@/server/analysis/run";
import { readAnalysisResult, readFamilyResult } from "@/server/analysis/stored-result";
import { prisma } from "@/server/db";

import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

let counter = 0;

async function createUser(options: { pro?: boolean } = {}) {
  counter += 1;
  const user = await prisma().user.create({
    data: { email: `analyse-${counter}-${Date.now()}@example.org` },
  });
  if (options.pro) {
    await prisma().subscription.create({
      data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${counter}`, status: "active" },
    });
  }
  signInAs({ id: user.id, email: user.email, plan: options.pro ? "pro" : "free" });
  return user;
}

function createHuman(userId: string, isActive = true) {
  return prisma().profile.create({
    data: {
      userId,
      createdBy: userId,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      age: 38,
      isActive,
      stressLevel: 8,
      currentSymptoms: ["nackenverspannung", "schlafstoerungen"],
      emotionalConcerns: "Ich mache mir ständig Sorgen und grüble viel, vor allem abends.",
    },
  });
}

function createDog(userId: string) {
  return prisma().profile.create({
    data: {
      userId,
      createdBy: userId,
      profileType: "animal",
      name: "Bello",
      gender: "männlich",
      animalType: "hund",
      age: 4,
      behaviorPatterns: ["aengstlich", "unruhig"],
      emotionalIssues: ["trennungsangst"],
    },
  });
}

function expectOk<T>(result: { ok: true; data: T } | { ok: false; title: string; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got ${result.title}: ${result.message}`);
  return result.data;
}

describe("startAnalysis and getAnalysisOverview", () => {
  it("stores the engine's full result and shows it", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    const started = expectOk(await startAnalysis({ profileId: profile.id }));
    expect(started.overallState).toBe("überreizt");

    const row = await prisma().analysis.findUniqueOrThrow({ where: { id: started.analysisId } });
    const stored = readAnalysisResult(row.detail);
    expect(stored?.overallState).toBe(row.overallState);
    expect(stored?.patterns.map((pattern) => pattern.id)).toContain("koerper-nacken");
    expect(row.engineVersion).toBe(stored?.version);
    expect(row.rephrasedBy).toBeNull();

    const overview = expectOk(await getAnalysisOverview({ profileId: profile.id }));
    expect(overview.latest?.id).toBe(started.analysisId);
    expect(overview.latest?.summary).toBe(stored?.summary);
    expect(overview.latest?.patterns[0]?.triggers.length).toBeGreaterThan(0);
    expect(overview.latest?.recommendations.length).toBeGreaterThanOrEqual(3);
    // Only what the screen needs: no field names or weights.
    expect(JSON.stringify(overview.latest)).not.toMatch(/"weight"|"field"|"triggeredBy"/);
  });

  it("keeps earlier analyses as history, newest first", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    const first = expectOk(await startAnalysis({ profileId: profile.id }));
    await prisma().profile.update({
      where: { id: profile.id },
      data: { stressLevel: 2, currentSymptoms: [], emotionalConcerns: "Mir geht es gerade richtig gut." },
    });
    const second = expectOk(await startAnalysis({ profileId: profile.id }));

    const overview = expectOk(await getAnalysisOverview({ profileId: profile.id }));
    expect(overview.history.map((entry) => entry.id)).toEqual([second.analysisId, first.analysisId]);
    expect(overview.latest?.id).toBe(second.analysisId);
    expect(await prisma().analysis.count({ where: { profileId: profile.id } })).toBe(2);
  });

  it("shows the journal entries linked with the analysis, and only those (issue 23)", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    const analysis = expectOk(await startAnalysis({ profileId: profile.id }));
    expectOk(await saveJournalEntry({ profileId: profile.id, type: "loswerden", content: "Nur für mich." }));
    expectOk(
      await linkJournalEntry({
        profileId: profile.id,
        type: "erkenntnis",
        content: "Abends brauche ich Ruhe.",
      }),
    );

    const overview = expectOk(await getAnalysisOverview({ profileId: profile.id }));
    expect(overview.latest?.id).toBe(analysis.analysisId);
    expect(overview.latest?.journalEntries).toEqual([
      expect.objectContaining({ type: "erkenntnis", linkedToAnalysis: true }),
    ]);
    expect(overview.latest?.journalEntries[0]?.content).toContain("Abends brauche ich Ruhe.");
  });

  it("shows the empty state for a profile without analyses", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    expect(expectOk(await getAnalysisOverview({ profileId: profile.id }))).toEqual({
      latest: null,
      history: [],
    });
  });

  it("shows a hand-written or outdated row with its state only", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    await prisma().analysis.create({
      data: { profileId: profile.id, overallState: "müde", engineVersion: "0.1", detail: { alt: true } },
    });
    const overview = expectOk(await getAnalysisOverview({ profileId: profile.id }));
    expect(overview.latest).toMatchObject({
      overallState: "müde",
      summary: null,
      patterns: [],
      recommendations: [],
    });
  });

  it("refuses other users' profiles and signed-out visitors", async () => {
    const owner = await createUser();
    const profile = await createHuman(owner.id);
    await createUser();
    const foreign = await startAnalysis({ profileId: profile.id });
    expect(foreign).toMatchObject({ ok: false, code: "not_found" });
    expect(await getAnalysisOverview({ profileId: profile.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await prisma().analysis.count({ where: { profileId: profile.id } })).toBe(0);

    signInAs(null);
    expect(await startAnalysis({ profileId: profile.id })).toMatchObject({ ok: false, code: "unauthorized" });
    expect(await startAnalysis({ profileId: "keine-uuid" })).toMatchObject({ ok: false });
  });
});

describe("getFamilyAnalysis", () => {
  it("gives Free users the Pro error", async () => {
    const user = await createUser();
    await createHuman(user.id);
    await createDog(user.id);
    expect(await getFamilyAnalysis({})).toEqual({
      ok: false,
      code: "pro_required",
      title: "Pro Version erforderlich",
      message: "Familienanalyse ist nur in der Pro Version verfügbar.",
    });
    expect(await prisma().familyAnalysis.count({ where: { userId: user.id } })).toBe(0);
  });

  it("needs at least 2 profiles", async () => {
    const user = await createUser({ pro: true });
    await createHuman(user.id);
    expect(await getFamilyAnalysis({})).toMatchObject({
      ok: false,
      title: "Mindestens 2 Profile erforderlich",
      message: "Erstelle zuerst weitere Familienprofile.",
    });
  });

  it("combines a person and a dog, analysing the dog first, and stores the result once", async () => {
    const user = await createUser({ pro: true });
    const human = await createHuman(user.id);
    const dog = await createDog(user.id);
    const humanAnalysis = expectOk(await startAnalysis({ profileId: human.id }));

    const family = expectOk(await getFamilyAnalysis({}));
    expect(family.members.map((member) => member.name)).toEqual(["Mara", "Bello"]);
    expect(family.result.mirrors.length).toBeGreaterThan(0);
    expect(family.result.householdRecommendations.length).toBeGreaterThan(0);
    expect(family.result.summary).toContain("Bello");

    const dogAnalyses = await prisma().analysis.findMany({ where: { profileId: dog.id } });
    expect(dogAnalyses).toHaveLength(1);
    const row = await prisma().familyAnalysis.findUniqueOrThrow({ where: { id: family.id } });
    expect(row.analysisIds).toEqual([humanAnalysis.analysisId, dogAnalyses[0]?.id]);
    expect(readFamilyResult(row.detail)).toEqual(family.result);

    // Nothing changed: the same stored result.
    expect(expectOk(await getFamilyAnalysis({})).id).toBe(family.id);
    // A new analysis of one member: a new family result.
    expectOk(await startAnalysis({ profileId: dog.id }));
    expect(expectOk(await getFamilyAnalysis({})).id).not.toBe(family.id);
    expect(await prisma().familyAnalysis.count({ where: { userId: user.id } })).toBe(2);
  });
});

describe("runAnalysis with a language model", () => {
  let server: Server;
  let baseUrl = "";
  let requests = 0;

  beforeAll(async () => {
    // Answers like an OpenAI-compatible server, re-phrasing by prefixing every text.
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        requests += 1;
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          model: string;
          messages: { role: string; content: string }[];
        };
        const sent = JSON.parse(body.messages.find((m) => m.role === "user")?.content ?? "{}") as {
          summary?: string;
          patterns: { id: string; explanation: string }[];
          recommendations: { id: string; text: string }[];
        };
        const content = JSON.stringify({
          summary: `Sanft gesagt: ${sent.summary ?? ""}`,
          patterns: sent.patterns.map(({ id, explanation }) => ({
            id,
            explanation: `Sanft: ${explanation}`,
          })),
          recommendations: sent.recommendations.map(({ id, text }) => ({ id, text: `Sanft: ${text}` })),
        });
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            id: "chatcmpl-1",
            object: "chat.completion",
            created: 1_767_225_600,
            model: body.model,
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requests = 0;
  });

  it("stores the re-phrased text and the model's name", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    const config = { baseUrl, apiKey: "k", model: "mistral-small-eu" };
    const run = await runAnalysis(user.id, profile.id, { rephraseOptions: { config } });
    const row = await prisma().analysis.findUniqueOrThrow({ where: { id: run.id } });
    expect(row.rephrasedBy).toBe("mistral-small-eu");
    expect(readAnalysisResult(row.detail)?.summary).toMatch(/^Sanft gesagt: /);
    expect(requests).toBe(1);

    const overview = expectOk(await getAnalysisOverview({ profileId: profile.id }));
    expect(overview.latest?.rephrased).toBe(true);
  });

  it("sends nothing when no model is configured", async () => {
    const user = await createUser();
    const profile = await createHuman(user.id);
    const run = await runAnalysis(user.id, profile.id, { rephraseOptions: { config: null } });
    expect((await prisma().analysis.findUniqueOrThrow({ where: { id: run.id } })).rephrasedBy).toBeNull();
    expect(requests).toBe(0);
  });
});

afterAll(() => {
  signInAs(null);
});
