// `npm run bench:safety`: how long the crisis net and the red flags take per text, over every
// labelled text in tests/corpus/ (tuning and blind sets, crisis messages and descriptions alike).
// Each detector reads every text five times after a warm-up pass; the figures are per call.
// Targets (issues 18 and 20): p95 ≤ 2 ms per message. Results go to bench/results/safety.json.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { assessCrisis } from "@/lib/safety/crisis";
import { detectRedFlags } from "@/lib/safety/red-flags";
import { readCorpus } from "@/tests/corpus/corpus";

interface Text {
  text: string;
  context?: string[];
}

const TARGET_P95_MS = 2;
const PASSES = 5;

function corpus(folder: string): Text[] {
  const directory = path.join(import.meta.dirname, "../tests/corpus", folder);
  const files = readdirSync(directory).filter((file) => file.endsWith(".jsonl"));
  return readCorpus<Text>(...files.map((file) => path.join(folder, file)));
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function measure(
  name: string,
  texts: readonly Text[],
  run: (text: Text) => unknown,
  target: number | null = TARGET_P95_MS,
) {
  for (const text of texts) run(text);
  const durations: number[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const text of texts) {
      const start = process.hrtime.bigint();
      run(text);
      durations.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  durations.sort((a, b) => a - b);
  const result = {
    detector: name,
    texts: texts.length,
    calls: durations.length,
    p50Ms: Number(percentile(durations, 0.5).toFixed(3)),
    p95Ms: Number(percentile(durations, 0.95).toFixed(3)),
    maxMs: Number((durations.at(-1) ?? 0).toFixed(3)),
    targetP95Ms: target,
  };
  return { ...result, met: target === null || result.p95Ms <= target };
}

const all = [...corpus("crisis"), ...corpus("red-flags")];
// Thirty of the chat's longest messages, more text than the crisis net keeps readings of (its
// recent messages), so each is read anew every time, as a new message is.
const longest = Array.from({ length: 30 }, (_, n) => ({
  text: `${"Ich weiß nicht mehr weiter. ".repeat(140)}(${n})`,
}));
const results = [
  measure("crisis net (with the message's context)", all, (text) =>
    assessCrisis(text.text, text.context ?? []),
  ),
  measure("red flags (person and dog)", all, (text) => {
    detectRedFlags(text.text, "human");
    return detectRedFlags(text.text, "animal", "hund");
  }),
  // The chat's longest message, for information: the target is per message over the corpus.
  measure("crisis net, a 4,000-character message", longest, (text) => assessCrisis(text.text), null),
];

console.log("\nSafety nets, time per text (Node " + process.version + ")");
for (const result of results) {
  console.log(
    `  ${result.detector.padEnd(42)} ${String(result.texts).padStart(5)} texts  p50 ${result.p50Ms.toFixed(3)} ms  ` +
      `p95 ${result.p95Ms.toFixed(3)} ms  max ${result.maxMs.toFixed(3)} ms  ` +
      (result.targetP95Ms === null
        ? "(no target)"
        : `${result.met ? "✓" : "✗"} (p95 ≤ ${result.targetP95Ms} ms)`),
  );
}
mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, "results/safety.json"),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
if (!results.every((result) => result.met)) process.exitCode = 1;
