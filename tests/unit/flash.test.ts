import { describe, expect, it } from "vitest";

import { parseFlash } from "@/lib/flash";

describe("parseFlash", () => {
  it("reads the toast the sign-in screen left", () => {
    const flash = { kind: "success", title: "Erfolgreich angemeldet!", description: "Weiter geht's." };
    expect(parseFlash(JSON.stringify(flash))).toEqual(flash);
  });

  it("ignores anything else in the key", () => {
    for (const raw of [
      null,
      "",
      "kein JSON",
      "null",
      "42",
      '{"kind":"alert","title":"x"}',
      '{"kind":"error"}',
    ])
      expect(parseFlash(raw)).toBeNull();
    expect(parseFlash('{"kind":"error","title":"Fehler","description":7}')).toEqual({
      kind: "error",
      title: "Fehler",
      description: "",
    });
  });
});
