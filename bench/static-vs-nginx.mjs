// npm run bench:static — the landing page from the app against nginx with
// gzip_static (issue 14): the same pre-rendered HTML, the same client
// (autocannon), the same browser headers (Accept: text/html, Accept-Encoding:
// gzip, br), connections and duration, in one run. The app sends its copies
// compressed once at start (server/static-documents.ts); nginx sends the .gz
// file written next to the page. Prints both figures and their ratio (target
// ≥ 0.5) and writes bench/results/static.json.
//
// Environment: DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test;
// the app needs one to start, the bench creates resonanz_bench_static next to
// it), BENCH_SKIP_BUILD=1 (reuse the build in .next-bench-web, as bench:web
// leaves it), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), NGINX_WORKERS (1,
// like the one Node.js process of the app).
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import autocannon from "autocannon";

import { freePort, productionEnv, waitFor } from "./server-support.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = ".next-bench-web";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const nginxWorkers = Number(process.env.NGINX_WORKERS ?? 1);
const TARGET_RATIO = 0.5;
const browserHeaders = { Accept: "text/html", "Accept-Encoding": "gzip, br" };

/** A child in its own process group, stopped with SIGTERM and, after 5 s, for good. */
function startChild(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
      return true;
    } catch {
      return false;
    }
  };
  return {
    child,
    async stop() {
      if (!signal("SIGTERM")) return;
      for (let waited = 0; waited < 5_000 && signal(0); waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      signal("SIGKILL");
    },
  };
}

function build(env) {
  const tsconfig = path.join(root, "tsconfig.json");
  const original = readFileSync(tsconfig, "utf8");
  try {
    execFileSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env });
  } finally {
    if (readFileSync(tsconfig, "utf8") !== original) writeFileSync(tsconfig, original);
  }
}

/** nginx serving `dir` with gzip_static, as a child with its own prefix and configuration. */
function nginxConfig(dir, port, site) {
  return `worker_processes ${nginxWorkers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_timeout 65;
  keepalive_requests 100000;
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    default_type text/html;
    gzip off;
    gzip_static on;
    gzip_vary on;
    location = / { try_files /index.html =404; }
  }
}
`;
}

async function measure(label, url) {
  // A short warm-up, then the run that counts.
  await autocannon({ url, connections, duration: 2, headers: browserHeaders });
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
  const figures = {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    bytesPerSecond: Math.round(result.throughput.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.info(
    `${label.padEnd(28)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p50 ${figures.latencyMs.p50} ms   p99 ${figures.latencyMs.p99} ms   errors ${figures.errors}, non-2xx ${figures.non2xx}`,
  );
  return figures;
}

/** What one response with browser headers looks like: its coding and its size on the wire. */
async function probe(url) {
  const response = await fetch(url, { headers: browserHeaders });
  await response.arrayBuffer();
  return {
    status: response.status,
    contentEncoding: response.headers.get("content-encoding"),
    contentLength: response.headers.get("content-length"),
    vary: response.headers.get("vary"),
    etag: response.headers.get("etag"),
  };
}

async function main() {
  const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const [appPort, nginxPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${appPort}`;
  const env = productionEnv({ distDir, database: "resonanz_bench_static", origin });
  if (process.env.BENCH_SKIP_BUILD !== "1") build(env);

  // `npm start`: node with the bounded heap of package.json running `next start`.
  const start = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(" ");
  const app = startChild(process.execPath, [...start.slice(1), "-p", String(appPort)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const work = mkdtempSync(path.join(tmpdir(), "resonanz-bench-static-"));
  // nginx's workers run as an unprivileged user when the master runs as root.
  chmodSync(work, 0o755);
  let nginx;
  try {
    await waitFor(`${origin}/api/health`, 90_000);
    // The same HTML the app sends, as nginx would serve it from a build's output.
    const html = Buffer.from(
      await (await fetch(`${origin}/`, { headers: { Accept: "text/html" } })).arrayBuffer(),
    );
    const site = path.join(work, "site");
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, "index.html"), html);
    writeFileSync(path.join(site, "index.html.gz"), gzipSync(html, { level: 9 }));
    writeFileSync(path.join(work, "nginx.conf"), nginxConfig(work, nginxPort, site));
    nginx = startChild(nginxBinary, ["-p", work, "-c", path.join(work, "nginx.conf")], { stdio: "ignore" });
    const nginxUrl = `http://127.0.0.1:${nginxPort}/`;
    await waitFor(nginxUrl, 15_000);

    const responses = { app: await probe(`${origin}/`), nginx: await probe(nginxUrl) };
    console.info(
      `\nThe landing page (${html.length} bytes as it is), ${connections} connections, ${seconds} s each:`,
    );
    console.info(`  app:   ${JSON.stringify(responses.app)}`);
    console.info(`  nginx: ${JSON.stringify(responses.nginx)}`);
    const loadBefore = loadavg()[0];
    const app1 = await measure("app (next start)", `${origin}/`);
    const nginx1 = await measure(`nginx gzip_static (${nginxWorkers} worker)`, nginxUrl);
    const loadAfter = loadavg()[0];
    const ratio = Math.round((app1.requestsPerSecond / nginx1.requestsPerSecond) * 100) / 100;
    const pass = ratio >= TARGET_RATIO;
    console.info(`\n${pass ? "✓" : "✗"} app ÷ nginx = ${ratio} (target ≥ ${TARGET_RATIO})`);
    console.info(`  load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`);

    const resultsDir = path.join(root, "bench", "results");
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, "static.json"),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          path: "/",
          headers: browserHeaders,
          connections,
          seconds,
          nginxWorkers,
          loadAverage: { before: loadBefore, after: loadAfter },
          responses,
          app: app1,
          nginx: nginx1,
          ratio,
          target: TARGET_RATIO,
          pass,
        },
        null,
        2,
      )}\n`,
    );
    console.info("bench/results/static.json");
    process.exitCode = pass ? 0 : 1;
  } finally {
    await nginx?.stop();
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
