// `npm run bench:memory`: what the coach's memory (issue 16) adds to a chat reply.
//   1. The rules over every labelled text of tests/corpus/ with its context (run on each message
//      after the exchange is stored; the crisis net only runs when a rule found something).
//   2. The rule-based reply with a full memory (100 facts) against an empty one.
//   3. On PostgreSQL: the whole send (grounding, reply, storing, remembering) with an empty memory
//      and with 99 encrypted facts, for a message that gives a fact and one that does not.
// Needs DATABASE_URL; uses its own database (memory_bench_coach).
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test npm run bench:memory
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

import { type CoachContext, composeReply } from "@/lib/coach";
import { extractFacts } from "@/lib/memory/extract-facts";
import { sendMessage } from "@/server/chat/send-message";
import { LocalKeyring, memoryStore } from "@/server/crypto/local-keyring";
import { setKeyProvider } from "@/server/crypto/provider";
import { connectPostgres, setDatabase } from "@/server/db";
import { readCorpus } from "@/tests/corpus/corpus";
import { dropDatabase, freshDatabase } from "@/tests/system/support/cluster";

import { summarize } from "./load";

interface Text {
  text: string;
  context?: string[];
}

const RUNS = 60;

function corpus(folder: string): Text[] {
  const directory = path.join(import.meta.dirname, "../tests/corpus", folder);
  const files = readdirSync(directory).filter((file) => file.endsWith(".jsonl"));
  return readCorpus<Text>(...files.map((file) => path.join(folder, file)));
}

function timed<T>(items: readonly T[], run: (item: T) => unknown, passes = 3) {
  for (const item of items) run(item);
  const durations: number[] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    for (const item of items) {
      const start = performance.now();
      run(item);
      durations.push(performance.now() - start);
    }
  }
  return summarize(durations, 0, 1);
}

const line = (label: string, summary: ReturnType<typeof summarize>) =>
  console.log(
    `  ${label.padEnd(58)} p50 ${summary.p50.toFixed(2)} ms  p95 ${summary.p95.toFixed(2)} ms  max ${summary.max.toFixed(2)} ms  (${summary.requests})`,
  );

const texts = [...corpus("crisis"), ...corpus("red-flags")];
let found = 0;
console.log(`\nCoach memory (Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)})`);
line(
  `1. rules per message (${texts.length} corpus texts with context)`,
  timed(texts, (text) => {
    found += extractFacts(text.text, { kind: "human" }, { earlier: text.context ?? [] }).length > 0 ? 1 : 0;
  }),
);
console.log(`     ${Math.round(found / 4)} of ${texts.length} texts gave a fact`);

const facts = Array.from({ length: 100 }, (_, index) => ({
  source: "chat" as const,
  content:
    index % 2 ? `Du hast seit ${index} Wochen Rückenschmerzen.` : `Musik und Yoga helfen dir (${index}).`,
}));
const base: Omit<CoachContext, "message"> = {
  profile: { name: "Mara", profileType: "human", stressLevel: 7 },
  history: [],
  memory: [],
};
const ordinary = texts.filter((_, index) => index % 10 === 0).map((text) => text.text);
const empty = timed(ordinary, (message) => composeReply({ ...base, message }));
const full = timed(ordinary, (message) => composeReply({ ...base, memory: facts, message }));
line(`2. rule-based reply, empty memory (${ordinary.length} messages)`, empty);
line(`   rule-based reply, 100 facts in the memory`, full);

const url = freshDatabase("memory_bench_coach");
const database = connectPostgres(url, { max: 5 });
setDatabase(database);
setKeyProvider(new LocalKeyring(randomBytes(32), memoryStore()));
try {
  const { prisma } = database;
  const user = await prisma.user.create({ data: { email: "memory@bench.test" } });
  await prisma.subscription.create({
    data: { id: `sub_${user.id}`, userId: user.id, stripeCustomerId: `cus_${user.id}`, status: "active" },
  });
  const profile = await prisma.profile.create({
    data: {
      userId: user.id,
      createdBy: user.id,
      profileType: "human",
      name: "Mara",
      gender: "weiblich",
      isActive: true,
    },
  });
  const chat = await prisma.chat.create({
    data: { userId: user.id, profileId: profile.id, title: "Chat 1" },
  });
  const send = async (content: string) => {
    const latencies: number[] = [];
    for (let run = 0; run < RUNS + 5; run += 1) {
      const began = performance.now();
      await sendMessage(user.id, chat.id, content, { config: null });
      if (run >= 5) latencies.push(performance.now() - began);
      // The memory stays at 99 facts, so each durable message is remembered anew.
      await prisma.coachFact.deleteMany({
        where: { profileId: profile.id, source: "chat", chatMessageId: { not: null } },
      });
    }
    return summarize(latencies, 0, 1);
  };
  line("3. send, message without a fact (PostgreSQL, empty memory)", await send("Ich bin heute müde."));
  await prisma.coachFact.createMany({
    data: facts.slice(0, 99).map((fact) => ({ userId: user.id, profileId: profile.id, ...fact })),
  });
  line("   send, message without a fact (99 facts in the memory)", await send("Ich bin heute müde."));
  line("   send, message that gives a fact", await send("Ich schlafe seit der Trennung schlecht."));
} finally {
  setDatabase(undefined);
  await database.close();
  dropDatabase("memory_bench_coach");
}
