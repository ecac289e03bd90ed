// Writes content/safety/crisis-word-weights.json from the crisis net's tuning sets (never the
// blind set): `npm run corpus:train`. Run it after a tuning set changes; a unit test checks that
// the file matches a fresh training run.
import { writeFileSync } from "node:fs";
import path from "node:path";

import { trainWordWeights } from "@/lib/safety/word-evidence";
import { CRISIS_TUNING_FILES, type CrisisExample, readCorpus } from "@/tests/corpus/corpus";

const model = trainWordWeights(readCorpus<CrisisExample>(...CRISIS_TUNING_FILES));
const file = path.join(import.meta.dirname, "../content/safety/crisis-word-weights.json");
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(`${Object.keys(model.weights).length} features written to ${path.relative(process.cwd(), file)}`);
