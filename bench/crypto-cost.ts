// `npm run bench:crypto`: what encryption at rest adds to a request, in CPU time, measured on the
// code the server runs (server/crypto) with a warm key cache, as the server has it after a user's
// first request. Each line is the encryption work one request of that kind does. Needs
// DATABASE_URL (for the user's data key); uses its own database.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:crypto
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";

import { userDataKey } from "@/server/crypto/data-keys";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";
import { openSealed } from "@/server/crypto/open-values";
import { setKeyProvider } from "@/server/crypto/provider";
import { sealData } from "@/server/crypto/seal-values";
import { connectPostgres, setDatabase } from "@/server/db";
import { dropDatabase, freshDatabase } from "@/tests/system/support/cluster";

const RUNS = 5_000;

/** Mean CPU time of `work`, µs, after a warm-up. */
async function cost(work: () => unknown): Promise<number> {
  for (let run = 0; run < 500; run += 1) await work();
  const usage = process.cpuUsage();
  for (let run = 0; run < RUNS; run += 1) await work();
  const used = process.cpuUsage(usage);
  return Math.round(((used.user + used.system) / RUNS) * 10) / 10;
}

const PROFILE = {
  lifeSituation: "Ich lebe mit meiner Familie und unseren Tieren in Wien",
  professionalSituation: "Ich arbeite Vollzeit im Büro und pendle täglich",
  exerciseRoutine: "Ich gehe zweimal pro Woche laufen und schwimmen",
  recentAccidents: "Ich hatte keine Unfälle in den letzten Jahren",
  emotionalConcerns: "Ich fühle mich oft gehetzt und finde schwer zur Ruhe",
};
const message = (n: number) => ({
  role: n % 2 === 0 ? "user" : "assistant",
  content: `Du schreibst, dass dich der Abend unruhig macht. Probier heute die Box-Atmung. (${n})`,
});
const copies = <T extends object>(rows: readonly T[]) => rows.map((row) => ({ ...row }));

const database = connectPostgres(freshDatabase("resonanz_bench_crypto"), { max: 2 });
setDatabase(database);
setKeyProvider(new LocalKeyring(randomBytes(32), memoryStore()));
try {
  const user = await database.prisma.user.create({ data: { email: "crypto@bench.test" } });
  const key = await userDataKey(user.id);
  const sealedProfile = sealData("Profile", PROFILE, key) as object;
  const history = sealData(
    "ChatMessage",
    Array.from({ length: 50 }, (_, n) => message(n)),
    key,
  ) as object[];
  const grounding = history.slice(0, 20);
  const chats = sealData(
    "Chat",
    Array.from({ length: 10 }, (_, n) => ({ title: `Chat ${n + 1}` })),
    key,
  ) as object[];
  const previews = chats.map((chat, n) => ({ ...chat, messages: [{ ...history[n] }] }));
  const dashboard = { id: "p", name: "Mara", profileType: "human", analyses: [{ overallState: "müde" }] };
  const rows: [string, number][] = [
    [
      "dashboard page: walk the result (nothing sealed in it)",
      await cost(() => openSealed({ ...dashboard })),
    ],
    [
      "profile save: seal 5 answers, open the saved row",
      await cost(async () => openSealed({ ...(sealData("Profile", PROFILE, key) as object) })),
    ],
    [
      "coach reply: seal 3 texts, open 20 earlier messages",
      await cost(async () => {
        sealData("ChatMessage", [message(0), message(1), message(2)], key);
        await openSealed(copies(grounding));
      }),
    ],
    ["chat list: open 10 titles and 10 previews", await cost(() => openSealed(copies(previews)))],
    ["chat history page: open 50 messages", await cost(() => openSealed(copies(history)))],
    ["open one profile's 5 answers", await cost(() => openSealed({ ...sealedProfile }))],
  ];
  console.log(
    `Encryption's CPU time per request (${RUNS} runs each, load average ${loadavg()[0]?.toFixed(1)}):`,
  );
  for (const [label, micros] of rows) console.log(`  ${label}: ${micros} µs`);
} finally {
  setDatabase(undefined);
  await database.close();
  dropDatabase("resonanz_bench_crypto");
}
