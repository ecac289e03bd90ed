// Bad input for the chat and the journal: limits, blank text, markup kept as typed.
import { describe, expect, it } from "vitest";

import { journalTypes } from "@/content/journal";
import { chatTitleSchema, messageContentSchema, pageQuerySchema } from "@/server/chat/schemas";
import { entryInputSchema, entryListSchema } from "@/server/journal/schemas";

/** The profile the journal page shows. */
const profileId = "5d1b7c1e-2f4a-4c3b-9a8e-1f2d3c4b5a69";

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("chat messages", () => {
  it("accept up to 4,000 characters and refuse more with a German message naming the limit", () => {
    expect(messageContentSchema.safeParse("a".repeat(4_000)).success).toBe(true);
    const refused = messageContentSchema.safeParse("a".repeat(20_000));
    expect(refused.success).toBe(false);
    expect(firstIssue(refused)).toBe(
      "Deine Nachricht ist zu lang: höchstens 4.000 Zeichen pro Nachricht. Teile sie bitte auf.",
    );
  });

  it("refuse blank messages", () => {
    for (const blank of ["", "   ", "\n\t "]) {
      expect(firstIssue(messageContentSchema.safeParse(blank))).toBe("Bitte schreib zuerst eine Nachricht.");
    }
  });

  it("keep markup, scripts and SQL exactly as typed", () => {
    const text = `  <script>alert("x")</script> '); DROP TABLE chats; --  `;
    expect(messageContentSchema.parse(text)).toBe(text);
  });
});

describe("chat titles", () => {
  it("are trimmed and must not be empty or longer than 100 characters", () => {
    expect(chatTitleSchema.parse("  Abends  ")).toBe("Abends");
    expect(firstIssue(chatTitleSchema.safeParse("   "))).toBe("Der Name darf nicht leer sein.");
    expect(chatTitleSchema.safeParse("x".repeat(100)).success).toBe(true);
    expect(chatTitleSchema.safeParse("x".repeat(101)).success).toBe(false);
  });
});

describe("history pages", () => {
  it("default to 30 messages and allow at most 100", () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 30 });
    expect(pageQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ before: "kein-uuid" }).success).toBe(false);
  });
});

describe("journal entries", () => {
  it("need words of their own beyond the prefilled prompt", () => {
    for (const type of journalTypes) {
      const onlyPrompt = entryInputSchema.safeParse({
        profileId,
        type: type.id,
        content: `${type.prompt}\n\n `,
      });
      expect(firstIssue(onlyPrompt)).toBe("Schreib zuerst etwas zu deinem Eintrag.");
      expect(
        entryInputSchema.safeParse({ profileId, type: type.id, content: `${type.prompt}\n\nHeute.` }).success,
      ).toBe(true);
    }
  });

  it("allow 20,000 characters and refuse more", () => {
    expect(
      entryInputSchema.safeParse({ profileId, type: "loswerden", content: "x".repeat(20_000) }).success,
    ).toBe(true);
    const refused = entryInputSchema.safeParse({ profileId, type: "loswerden", content: "x".repeat(20_001) });
    expect(firstIssue(refused)).toBe("Dein Eintrag ist zu lang: höchstens 20.000 Zeichen.");
  });

  it("know only the three types", () => {
    expect(entryInputSchema.safeParse({ profileId, type: "wut", content: "Text" }).success).toBe(false);
    expect(entryListSchema.safeParse({ profileId, type: "klarheit", query: "  Wald " }).data).toEqual({
      profileId,
      type: "klarheit",
      query: "Wald",
    });
  });
});
