// npm run bench:web — how fast, accessible and findable the landing page and the
// daily app are. Builds the app into its own directory, starts `next start` on a
// free port with its own database and a seeded user, runs Lighthouse (mobile
// preset, Debian's Chromium) against `/` and the app's screens (issue 14), and
// measures the INP of moving between two modules. Prints each figure next to its
// target, writes bench/results/web.json and exits non-zero when a target is missed.
//
// Environment: DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test;
// the bench creates resonanz_bench_web next to it), BENCH_RUNS (Lighthouse runs
// per screen, median reported; default 5), BENCH_SKIP_BUILD=1 (reuse the last
// build in .next-bench-web).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { measureNavigation, screens, seedUser, sessionCookie } from "./web-app.mjs";
import { freePort, productionEnv, waitFor } from "./server-support.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");
const distDir = ".next-bench-web";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const lighthouseVersion = "12.8.2";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
].join(" ");

/** Each figure, its target and which direction passes. */
const targets = [
  { key: "performance", label: "Performance", unit: "", min: 95 },
  { key: "accessibility", label: "Accessibility", unit: "", min: 100 },
  { key: "bestPractices", label: "Best practices", unit: "", min: 100 },
  { key: "seo", label: "SEO", unit: "", min: 100 },
  { key: "lcpMs", label: "Largest Contentful Paint", unit: " ms", max: 1500 },
  { key: "cls", label: "Cumulative Layout Shift", unit: "", max: 0.02 },
  { key: "tbtMs", label: "Total Blocking Time", unit: " ms", max: 100 },
  { key: "firstLoadJsKb", label: "First-load JS of / (gzip)", unit: " KB", max: 130 },
];

/**
 * `next build` adds its build directory to tsconfig.json's include list. The
 * bench's directory is a throwaway, so the file is put back as it was.
 */
function build(env) {
  const tsconfig = path.join(root, "tsconfig.json");
  const original = readFileSync(tsconfig, "utf8");
  try {
    execFileSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env });
  } finally {
    if (readFileSync(tsconfig, "utf8") !== original) writeFileSync(tsconfig, original);
  }
}

/**
 * The JavaScript a browser runs to show `/`: every script under /_next/static
 * in the HTML and every inline script (data blocks such as JSON-LD aside),
 * gzipped. The page is asked for as a browser does, as text/html. `nomodule`
 * scripts are left out: they are legacy polyfills that browsers with ES
 * modules, all current ones, never download.
 */
async function firstLoadJs(origin) {
  const html = await (await fetch(`${origin}/`, { headers: { Accept: "text/html" } })).text();
  const files = [];
  for (const [tag, attributes, inline] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src === undefined) {
      if (/\stype="(?!text\/javascript|module)/.test(attributes) || inline.length === 0) continue;
      const body = Buffer.from(inline);
      files.push({ src: "(inline)", bytes: body.length, gzipBytes: gzipSync(body).length });
      continue;
    }
    if (!src.startsWith("/_next/static/") || /\snomodule\b/i.test(tag)) continue;
    const body = Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer());
    files.push({ src, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, gzipBytes, kb: Math.round((gzipBytes / 1024) * 10) / 10 };
}

/** App screens: the landing page's quality targets, TBT ≤ 150 ms and LCP ≤ 2 s (issue 14). */
const appTargets = [
  { key: "performance", label: "Performance", unit: "", min: 95 },
  { key: "accessibility", label: "Accessibility", unit: "", min: 100 },
  { key: "bestPractices", label: "Best practices", unit: "", min: 100 },
  { key: "lcpMs", label: "LCP", unit: " ms", max: 2000 },
  { key: "cls", label: "CLS", unit: "", max: 0.02 },
  { key: "tbtMs", label: "TBT", unit: " ms", max: 150 },
];
const INP_TARGET_MS = 100;

function lighthouse(url, label, run, cookie = null) {
  // Each screen's last report stays for a closer look (ignored by git).
  const output = path.join(resultsDir, `lighthouse${label.replace(/[^a-z]+/gi, "-")}-${run}.tmp.json`);
  execFileSync(
    "npx",
    [
      "--yes",
      `lighthouse@${lighthouseVersion}`,
      url,
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" },
    },
  );
  const report = JSON.parse(readFileSync(output, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(report.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => report.audits[ref.id]),
    )
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"].numericValue),
    cls: Math.round(report.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue),
    fcpMs: Math.round(report.audits["first-contentful-paint"].numericValue),
    scriptKb: scriptTransferredKb(report),
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    failingAudits: failing,
  };
}

/** Script bytes over the wire, as Lighthouse's resource summary counts them. */
function scriptTransferredKb(report) {
  const items = report.audits["resource-summary"]?.details?.items ?? [];
  const script = items.find((item) => item.resourceType === "script");
  return Math.round(((script?.transferSize ?? 0) / 1024) * 10) / 10;
}

/** Lighthouse `runs` times on one URL, with one retry when a trace fails (NO_NAVSTART). */
function lighthouseRuns(url, label, cookie = null) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    console.info(`Lighthouse ${label} ${run}/${runs} …`);
    try {
      results.push(lighthouse(url, label, run, cookie));
    } catch {
      console.info(`Lighthouse ${label} ${run}/${runs}, second attempt …`);
      results.push(lighthouse(url, label, run, cookie));
    }
  }
  return results;
}

