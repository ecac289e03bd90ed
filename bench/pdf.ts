// `npm run bench:pdf`: the PDF summary (issue 16) of a profile with a full month behind it: a
// stored analysis, 30 check-ins, 40 exercise sessions and 20 ticked journal entries. Times reading
// the data (decrypting it), drawing and writing the whole PDF, as GET /api/profiles/{id}/summary
// does; the target is p95 ≤ 1.5 s. Needs DATABASE_URL; uses its own database.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:pdf
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";

import { analyzeProfile, EXERCISE_IDS } from "@/lib/analysis";
import { viennaDate } from "@/lib/calendar/vienna-time";
import { dayColumn, lastDays } from "@/lib/calendar/day-column";
import { toAnalysisProfile, analysisProfileSelect, storeAnalysis } from "@/server/analysis/run";
import { setKeyProvider } from "@/server/crypto/provider";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";
import { connectPostgres, setDatabase } from "@/server/db";
import { loadSummary } from "@/server/summary/load-summary";
import { renderSummaryPdf } from "@/server/summary/summary-pdf";
import { dropDatabase, freshDatabase } from "@/tests/system/support/cluster";

import { summarize } from "./load";

const RUNS = 40;
const WARM_UP = 3;
const ENTRY =
  "Heute war der Rücken nach dem langen Sitzen wieder steif, abends half die Atemübung, und ich bin früher schlafen gegangen. ";

const url = freshDatabase("resonanz_bench_pdf");
const database = connectPostgres(url, { max: 5 });
setDatabase(database);
setKeyProvider(new LocalKeyring(randomBytes(32), memoryStore()));
try {
  const client = database.prisma;
  const user = await client.user.create({ data: { email: "pdf@bench.test" } });
  const profile = await client.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara Öztürk",
      gender: "weiblich",
      age: 41,
      heightCm: 168,
      weightKg: 64,
      isActive: true,
      currentHealthIssues: "Seit Wochen Rückenschmerzen und Druck auf der Brust beim Treppensteigen.",
      emotionalConcerns: "Ich fühle mich oft erschöpft und gereizt, seit mein Vater krank ist.",
      emotionalState: "Unruhig, abends grüble ich viel.",
      medications: "Ibuprofen bei Bedarf",
      currentSymptoms: ["schlafstoerungen", "rueckenschmerzen"],
      stressLevel: 8,
    },
  });
  const row = await client.profile.findUniqueOrThrow({
    where: { id: profile.id },
    select: analysisProfileSelect,
  });
  await storeAnalysis(profile.id, analyzeProfile(toAnalysisProfile(row)));
  const days = lastDays(viennaDate(new Date()), 30);
  await client.checkIn.createMany({
    data: days.map((day, index) => ({
      userId: user.id,
      profileId: profile.id,
      day: dayColumn(day),
      state: "müde" as const,
      energy: (index % 5) + 1,
    })),
  });
  await client.exerciseSession.createMany({
    data: Array.from({ length: 40 }, (_, index) => ({
      userId: user.id,
      profileId: profile.id,
      exerciseId: EXERCISE_IDS[index % 3] ?? "box-atmung",
      durationSeconds: 300,
      energyBefore: 2,
      energyAfter: 3 + (index % 3),
      startedAt: new Date(Date.now() - index * 16 * 3600_000 - 300_000),
      completedAt: new Date(Date.now() - index * 16 * 3600_000),
    })),
  });
  const entries = [];
  for (let index = 0; index < 20; index += 1) {
    entries.push(
      await client.journalEntry.create({
        data: {
          userId: user.id,
          profileId: profile.id,
          type: "erkenntnis",
          content: ENTRY.repeat(1 + (index % 4)),
        },
        select: { id: true },
      }),
    );
  }
  const entryIds = entries.map((entry) => entry.id);

  const latencies: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS + WARM_UP; run += 1) {
    const began = performance.now();
    const doc = renderSummaryPdf(await loadSummary(user.id, profile.id, entryIds));
    let bytes = 0;
    for await (const chunk of doc) bytes += (chunk as Buffer).length;
    if (run >= WARM_UP) latencies.push(performance.now() - began);
    size = bytes;
  }
  const wall = summarize(latencies, 0, 1);
  console.log(
    `PDF summary (analysis, 30 check-ins, 40 sessions, 20 entries, ${Math.round(size / 1024)} KB): ` +
      `p50 ${wall.p50} ms, p95 ${wall.p95} ms, max ${wall.max} ms (${RUNS} runs, target p95 ≤ 1500 ms, ` +
      `load average ${loadavg()[0]?.toFixed(1)})`,
  );
} finally {
  setDatabase(undefined);
  await database.close();
  dropDatabase("resonanz_bench_pdf");
}
