// npm run bench:script — the script each screen of the app loads, as the server sends it to a
// browser (issue 14's budgets): deterministic, so it needs neither Lighthouse nor a quiet machine.
// Starts `next start` on the last `npm run bench:web` build (.next-bench-web; BENCH_SKIP_BUILD=1
// is implied), signs in the bench's seeded user and lists, per screen, every script of its HTML
// (files under /_next/static with the bytes the server sends for `Accept-Encoding: gzip, deflate,
// br`, inline scripts gzipped as part of the document, data blocks aside). Each screen's budget as
// in bench:web.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { screens, seedUser, sessionCookie } from "./web-app.mjs";
import { freePort, productionEnv, waitFor } from "./server-support.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.NEXT_DIST_DIR || ".next-bench-web";

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

const BROWSER_ENCODINGS = "gzip, deflate, br";

/** The body of `url` as sent, still compressed, and its Content-Encoding. */
function sent(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": BROWSER_ENCODINGS } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          bytes: Buffer.concat(chunks).length,
          encoding: response.headers["content-encoding"] ?? "identity",
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * A script file as a browser receives it. The server compresses its build's files with Brotli in
 * the background after it starts (server/static-assets.ts): until a file's copy is ready it is
 * sent gzipped, so this waits up to 60 s for the Brotli copy a browser gets from then on.
 */
async function sentScript(url) {
  for (let waited = 0; ; waited += 500) {
    const result = await sent(url);
    if (result.encoding === "br" || waited >= 60_000) return result;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every script a document loads at once: its script files as sent, inline scripts gzipped. */
export async function documentScripts(origin, pathname, cookie = null) {
  const headers = { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) };
  const response = await fetch(`${origin}${pathname}`, { headers });
  const html = await response.text();
  const files = [];
  const seen = new Set();
  const scriptTags = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g);
  const preloads = [...html.matchAll(/<link\b[^>]*\bas="script"[^>]*>/g)].map(([tag]) => [tag, tag, ""]);
  for (const [tag, attributes, inline] of [...scriptTags, ...preloads]) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(attributes)?.[1];
    if (src === undefined) {
      if (/\stype="(?!text\/javascript|module)/.test(attributes) || inline.length === 0) continue;
      const body = Buffer.from(inline);
      files.push({ src: "(inline)", bytes: gzipSync(body).length, encoding: "gzip" });
      continue;
    }
    if (!src.startsWith("/_next/static/") || /\snomodule\b/i.test(tag) || seen.has(src)) continue;
    seen.add(src);
    const { bytes, encoding } = await sentScript(`${origin}${src}`);
    files.push({ src, bytes, encoding });
  }
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  return { url: response.url, files, kb: Math.round((bytes / 1024) * 10) / 10 };
}

async function main() {
  if (!existsSync(path.join(root, distDir, "BUILD_ID")))
    throw new Error(`no build in ${distDir}: run npm run bench:web (or next build) first`);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  if (!(await portFree(port))) throw new Error(`port ${port} is in use: is an earlier server still running?`);
  const origin = `http://localhost:${port}`;
  const env = productionEnv({ distDir, database: "resonanz_bench_web", origin });
  await seedUser(env.DATABASE_URL);
  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // next start waits for open connections after SIGTERM; after 5 s it is stopped for good.
  const stop = async () => {
    const signal = (name) => {
      try {
        process.kill(-server.pid, name);
        return true;
      } catch {
        return false; // already gone
      }
    };
    if (!signal("SIGTERM")) return;
    for (let waited = 0; waited < 5_000 && signal(0); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    signal("SIGKILL");
  };
  try {
    await waitFor(`${origin}/`, 60_000);
    const cookie = await sessionCookie(origin);
    const verbose = process.env.BENCH_VERBOSE === "1";
    let dashboardKb = 0;
    let pass = true;
    for (const screen of screens) {
      const result = await documentScripts(origin, screen.path, screen.signedIn ? cookie : null);
      if (screen.key === "dashboard") dashboardKb = result.kb;
      const budget = screen.scriptKb ?? Math.round((dashboardKb + screen.extraKb) * 10) / 10;
      const ok = result.kb <= budget;
      pass &&= ok;
      console.info(
        `${ok ? "✓" : "✗"} ${screen.label.padEnd(16)} ${`${result.kb} KB`.padStart(9)}  budget ${budget} KB  (${new URL(result.url).pathname}, ${result.files.length} scripts)`,
      );
      if (verbose)
        for (const file of [...result.files].sort((a, b) => b.bytes - a.bytes))
          console.info(
            `    ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.encoding.padEnd(4)}  ${file.src}`,
          );
    }
    process.exitCode = pass ? 0 : 1;
  } finally {
    await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
