// Issue 22: every exported zod schema answers bad input in German. The test
// walks each schema's failure modes — wrong types, unknown enum values, too
// small and too large, unknown keys, invalid ids, NUL, RTL and zero-width
// characters — and finds no English word in any message.
import { describe, expect, it } from "vitest";

import { germanError } from "@/lib/validations/german-errors";
import { z } from "@/lib/validations/zod";
import { englishWord } from "@/tests/support/english";

const modules = {
  auth: () => import("@/lib/validations/auth"),
  billing: () => import("@/lib/validations/billing"),
  checkIn: () => import("@/lib/validations/check-in"),
  exercise: () => import("@/lib/validations/exercise"),
  profile: () => import("@/lib/validations/profile"),
  profileRef: () => import("@/lib/validations/profile-ref"),
  safetyPlan: () => import("@/lib/validations/safety-plan"),
  chat: () => import("@/server/chat/schemas"),
  journal: () => import("@/server/journal/schemas"),
};

const badValues: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  -1e9,
  1e9,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  "",
  "x",
  "nicht-vorhanden",
  "x".repeat(100_001),
  "00000000-0000-0000-0000-00000000000g",
  "2024-13-45",
  "a\u0000b",
  "\u202Eabc\u202C",
  "a\u200Bb",
  [],
  ["nicht-vorhanden"],
  Array.from({ length: 50 }, () => "x"),
  {},
  { x: 1 },
];

/** The failure modes of one schema: bad values for itself and, for an object, for each field. */
function inputsFor(schema: z.ZodType): unknown[] {
  const inputs = [...badValues, { unbekannt: 1 }, { isAdmin: true }];
  if (schema instanceof z.ZodObject) {
    for (const key of Object.keys(schema.shape)) {
      for (const value of badValues) inputs.push({ [key]: value });
    }
  }
  return inputs;
}

async function exportedSchemas(): Promise<[string, z.ZodType][]> {
  const found: [string, z.ZodType][] = [];
  for (const [file, load] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(await load())) {
      if (value instanceof z.ZodType) found.push([`${file}.${name}`, value]);
    }
  }
  return found;
}

describe("German validation messages (issue 22)", () => {
  it("walks every exported schema's failure modes and finds no English", { timeout: 60_000 }, async () => {
    const schemas = await exportedSchemas();
    expect(schemas.length).toBeGreaterThan(15);
    const english: string[] = [];
    let messages = 0;
    for (const [name, schema] of schemas) {
      for (const input of inputsFor(schema)) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          messages += 1;
          const word = englishWord(issue.message);
          if (word) english.push(`${name} [${issue.path.join(".")}]: ${issue.message}`);
        }
      }
    }
    console.info(`[german-validation] ${schemas.length} schemas, ${messages} messages checked`);
    expect(messages).toBeGreaterThan(1000);
    expect([...new Set(english)]).toEqual([]);
  });

  it("names the field a person can act on", () => {
    const schema = z.strictObject({ energy: z.int().min(1).max(5), profileId: z.uuid() });
    const messages = schema
      .safeParse({ energy: 9, profileId: "x", extra: 1 })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Energie: Der Wert darf höchstens 5 sein.",
      "Profil: Dieser Verweis ist ungültig. Bitte lade die Seite neu.",
      "Die Anfrage enthält Felder, die hier nicht vorgesehen sind. Bitte lade die Seite neu.",
    ]);
  });

  it("says what is missing, too short or not a choice", () => {
    const schema = z.object({ title: z.string().min(3), state: z.enum(["ruhig", "müde"]) });
    expect(schema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      "Titel: Bitte fülle dieses Feld aus.",
      "Zustand: Bitte fülle dieses Feld aus.",
    ]);
    expect(schema.safeParse({ title: "a", state: "froh" }).error?.issues.map((i) => i.message)).toEqual([
      "Titel: Bitte gib mindestens 3 Zeichen ein.",
      "Zustand: Bitte wähle einen der angebotenen Werte.",
    ]);
  });

  it("is the map zod uses when a schema brings no message of its own", () => {
    expect(germanError({ code: "custom", input: 1, path: [] } as never)).toBe(
      "Diese Eingabe ist ungültig. Bitte prüfe sie.",
    );
  });
});
