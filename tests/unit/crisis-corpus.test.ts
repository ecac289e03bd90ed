// The crisis net measured on labelled German messages (tests/corpus/crisis/): the tuning set the
// rules were developed on, and a blind set written independently and never read while tuning.
// Issue 18's targets: recall 100 % on the tuning set and ≥ 98 % on the blind set, false alarms ≤ 5 %
// on both. A held-out batch by a writer the net has not met shows how it generalises; its floor is
// the figure measured. The figures are printed per category; blind and held-out examples are only
// ever counted.
import { describe, expect, it } from "vitest";

import wordWeights from "@/content/safety/crisis-word-weights.json";
import { assessCrisis } from "@/lib/safety/crisis";
import { trainWordWeights } from "@/lib/safety/word-evidence";
import {
  CRISIS_HELD_OUT_FILES,
  CRISIS_TUNING_FILES,
  type CrisisExample,
  percent,
  readCorpus,
  tallyByCategory,
} from "@/tests/corpus/corpus";

const flagged = (example: CrisisExample) => assessCrisis(example.text, example.context ?? []).crisis;

function measure(name: string, examples: readonly CrisisExample[]) {
  const crises = examples.filter((example) => example.crisis);
  const ordinary = examples.filter((example) => !example.crisis);
  const recall = crises.filter(flagged).length;
  const alarms = ordinary.filter(flagged).length;
  const lines = [
    `${name}: recall ${recall}/${crises.length} (${percent(recall, crises.length)}), ` +
      `false alarms ${alarms}/${ordinary.length} (${percent(alarms, ordinary.length)})`,
    ...[...tallyByCategory(crises, flagged)].map(
      ([category, { hits, total }]) => `  + ${category}: ${hits}/${total}`,
    ),
    ...[...tallyByCategory(ordinary, flagged)].map(
      ([category, { hits, total }]) => `  − ${category}: ${hits}/${total} false alarms`,
    ),
  ];
  console.log(lines.join("\n"));
  return { recall: recall / crises.length, alarms: alarms / ordinary.length, crises, ordinary };
}

describe("crisis net on the labelled corpus", { timeout: 120_000 }, () => {
  const tuning = readCorpus<CrisisExample>(...CRISIS_TUNING_FILES);
  const blind = readCorpus<CrisisExample>("crisis/blind.jsonl");

  it("uses word statistics trained on the tuning sets only, as npm run corpus:train writes them", () => {
    expect(wordWeights).toEqual(trainWordWeights(tuning));
  });

  it("has the size the issue asks for", () => {
    expect(tuning.filter((example) => example.crisis).length).toBeGreaterThanOrEqual(400);
    expect(tuning.filter((example) => !example.crisis).length).toBeGreaterThanOrEqual(400);
    expect(blind.length).toBeGreaterThanOrEqual(200);
  });

  // Issue 18's targets: every crisis of the tuning set, at least 98 % of the blind set's, at most
  // 5 % false alarms on both. The blind floor is the figure measured (README, "The safety net").
  it("finds every crisis of the tuning set, with at most 5 % false alarms", () => {
    const result = measure("tuning set", tuning);
    const missed = result.crises.filter((example) => !flagged(example)).map((example) => example.text);
    const alarms = result.ordinary.filter(flagged).map((example) => example.text);
    expect(missed, "tuning crises missed").toEqual([]);
    expect(result.alarms, `false alarms: ${alarms.join(" | ")}`).toBeLessThanOrEqual(0.05);
  });

  it("finds at least 99 % of the blind set's crises (target 98 %), with at most 5 % false alarms", () => {
    const result = measure("blind set", blind);
    expect(result.recall, "blind recall").toBeGreaterThanOrEqual(0.99);
    expect(result.alarms, "blind false alarms").toBeLessThanOrEqual(0.05);
  });

  it("finds at least 87 % of a held-out batch's crises, with at most 5 % false alarms (measured: 87.5 %, 5.0 %)", () => {
    const result = measure("held-out batch 10", readCorpus<CrisisExample>(...CRISIS_HELD_OUT_FILES));
    expect(result.recall, "held-out recall").toBeGreaterThanOrEqual(0.87);
    expect(result.alarms, "held-out false alarms").toBeLessThanOrEqual(0.05);
  });
});
