// Runs real production instances of the app for the system tests and the
// benchmarks: a fresh PostgreSQL database, `next start` processes, nginx in
// front of them, and a TCP proxy that can cut the database away.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../../..");
export const distDir = process.env.NEXT_DIST_DIR || ".next";
export const secret = "system-secret-system-secret-system-secret";
/** 32 bytes in base64; the instances of one cluster share it and the keyring in their DATA_DIR. */
export const dataKey = Buffer.from("system-data-key-system-data-key!").toString("base64");

export function baseDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      "The system tests need PostgreSQL: set DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).",
    );
  return url;
}

export function databaseUrl(name: string, base = baseDatabaseUrl()): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the app unless a production build is already there. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, distDir, "BUILD_ID")) && process.env.SYSTEM_REBUILD !== "1") return;
  execFileSync("npx", ["next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_SKIP_TYPECHECK: "1" },
  });
}

/** A new, migrated database next to DATABASE_URL. */
export function freshDatabase(name: string): string {
  const script = `import pg from "pg";
    const client = new pg.Client(${JSON.stringify(baseDatabaseUrl())});
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS "${name}" WITH (FORCE)');
    await client.query('CREATE DATABASE "${name}"');
    await client.end();`;
  execFileSync("node", ["--input-type=module", "-e", script], { cwd: root, stdio: "inherit" });
  const url = databaseUrl(name);
  execFileSync("npm", ["run", "db:migrate", "--silent"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  return url;
}

export function dropDatabase(name: string): void {
  const script = `import pg from "pg";
    const client = new pg.Client(${JSON.stringify(baseDatabaseUrl())});
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS "${name}" WITH (FORCE)');
    await client.end();`;
  execFileSync("node", ["--input-type=module", "-e", script], { cwd: root, stdio: "ignore" });
}

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  /** Peak resident set size of the server process tree in MB (VmHWM). */
  peakRssMb(): number;
  /** CPU time the server has used so far, ms. */
  cpuMs(): number;
  output(): string;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what()}`);
}

function descendants(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children.flatMap(descendants)];
  } catch {
    return [pid];
  }
}

function peakRss(pid: number): number {
  let max = 0;
  for (const candidate of descendants(pid)) {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${candidate}/status`, "utf8"));
      if (match) max = Math.max(max, Number(match[1]) / 1024);
    } catch {
      // The process ended.
    }
  }
  return Math.round(max);
}

/** CPU time (user + system, ms) the process and its children have used so far. */
function cpuMs(pid: number): number {
  let ticks = 0;
  for (const candidate of descendants(pid)) {
    try {
      // Fields 14 and 15 after the command name in parentheses: utime and stime, in 1/100 s.
      const fields = readFileSync(`/proc/${candidate}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended.
    }
  }
  return ticks * 10;
}

/** The resident set size of the process tree under `pid` right now, in MB (the sum of VmRSS). */
export function currentRssMb(pid: number): number {
  let sum = 0;
  for (const candidate of descendants(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${candidate}/status`, "utf8"));
      if (match) sum += Number(match[1]) / 1024;
    } catch {
      // The process ended.
    }
  }
  return sum;
}

/** `npm start` as package.json defines it: node with a bounded heap running `next start`. */
export function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const [binary, ...args] = pkg.scripts.start.split(" ");
  if (binary !== "node") throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return args;
}

/** Starts the production server (`npm start`) on `port` with the production environment plus `env`. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [...startCommand(), "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXTAUTH_SECRET: secret,
      DATA_ENCRYPTION_KEY: dataKey,
      NEXTAUTH_URL: `http://localhost:${port}`,
      SITE_URL: `http://localhost:${port}`,
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => (await fetch(`${url}/api/health`)).ok,
      90_000,
      () => `the app on port ${port}; its output:\n${log}`,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    port,
    url,
    process: child,
    peakRssMb: () => (child.pid ? peakRss(child.pid) : 0),
    cpuMs: () => (child.pid ? cpuMs(child.pid) : 0),
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx as a round-robin load balancer over `upstreams` (configured as README.md advises: the
 * instances behind it run with TRUST_PROXY_HOPS=1), or as a static file server for `staticRoot`.
 */
export async function startNginx(
  port: number,
  options: { upstreams?: number[]; staticRoot?: string; workers?: number },
): Promise<Nginx> {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!binary) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const dir = path.join(tmpdir(), `resonanz-nginx-${port}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const location = options.upstreams
    ? `location / {
        proxy_pass http://app;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host:$server_port;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      }`
    : `location / { root ${options.staticRoot}; index index.html; default_type text/html; }`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes ${options.workers ?? 1};
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
       ${options.upstreams ? `upstream app { ${options.upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join(" ")} keepalive 32; }` : ""}
       server { listen 127.0.0.1:${port}; ${location} }
     }`,
  );
  const child = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(options.upstreams ? `${url}/api/health` : url)).ok,
    15_000,
    () => "nginx",
  );
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGQUIT");
      }),
  };
}

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a stopped server would. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target`, so a test can make the database disappear and return. */
export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let down = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
