// The crisis net reads each message once and joins the readings (joinGermanParts) instead of reading the
// joined text again for every context it is part of: the result must be exactly the same.
import { readdirSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CRISIS_CONCEPTS, CRISIS_TYPO_CONCEPTS } from "@/content/safety/crisis-concepts";
import { CompiledLexicon } from "@/lib/language/lexicon";
import { joinGermanParts, readGerman, readGermanPart } from "@/lib/language/tokens";
import { readCorpus } from "@/tests/corpus/corpus";

const corpusTexts = ["crisis", "red-flags"].flatMap((folder) =>
  readCorpus<{ text: string; context?: string[] }>(
    ...readdirSync(path.join(import.meta.dirname, "../corpus", folder))
      .filter((file) => file.endsWith(".jsonl"))
      .map((file) => path.join(folder, file)),
  ).flatMap((example) => [example.text, ...(example.context ?? [])]),
);

/** Texts whose ends carry state over a line break: a question mark, a comma, a conjunction, nothing. */
const edges = [
  "",
  "?",
  "…",
  ",",
  "a,",
  "-",
  "um-",
  "\n",
  " ",
  "😂",
  "Warum?",
  "wirklich?!",
  "dass ich",
  "aber aber aber dass weil",
  "im 10. Stock",
  "39,5",
  "Ich.\n\nDu?",
  "x?\n",
];

const lexicon = new CompiledLexicon(CRISIS_CONCEPTS, CRISIS_TYPO_CONCEPTS);
const texts = fc.oneof(fc.constantFrom(...corpusTexts), fc.constantFrom(...edges), fc.string());

describe("joinGermanParts", () => {
  it("reads texts as readGerman reads them joined by line breaks, and the lexicon finds the same", () => {
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 4 }), (messages) => {
        const parts = messages.map(readGermanPart);
        const joined = joinGermanParts(parts);
        const direct = readGerman(messages.join("\n"));
        expect(joined).toEqual(direct);
        let offset = 0;
        const found = parts.flatMap((part) => {
          const at = offset;
          offset += part.text.tokens.length;
          return lexicon.find(part.text).map((occurrence) => ({
            ...occurrence,
            from: occurrence.from + at,
            to: occurrence.to + at,
            words: occurrence.words.map((word) => word + at),
          }));
        });
        expect(found).toEqual(lexicon.find(direct));
      }),
      { numRuns: 2_000 },
    );
  });

  it("reads one text as readGerman does", () => {
    for (const text of [...edges, ...corpusTexts.slice(0, 200)]) {
      expect(joinGermanParts([readGermanPart(text)])).toEqual(readGerman(text));
    }
  });
});
