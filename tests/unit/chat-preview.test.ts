// The chat list previews the first 50 characters of a chat's last message (spec §9).
import { describe, expect, it } from "vitest";

import { previewOf } from "@/server/chat/preview";

describe("previewOf", () => {
  it("keeps a short message whole", () => {
    expect(previewOf("Wie geht es dir heute?")).toBe("Wie geht es dir heute?");
  });

  it("cuts after 50 characters and marks the cut", () => {
    const text = "Ich bin heute sehr müde und weiß nicht, woran es liegt. Vielleicht am Wetter.";
    const preview = previewOf(text);
    expect(preview).toBe(`${text.slice(0, 50).trimEnd()}…`);
    expect([...preview.replace("…", "")].length).toBeLessThanOrEqual(50);
  });

  it("keeps exactly 50 characters without an ellipsis", () => {
    expect(previewOf("x".repeat(50))).toBe("x".repeat(50));
    expect(previewOf("x".repeat(51))).toBe(`${"x".repeat(50)}…`);
  });

  it("shows line breaks and runs of spaces as single spaces", () => {
    expect(previewOf("Zeile eins\n\nZeile   zwei\t")).toBe("Zeile eins Zeile zwei");
  });

  it("never splits an emoji", () => {
    const preview = previewOf(`${"a".repeat(49)}🌿🌿`);
    expect(preview).toBe(`${"a".repeat(49)}🌿…`);
  });

  it("is empty for a chat without messages", () => {
    expect(previewOf(undefined)).toBe("");
  });
});
