// Measures the crisis net and the red flags on the labelled corpora in tests/corpus/.
//
//   npm run corpus                 figures for the tuning and blind sets
//   npm run corpus -- --misses     also every tuning example the detector gets wrong
//   npm run corpus -- --record "note"   appends the figures to tests/corpus/blind-log.md
//
// The blind sets and the newest held-out batch are only ever counted: this script never prints one
// of their texts, so the person tuning the rules cannot tune them to those sets.
import { appendFileSync, existsSync } from "node:fs";
import path from "node:path";

import { assessCrisis } from "@/lib/safety/crisis";
import { detectRedFlags } from "@/lib/safety/red-flags";
import {
  CRISIS_HELD_OUT_FILES,
  CRISIS_TUNING_FILES,
  percent,
  RED_FLAG_TUNING_FILES,
  readCorpus,
  tallyByCategory,
  type CrisisExample,
  type RedFlagExample,
} from "@/tests/corpus/corpus";

const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const recordIndex = args.indexOf("--record");
const note = recordIndex >= 0 ? (args[recordIndex + 1] ?? "") : null;

const crisisFlagged = (example: CrisisExample) => assessCrisis(example.text, example.context ?? []).crisis;
const redFlagged = (example: RedFlagExample) =>
  detectRedFlags(example.text, example.subject, example.customAnimalType ?? example.animalType).length > 0;

interface Summary {
  name: string;
  recall: [number, number];
  falseAlarms: [number, number];
  lines: string[];
}

function summarize<T extends { category: string }>(
  name: string,
  examples: readonly T[],
  positive: (example: T) => boolean,
  flagged: (example: T) => boolean,
): Summary {
  const positives = examples.filter(positive);
  const negatives = examples.filter((example) => !positive(example));
  const hits = positives.filter(flagged).length;
  const alarms = negatives.filter(flagged).length;
  const lines = [
    `${name}: recall ${hits}/${positives.length} (${percent(hits, positives.length)}), false alarms ${alarms}/${negatives.length} (${percent(alarms, negatives.length)})`,
  ];
  for (const [category, tally] of tallyByCategory(positives, flagged)) {
    lines.push(`  + ${category.padEnd(28)} ${tally.hits}/${tally.total}`);
  }
  for (const [category, tally] of tallyByCategory(negatives, flagged)) {
    lines.push(`  − ${category.padEnd(28)} ${tally.hits}/${tally.total} alarms`);
  }
  return { name, recall: [hits, positives.length], falseAlarms: [alarms, negatives.length], lines };
}

const crisisTuning = readCorpus<CrisisExample>(...CRISIS_TUNING_FILES);
const crisisBlind = readCorpus<CrisisExample>("crisis/blind.jsonl");
const crisisHeldOut = readCorpus<CrisisExample>(...CRISIS_HELD_OUT_FILES);
const redTuning = readCorpus<RedFlagExample>(...RED_FLAG_TUNING_FILES);
const redBlind = existsSync(path.join(import.meta.dirname, "../tests/corpus/red-flags/blind-animal.jsonl"))
  ? readCorpus<RedFlagExample>("red-flags/blind-human.jsonl", "red-flags/blind-animal.jsonl")
  : [];

const summaries = [
  summarize("crisis, tuning", crisisTuning, (example) => example.crisis, crisisFlagged),
  summarize("crisis, blind", crisisBlind, (example) => example.crisis, crisisFlagged),
  summarize("crisis, held out", crisisHeldOut, (example) => example.crisis, crisisFlagged),
  summarize("red flags, tuning", redTuning, (example) => example.urgent, redFlagged),
  summarize("red flags, blind", redBlind, (example) => example.urgent, redFlagged),
];
for (const summary of summaries) console.log(summary.lines.join("\n"));

if (showMisses) {
  console.log("\nTuning examples the detectors get wrong:");
  for (const example of crisisTuning) {
    const assessment = assessCrisis(example.text, example.context ?? []);
    if (assessment.crisis === example.crisis) continue;
    const context = example.context ? `[${example.context.join(" | ")}] ` : "";
    console.log(
      `${example.crisis ? "MISS" : "ALARM"} ${example.category}: ${context}${example.text}  → ${assessment.rules.join(",") || "–"} ${assessment.score}`,
    );
  }
  for (const example of redTuning) {
    const flags = detectRedFlags(
      example.text,
      example.subject,
      example.customAnimalType ?? example.animalType,
    );
    if (flags.length > 0 === example.urgent) continue;
    console.log(
      `${example.urgent ? "MISS" : "ALARM"} ${example.group ?? example.subject}/${example.category}: ${example.text}  → ${flags.map((flag) => flag.id).join(",") || "–"}`,
    );
  }
}

if (note !== null) {
  const figures = summaries
    .map(
      (summary) =>
        `${summary.name} ${summary.recall[0]}/${summary.recall[1]}, alarms ${summary.falseAlarms[0]}/${summary.falseAlarms[1]}`,
    )
    .join("; ");
  const line = `- ${new Date().toISOString().slice(0, 16).replace("T", " ")} ${note}: ${figures}\n`;
  appendFileSync(path.join(import.meta.dirname, "../tests/corpus/blind-log.md"), line);
  console.log(`recorded: ${line}`);
}