function printRow(target, value) {
  const pass = verdict(target, value);
  const goal = target.min !== undefined ? `≥ ${target.min}` : `≤ ${target.max}`;
  console.info(
    `  ${pass ? "✓" : "✗"} ${target.label.padEnd(28)} ${`${value}${target.unit}`.padStart(10)}   target ${goal}${target.unit}`,
  );
  return { ...target, value, pass };
}

/** Each app screen's median and its rows, the script budget included. */
function appScreenRows(results) {
  const medians = Object.fromEntries(results.map(({ screen, runs: list }) => [screen.key, medianRun(list)]));
  const dashboardKb = medians.dashboard?.scriptKb ?? 0;
  return results.map(({ screen, runs: list }) => {
    const median = medians[screen.key];
    console.info(`\n${screen.label} (${screen.path} → ${median.finalUrl}), median of ${list.length}:`);
    const rows = appTargets.map((target) => printRow(target, median[target.key]));
    const budget = screen.scriptKb ?? Math.round((dashboardKb + screen.extraKb) * 10) / 10;
    const label = screen.scriptKb
      ? "Script transferred"
      : `Script (dashboard ${dashboardKb} + ${screen.extraKb})`;
    rows.push(printRow({ key: "scriptKb", label, unit: " KB", max: budget }, median.scriptKb));
    if (median.failingAudits.length > 0) console.info(`  failing audits: ${median.failingAudits.join(", ")}`);
    return { key: screen.key, path: screen.path, median, runs: list, targets: rows };
  });
}

/** The run with the median performance score stands for all of them. */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function verdict(target, value) {
  if (target.min !== undefined) return value >= target.min;
  return value <= target.max;
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const origin = `http://localhost:${port}`;
  const env = productionEnv({ distDir, database: "resonanz_bench_web", origin });

  mkdirSync(resultsDir, { recursive: true });
  await seedUser(env.DATABASE_URL);
  if (process.env.BENCH_SKIP_BUILD !== "1") build(env);

  // Its own process group, so that stopping it also stops the server it forks.
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // next start waits for open connections after SIGTERM; after 5 s it is stopped for good.
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
      return true;
    } catch {
      return false; // already gone
    }
  };
  const stop = async () => {
    if (!signal("SIGTERM")) return;
    for (let waited = 0; waited < 5_000 && signal(0); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    signal("SIGKILL");
  };
  process.on("SIGINT", () => {
    signal("SIGKILL");
    process.exit(130);
  });

  try {
    await waitFor(`${origin}/`, 60_000);
    const js = await firstLoadJs(origin);
    const results = lighthouseRuns(`${origin}/`, "/");
    const cookie = await sessionCookie(origin);
    const appResults = screens.map((screen) => ({
      screen,
      runs: lighthouseRuns(`${origin}${screen.path}`, screen.path, screen.signedIn ? cookie : null),
    }));
    console.info("Moving between modules (Playwright, 4× CPU throttling) …");
    const navigation = await measureNavigation(origin, cookie);
    const median = { ...medianRun(results), firstLoadJsKb: js.kb };

    console.info(`\nFirst-load JS of / (${js.files.length} files):`);
    for (const file of js.files)
      console.info(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.src}`);
    console.info(`\nLighthouse ${lighthouseVersion}, mobile, median of ${runs} run(s):`);
    const rows = targets.map((target) => printRow(target, median[target.key]));
    if (median.failingAudits.length > 0) console.info(`  failing audits: ${median.failingAudits.join(", ")}`);
    const app = appScreenRows(appResults);
    console.info(`\nBottom navigation, Analyse ⇄ Tagebuch, ${navigation.moves} moves:`);
    const inp = printRow({ key: "inpMs", label: "INP", unit: " ms", max: INP_TARGET_MS }, navigation.inpMs);
    console.info(`    new module shown after ${navigation.shownMs.join(", ")} ms`);
    const pass = [...rows, ...app.flatMap((screen) => screen.targets), inp].every((row) => row.pass);

    writeFileSync(
      path.join(resultsDir, "web.json"),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          url: `${origin}/`,
          lighthouse: lighthouseVersion,
          formFactor: "mobile",
          runs: results,
          median,
          firstLoadJs: js,
          targets: rows,
          app: { screens: app, navigation: { ...navigation, target: inp } },
          pass,
        },
        null,
        2,
      )}\n`,
    );
    console.info(`\n${pass ? "PASS" : "FAIL"} — bench/results/web.json`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error, error?.cause ?? "");
  process.exit(1);
});
