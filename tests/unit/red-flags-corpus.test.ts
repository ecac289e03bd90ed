// The red-flag detector measured on labelled German descriptions (tests/corpus/red-flags/): the
// tuning sets the concepts and rules were developed on, and blind sets written independently and
// never read while tuning. Issue 20's targets: recall 100 % on the tuning set and ≥ 95 % on the
// blind set, false alarms ≤ 10 % on both. The figures are printed per group and per category; blind
// examples are only ever counted, never printed.
import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { detectCheckAdvice, detectRedFlags } from "@/lib/safety/red-flags";
import {
  percent,
  RED_FLAG_TUNING_FILES,
  readCorpus,
  type RedFlagExample,
  tallyByCategory,
} from "@/tests/corpus/corpus";

const TUNING_FILES = RED_FLAG_TUNING_FILES;
const BLIND_FILES = ["red-flags/blind-human.jsonl", "red-flags/blind-animal.jsonl"];

// Each example is read once; the tallies below look its flags up.
const seen = new Map<RedFlagExample, ReturnType<typeof detectRedFlags>>();
function flagsOf(example: RedFlagExample) {
  let flags = seen.get(example);
  if (!flags) {
    flags = detectRedFlags(example.text, example.subject, example.customAnimalType ?? example.animalType);
    seen.set(example, flags);
  }
  return flags;
}
const flagged = (example: RedFlagExample) => flagsOf(example).length > 0;
const groupOf = (example: RedFlagExample) => example.group ?? example.subject;

function tallyLines(
  label: string,
  examples: readonly RedFlagExample[],
  key: (example: RedFlagExample) => string,
  suffix: string,
): string[] {
  const keyed = examples.map((example) => ({ ...example, category: key(example) }));
  const flaggedKeyed = new Set(keyed.filter((_, index) => flagged(examples[index]!)));
  return [...tallyByCategory(keyed, (example) => flaggedKeyed.has(example))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { hits, total }]) => `  ${label} ${name}: ${hits}/${total}${suffix}`);
}

/** Recall and false alarms, per group (human, dog, cat, horse, other animals …) and per category. */
function measure(name: string, examples: readonly RedFlagExample[]) {
  const urgent = examples.filter((example) => example.urgent);
  const ordinary = examples.filter((example) => !example.urgent);
  const hits = urgent.filter(flagged);
  const alarms = ordinary.filter(flagged);
  // How often the level matches the label ('Jetzt Notruf' or 'Heute noch'): shown, not asserted,
  // because any red flag puts the hint first; the level only chooses the words.
  const sameLevel = hits.filter((example) => {
    const flags = flagsOf(example);
    const level = flags.some((flag) => flag.level === "notruf") ? "notruf" : "heute";
    return example.level === null || example.level === level;
  }).length;
  const lines = [
    `${name}: recall ${hits.length}/${urgent.length} (${percent(hits.length, urgent.length)}), ` +
      `false alarms ${alarms.length}/${ordinary.length} (${percent(alarms.length, ordinary.length)}), ` +
      `level as labelled ${sameLevel}/${hits.length}`,
    "  per group:",
    ...tallyLines("+", urgent, groupOf, ""),
    ...tallyLines("−", ordinary, groupOf, " false alarms"),
    "  per category:",
    ...tallyLines("+", urgent, (example) => example.category, ""),
    ...tallyLines("−", ordinary, (example) => example.category, " false alarms"),
  ];
  console.log(lines.join("\n"));
  return {
    recall: urgent.length === 0 ? 1 : hits.length / urgent.length,
    alarms: ordinary.length === 0 ? 0 : alarms.length / ordinary.length,
    urgent,
    ordinary,
  };
}

describe("red flags on the labelled corpus", () => {
  const tuning = readCorpus<RedFlagExample>(...TUNING_FILES);
  const blindPresent = BLIND_FILES.every((file) =>
    existsSync(path.join(import.meta.dirname, "../corpus", file)),
  );
  const blind = blindPresent ? readCorpus<RedFlagExample>(...BLIND_FILES) : [];

  it("has tuning examples for people and animals, urgent and ordinary", () => {
    for (const subject of ["human", "animal"] as const) {
      const ofSubject = tuning.filter((example) => example.subject === subject);
      expect(ofSubject.filter((example) => example.urgent).length).toBeGreaterThan(100);
      expect(ofSubject.filter((example) => !example.urgent).length).toBeGreaterThan(50);
    }
  });

  it("finds every red flag of the tuning set, with at most 10 % false alarms", () => {
    const result = measure("tuning set", tuning);
    const missed = result.urgent
      .filter((example) => !flagged(example))
      .map((example) => `${groupOf(example)}/${example.category}: ${example.text}`);
    const alarms = result.ordinary
      .filter(flagged)
      .map((example) => `${groupOf(example)}/${example.category}: ${example.text}`);
    expect(missed, "missed red flags").toEqual([]);
    expect(result.alarms, `false alarms: ${alarms.join(" | ")}`).toBeLessThanOrEqual(0.1);
  }, 60_000);

  it("never counts check advice ('abklären') as a red flag", () => {
    for (const example of tuning.slice(0, 200)) {
      const advice = detectCheckAdvice(
        example.text,
        example.subject,
        example.customAnimalType ?? example.animalType,
      );
      expect(advice.every((match) => match.level === "abklaeren")).toBe(true);
    }
  }, 60_000);

  // Only counts are printed and asserted here: the blind texts are never shown, so that nobody tunes
  // the rules on them. The 95 % recall is reached (302/317 = 95.3 % measured, see
  // tests/corpus/blind-log.md), with no margin: one more miss falls below it.
  it.runIf(blindPresent)(
    "finds at least 95 % of the blind set's red flags (the issue's target), with at most 10 % false alarms",
    () => {
      const result = measure("blind set", blind);
      expect(result.alarms, "blind false alarms").toBeLessThanOrEqual(0.1);
      expect(result.recall, "blind recall").toBeGreaterThanOrEqual(0.95);
    },
    60_000,
  );
});
