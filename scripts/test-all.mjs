// `npm test`: lint, type check, unit, integration, browser and system tests,
// in that order. Every step runs even if an earlier one failed, and the last
// line is a summary. Integration tests use PostgreSQL when DATABASE_URL is set
// and the embedded PGlite otherwise; browser and system tests need
// DATABASE_URL (system tests also nginx) and reuse the browser tests' build.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit", ["run", "test:unit"]],
  ["integration", ["run", "test:integration"]],
  ["e2e", ["run", "test:e2e"]],
  ["system", ["run", "test:system"]],
];

const only = process.argv.slice(2);
const results = [];
const started = Date.now();

for (const [name, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const begin = Date.now();
  const { status } = spawnSync("npm", args, { stdio: "inherit", env: process.env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - begin) / 1000) });
}

const failed = results.filter((result) => !result.ok);
const parts = results.map((result) => `${result.name} ${result.ok ? "✓" : "✗"} ${result.seconds}s`);
const total = Math.round((Date.now() - started) / 1000);
const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `\n${failed.length === 0 ? "PASS" : "FAIL"}: ${parts.join(" · ")} — ${total}s total, integration on ${database}` +
    (failed.length > 0 ? ` — failed: ${failed.map((result) => result.name).join(", ")}` : ""),
);
process.exit(failed.length === 0 ? 0 : 1);
