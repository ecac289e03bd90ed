import "server-only";

import PgBoss from "pg-boss";

import { db, type Sql } from "@/server/db";

// The durable job queue: pg-boss on the app's own database (PostgreSQL, or
// the embedded PGlite), reached through server/db.ts. Jobs survive restarts
// and are shared by all app instances; each job is worked by one of them.

export interface Queue {
  name: string;
  options: Omit<PgBoss.Queue, "name">;
  /** false: jobs wait for the workers' next poll instead of waking this process's worker at once. */
  wakeWorker?: boolean;
}

export function bossDb(sql: Sql): PgBoss.Db {
  return { executeSql: (text, values) => sql.query(text, values) };
}

export type RawQueryable = { $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T> };

/** Inserts a job inside a Prisma transaction, so it commits or rolls back with the data. */
export function transactionDb(tx: RawQueryable): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: await tx.$queryRawUnsafe<unknown[]>(text, ...(values ?? [])),
    }),
  };
}

type Registry = typeof globalThis & {
  __resonanzBoss?: Promise<PgBoss>;
  /** Queue name → id of this process's worker for it. */
  __resonanzWorkers?: Map<string, string>;
};
const registry = globalThis as Registry;

/**
 * How long finished jobs are kept. Completed ones move to pgboss.archive after
 * 5 minutes and are deleted from there a minute later; failed ones stay a week
 * for a look, then go the same way.
 */
export const jobRetention = {
  archiveCompletedAfterSeconds: 5 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterSeconds: 60,
  maintenanceIntervalSeconds: 60,
} as const;

function start(worker: boolean): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDb(db().sql),
    schema: "pgboss",
    // Maintenance and cron schedules run only in processes that work jobs.
    supervise: worker,
    schedule: worker,
    ...jobRetention,
  });
  boss.on("error", (error: Error) => console.error("[jobs]", error.message));
  return boss.start();
}

/**
 * This process's queue. The first call decides whether it also runs
 * maintenance and schedules: `worker: true` is passed by startWorkers().
 */
export function jobs(options: { worker?: boolean } = {}): Promise<PgBoss> {
  registry.__resonanzBoss ??= start(options.worker ?? false).catch((error: unknown) => {
    registry.__resonanzBoss = undefined;
    throw error;
  });
  return registry.__resonanzBoss;
}

export async function ensureQueue(boss: PgBoss, queue: Queue): Promise<void> {
  if (!(await boss.getQueue(queue.name)))
    await boss.createQueue(queue.name, { name: queue.name, ...queue.options });
}

const workers = (): Map<string, string> => (registry.__resonanzWorkers ??= new Map());

/** How often workers look for jobs another instance queued; jobs from this process wake them at once. */
const POLLING_SECONDS = 1;

/** Works `queue` in this process, one job at a time, without pausing while jobs are waiting. */
export async function work<T extends object>(
  boss: PgBoss,
  queue: Queue,
  handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<void> {
  await ensureQueue(boss, queue);
  const self: { id?: string } = {};
  self.id = await boss.work<T>(
    queue.name,
    { includeMetadata: true, pollingIntervalSeconds: POLLING_SECONDS },
    async ([job]) => {
      if (!job) return;
      try {
        await handler(job);
      } finally {
        // There may be more: fetch the next one now rather than after the polling pause.
        if (self.id) boss.notifyWorker(self.id);
      }
    },
  );
  workers().set(queue.name, self.id);
}

export async function send<T extends object>(
  queue: Queue,
  data: T,
  options: PgBoss.SendOptions = {},
): Promise<void> {
  const boss = await jobs();
  await ensureQueue(boss, queue);
  await boss.send(queue.name, data, options);
  // A worker in this process takes the job now instead of at its next poll.
  const worker = workers().get(queue.name);
  if (worker && queue.wakeWorker !== false) boss.notifyWorker(worker);
}

/** Stops this process's queue; tests use it before closing their database. */
export async function stopJobs(): Promise<void> {
  const current = registry.__resonanzBoss;
  registry.__resonanzBoss = undefined;
  registry.__resonanzWorkers = undefined;
  if (current) await (await current).stop({ graceful: false, close: false, wait: true });
}
