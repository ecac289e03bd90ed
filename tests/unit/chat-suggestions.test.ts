// Stored replies link to the exercises and journal types they name, like the live reply did.
import { describe, expect, it } from "vitest";

import { composeReply, type CoachProfile } from "@/lib/coach";
import { suggestionsIn, toMessageView } from "@/server/chat/message-view";

const mara: CoachProfile = { name: "Mara", profileType: "human", overallState: "unruhig", stressLevel: 8 };

const messages = [
  "Ich bin total gestresst von der Arbeit.",
  "Ich kann nachts nicht schlafen.",
  "Mein Nacken ist total verspannt.",
  "Mein Vater ist gestorben.",
  "Ich bin heute so dankbar.",
  "Schlag mir bitte eine Übung vor.",
  "Mein Hund hat Angst bei Gewitter.",
];

describe("suggestionsIn", () => {
  it.each(messages)("reads back the suggestions of the reply to “%s”", (message) => {
    const reply = composeReply({ profile: mara, history: [], memory: [], message });
    expect(reply.suggestions.length).toBeGreaterThan(0);
    expect(suggestionsIn(reply.content)).toEqual(reply.suggestions);
  });

  it("finds nothing in a reply that names no exercise or journal type", () => {
    expect(suggestionsIn("Schön, dass du da bist. Was beschäftigt dich?")).toEqual([]);
  });
});

describe("toMessageView", () => {
  const row = {
    id: "m1",
    role: "assistant" as const,
    kind: "text" as const,
    content: "Probier doch einmal die Box-Atmung aus (8 Minuten).",
    createdAt: new Date("2026-01-15T09:00:00Z"),
  };

  it("links a coach reply's suggestions", () => {
    expect(toMessageView(row).suggestions.map((suggestion) => suggestion.exerciseId)).toEqual(["box-atmung"]);
    expect(toMessageView(row).createdAt).toBe("2026-01-15T09:00:00.000Z");
  });

  it("links nothing in the user's own words or in safety cards", () => {
    expect(toMessageView({ ...row, role: "user" }).suggestions).toEqual([]);
    expect(toMessageView({ ...row, kind: "crisis" }).suggestions).toEqual([]);
    expect(toMessageView({ ...row, kind: "upgrade_prompt" }).suggestions).toEqual([]);
  });
});
