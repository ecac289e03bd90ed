// The language model gets the same grounding as the rule-based coach: profile, analysis, memory,
// the conversation without crisis messages, and the coach's own answer to keep its suggestions.
import { describe, expect, it } from "vitest";

import { composeReply, type CoachContext } from "@/lib/coach";
import { modelPrompt } from "@/server/chat/model-prompt";

const context: CoachContext = {
  profile: {
    name: "Bello",
    profileType: "animal",
    animalType: "hund",
    overallState: "unruhig",
    patternTitles: ["Trennungsstress"],
    recommendations: [{ title: "Sicherer Ort", exerciseId: "sicherer-ort" }],
  },
  history: [
    { role: "assistant", content: "Hallo, schön, dass du da bist." },
    { role: "user", content: "Bello bellt, wenn ich gehe." },
  ],
  memory: [{ source: "journal", content: "Musik hilft Bello.", createdAt: "2026-01-14T18:00:00Z" }],
  message: "Was kann ich heute tun?",
};

describe("modelPrompt", () => {
  const reference = composeReply(context);
  const prompt = modelPrompt(context, reference);

  it("grounds the system prompt in the profile, the analysis and the memory", () => {
    expect(prompt.system).toContain("Bello");
    expect(prompt.system).toContain("hund");
    expect(prompt.system).toContain("Unruhig");
    expect(prompt.system).toContain("Trennungsstress");
    expect(prompt.system).toContain("Sicherer Ort");
    expect(prompt.system).toContain("(journal, 2026-01-14) Musik hilft Bello.");
    expect(prompt.system).toContain("German");
  });

  it("includes the rule-based coach's answer as the reference", () => {
    expect(prompt.system).toContain(reference.content);
  });

  it("sends the conversation in order and ends with the new message", () => {
    expect(prompt.messages).toEqual([
      ...context.history,
      { role: "user", content: "Was kann ich heute tun?" },
    ]);
  });

  it("leaves out the stress level for animals and the memory when it is empty", () => {
    const human = modelPrompt(
      { ...context, profile: { name: "Mara", profileType: "human", stressLevel: 8 }, memory: [] },
      reference,
    );
    expect(human.system).toContain("8 of 10");
    expect(human.system).not.toContain("What you remember");
    expect(prompt.system).not.toContain("stress level");
  });
});
