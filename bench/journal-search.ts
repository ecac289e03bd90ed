// `npm run bench:journal-search`: journal search over 5,000 encrypted entries of one profile.
// The entries are read, decrypted and filtered on the server (server/journal/list-entries.ts);
// the target is p95 ≤ 150 ms (issue 17). Needs DATABASE_URL; uses its own database.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:journal-search
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";

import { setKeyProvider } from "@/server/crypto/provider";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";
import { connectPostgres, setDatabase } from "@/server/db";
import { listEntries } from "@/server/journal/list-entries";
import { dropDatabase, freshDatabase } from "@/tests/system/support/cluster";

import { summarize } from "./load";

const ENTRIES = 5_000;
const RUNS = 60;
const WORDS =
  "Heute war ein ruhiger Tag am See ich habe lange geschlafen und danach mit Lea telefoniert".split(" ");

/** About 400 characters of German, like a typical entry. */
function entryText(n: number): string {
  const words = Array.from({ length: 60 }, (_, index) => WORDS[(n * 7 + index * 3) % WORDS.length]);
  // One entry in a hundred mentions the word searched for.
  if (n % 100 === 0) words.splice(20, 0, "Sonnenaufgang");
  return words.join(" ");
}

const url = freshDatabase("resonanz_bench_search");
const database = connectPostgres(url, { max: 5 });
setDatabase(database);
setKeyProvider(new LocalKeyring(randomBytes(32), memoryStore()));
try {
  const user = await database.prisma.user.create({ data: { email: "search@bench.test" } });
  const profile = await database.prisma.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      isActive: true,
    },
  });
  const start = Date.now() - ENTRIES * 60_000;
  for (let offset = 0; offset < ENTRIES; offset += 500) {
    await database.prisma.journalEntry.createMany({
      data: Array.from({ length: 500 }, (_, index) => ({
        userId: user.id,
        profileId: profile.id,
        type: "erkenntnis" as const,
        content: entryText(offset + index),
        createdAt: new Date(start + (offset + index) * 60_000),
      })),
    });
  }
  const latencies: number[] = [];
  const cpu: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS + 5; run += 1) {
    const began = performance.now();
    const usage = process.cpuUsage();
    const page = await listEntries(user.id, { profileId: profile.id, query: "sonnenaufgang" });
    // The first runs warm up the connection pool and the key cache.
    if (run >= 5) {
      latencies.push(performance.now() - began);
      const used = process.cpuUsage(usage);
      cpu.push((used.user + used.system) / 1000);
    }
    found = page.entries.length;
  }
  const wall = summarize(latencies, 0, 1);
  const own = summarize(cpu, 0, 1);
  // On a shared machine the wall time includes waiting for a core: the load average says how much.
  console.log(
    `journal search over ${ENTRIES} encrypted entries: p50 ${wall.p50} ms, p95 ${wall.p95} ms, ` +
      `max ${wall.max} ms; app CPU per search p50 ${own.p50} ms, p95 ${own.p95} ms ` +
      `(${RUNS} searches, first page ${found} hits, load average ${loadavg()[0]?.toFixed(1)})`,
  );
} finally {
  setDatabase(undefined);
  await database.close();
  dropDatabase("resonanz_bench_search");
}
