// Load generators for the benchmark: virtual users with think time (each
// user sends a request, reads the answer, pauses, sends the next), and
// autocannon for raw throughput. Latencies are reported in milliseconds.
import autocannon from "autocannon";

export interface LatencySummary {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The server's CPU time per measured request, ms, when the run was given `cpu`. */
  cpuPerRequest?: number;
}

/** The server's CPU time per request over a measurement: less sensitive to a loaded machine than latency. */
function cpuMeter(cpu: (() => number) | undefined) {
  const started = cpu?.();
  return (summary: LatencySummary): LatencySummary =>
    cpu && started !== undefined && summary.requests > 0
      ? { ...summary, cpuPerRequest: round((cpu() - started) / summary.requests) }
      : summary;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function summarize(latencies: number[], errors: number, seconds: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / seconds),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

export interface VirtualUsersOptions {
  users: number;
  /** Seconds of measurement, after `warmupSeconds` that are not recorded. */
  seconds: number;
  warmupSeconds?: number;
  /** Mean pause between one user's requests, ms (±20 %, deterministic); 0 sends back to back. */
  thinkMs: number;
  /** One request by user `index`; resolves to the response status. */
  request: (index: number) => Promise<number>;
  /** Statuses that count as success. */
  ok?: (status: number) => boolean;
  /** The server's CPU time so far, ms: the summary then has the CPU time per request. */
  cpu?: () => number;
}

/** Runs `users` concurrent users and measures every request they make. */
export async function virtualUsers(options: VirtualUsersOptions): Promise<LatencySummary> {
  const { users, seconds, warmupSeconds = 3, thinkMs, request } = options;
  const ok = options.ok ?? ((status: number) => status >= 200 && status < 400);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const measureFrom = started + warmupSeconds * 1000;
  let meter = cpuMeter(undefined);
  setTimeout(() => (meter = cpuMeter(options.cpu)), warmupSeconds * 1000);
  const stopAt = measureFrom + seconds * 1000;
  // A fixed sequence of jitter factors keeps runs comparable.
  const jitter = (index: number, round: number) =>
    0.8 + (((index * 7919 + round * 104729) % 1000) / 1000) * 0.4;

  await Promise.all(
    Array.from({ length: users }, async (_, index) => {
      // Users start spread over one think time, as real users would.
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, (thinkMs * index) / users));
      for (let round = 0; performance.now() < stopAt; round += 1) {
        const begin = performance.now();
        let status = 0;
        try {
          status = await request(index);
        } catch {
          status = 0;
        }
        const end = performance.now();
        if (begin >= measureFrom && end <= stopAt) {
          if (ok(status)) latencies.push(end - begin);
          else errors += 1;
        }
        if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * jitter(index, round)));
      }
    }),
  );
  return meter(summarize(latencies, errors, seconds));
}

/** Runs autocannon and reports every response's status and time (ms). */
function run(
  options: autocannon.Options,
  onResponse: (status: number, responseTime: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("response", (_client, status, _bytes, responseTime) => onResponse(status, responseTime));
  });
}

export interface UsersOptions {
  users: number;
  seconds: number;
  /** Each user sends one request every `thinkMs`. */
  thinkMs: number;
  /** The request of user `index`: its URL (e.g. that user's chat) and headers, e.g. its session cookie. */
  user: (index: number) => { url: string; headers: Record<string, string>; body?: string };
  method?: "GET" | "POST";
  /** When user `index` starts, ms; by default the users start spread over one think time. */
  start?: (index: number) => number;
  /** The server's CPU time so far, ms: the summary then has the CPU time per request. */
  cpu?: () => number;
}

/**
 * Concurrent users with think time, driven by autocannon: each user has its
 * own connection and sends one request every `thinkMs`, whether or not the
 * others are waiting. Latency runs from sending a request to its last byte;
 * the load generator stays light (no decompression, no parsing).
 */
export async function users(options: UsersOptions): Promise<LatencySummary> {
  // A first pass warms the server up (JIT, caches, connection pools) and is not recorded.
  await measureUsers({ ...options, seconds: Math.min(5, options.seconds) });
  const meter = cpuMeter(options.cpu);
  return meter(await measureUsers(options));
}

async function measureUsers(options: UsersOptions): Promise<LatencySummary> {
  const latencies: number[] = [];
  let errors = 0;
  const results = await Promise.all(
    Array.from({ length: options.users }, async (_, index) => {
      const { url, headers, body } = options.user(index);
      // Users start spread over one think time, as real users would.
      const start = options.start?.(index) ?? (options.thinkMs * index) / options.users;
      await new Promise((resolve) => setTimeout(resolve, start));
      return run(
        {
          url,
          method: options.method ?? "GET",
          connections: 1,
          duration: options.seconds,
          overallRate: 1000 / options.thinkMs,
          headers,
          body,
        },
        (status, responseTime) => {
          if (status >= 200 && status < 400) latencies.push(responseTime);
          else errors += 1;
        },
      );
    }),
  );
  return summarize(
    latencies,
    errors + results.reduce((sum, result) => sum + result.errors, 0),
    options.seconds,
  );
}

/** Raw throughput with autocannon: `connections` requests in flight all the time. */
export async function throughput(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LatencySummary> {
  const latencies: number[] = [];
  const result = await run(
    { url, connections: options.connections, duration: options.seconds, headers: options.headers },
    (_status, responseTime) => latencies.push(responseTime),
  );
  return {
    ...summarize(latencies, result.errors + result.non2xx, options.seconds),
    rps: Math.round(result.requests.average),
  };
}
