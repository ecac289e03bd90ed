// German dictation (issue 15): the language order, how dictated phrases join what was typed,
// how recognition results are read, and which errors the user is told about.
import { describe, expect, it } from "vitest";

import {
  appendDictation,
  DICTATION_LANGUAGES,
  dictationProblem,
  fallbackLanguage,
  type RecognitionResultLike,
  readResults,
} from "@/lib/dictation";
import { dictationMessages } from "@/messages/dictation";

const result = (transcript: string, isFinal: boolean): RecognitionResultLike =>
  Object.assign([{ transcript }], { isFinal });

describe("dictation languages", () => {
  it("asks for Austrian German first and falls back to German German once", () => {
    expect(DICTATION_LANGUAGES[0]).toBe("de-AT");
    expect(fallbackLanguage("de-AT")).toBe("de-DE");
    expect(fallbackLanguage("de-DE")).toBeNull();
  });
});

describe("appendDictation", () => {
  it.each([
    ["", "Mir geht es gut", "Mir geht es gut"],
    ["Heute", "war ein ruhiger Tag", "Heute war ein ruhiger Tag"],
    ["Heute ", "  war schön ", "Heute war schön"],
    ["Frage:\n\n", "ich schlafe schlecht", "Frage:\n\nich schlafe schlecht"],
    ["Nichts Neues", "   ", "Nichts Neues"],
  ])("%j + %j", (written, spoken, expected) => {
    expect(appendDictation(written, spoken)).toBe(expected);
  });

  it("never changes what was typed", () => {
    const typed = "Ich bin  müde,\tund ";
    expect(appendDictation(typed, "ich weiß nicht warum").startsWith(typed)).toBe(true);
  });
});

describe("readResults", () => {
  it("separates the final phrase from the words still being spoken", () => {
    const results = [result("ich bin", true), result(" heute", true), result(" etwas müde", false)];
    expect(readResults(results, 0)).toEqual({ final: "ich bin heute", interim: "etwas müde" });
  });

  it("reads only from resultIndex on, so a phrase is appended once", () => {
    const results = [result("schon angekommen", true), result(" und weiter", true)];
    expect(readResults(results, 1)).toEqual({ final: "und weiter", interim: "" });
  });

  it("has nothing final while the user is still speaking", () => {
    expect(readResults([result("Grüß", false)], 0)).toEqual({ final: "", interim: "Grüß" });
  });
});

describe("dictationProblem", () => {
  it("names a denied microphone, so the calm hint on allowing it is shown", () => {
    expect(dictationProblem("not-allowed")).toBe("permission");
    expect(dictationProblem("service-not-allowed")).toBe("permission");
    expect(dictationMessages.problems.permission).toMatch(/erlauben/);
  });

  it("stays quiet for silence, a stop and a refused language (the fallback handles that)", () => {
    expect(dictationProblem("no-speech")).toBeNull();
    expect(dictationProblem("aborted")).toBeNull();
    expect(dictationProblem("language-not-supported")).toBeNull();
  });

  it("explains a missing microphone, the network and anything else", () => {
    expect(dictationProblem("audio-capture")).toBe("microphone");
    expect(dictationProblem("network")).toBe("network");
    expect(dictationProblem("bad-grammar")).toBe("unavailable");
  });
});
