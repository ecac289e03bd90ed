// `npm run bench:export`: the data download of a user with 100,000 chat messages from the production
// server (`npm start`, heap capped at 256 MB), while the server's resident set size is sampled.
// Target (issue 22): the RSS grows by less than 50 MB. Needs DATABASE_URL; uses its own database
// and builds the app unless NEXT_DIST_DIR holds a build.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test flock /tmp/heavy.lock npm run bench:export
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import { hashPassword } from "@/server/auth/password";
import { connectPostgres, setDatabase } from "@/server/db";
import {
  currentRssMb,
  dataKey,
  dropDatabase,
  ensureBuild,
  freshDatabase,
  startInstance,
} from "@/tests/system/support/cluster";
import { HttpClient } from "@/tests/system/support/http-client";
import { startMailSink } from "@/tests/system/support/mail-sink";

const MESSAGES = Number(process.env.BENCH_EXPORT_MESSAGES ?? 100_000);
const CHATS = 20;
const BATCH = 2_000;
const PORT = 3501;
const DATABASE = "resonanz_bench_export";
const PASSWORD = "Bench-Passwort-2026";
const TARGET_MB = 50;

// The server and this process share the key-encryption key and the keyring, so the data sealed
// here is what the app itself would have stored.
const dataDir = mkdtempSync(path.join(tmpdir(), "resonanz-export-"));
Object.assign(process.env, { DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: dataKey });

/** About 200 characters of German, like a typical message. */
const messageText = (n: number) =>
  n % 2 === 0
    ? `Wie kann ich abends besser zur Ruhe kommen? Heute war wieder so ein Tag, an dem alles zu viel war (${n}).`
    : `Du schreibst, dass dich der Abend unruhig macht. Probier heute die Box-Atmung: vier Sekunden ein, vier halten (${n}).`;

async function seedUser(database: ReturnType<typeof connectPostgres>, email: string, messages: number) {
  const { prisma } = database;
  const user = await prisma.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() },
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
  const start = Date.now() - messages * 1000;
  const perChat = Math.ceil(messages / CHATS);
  for (let chatIndex = 0; chatIndex * perChat < messages; chatIndex += 1) {
    const chat = await prisma.chat.create({
      data: { userId: user.id, profileId: profile.id, title: `Gespräch ${chatIndex + 1}` },
    });
    const first = chatIndex * perChat;
    const last = Math.min(messages, first + perChat);
    // Through the encryption extension, in batches: each message sealed with the user's data key.
    for (let offset = first; offset < last; offset += BATCH) {
      await prisma.chatMessage.createMany({
        data: Array.from({ length: Math.min(BATCH, last - offset) }, (_, index) => ({
          chatId: chat.id,
          role: (offset + index) % 2 === 0 ? ("user" as const) : ("assistant" as const),
          content: messageText(offset + index),
          createdAt: new Date(start + (offset + index) * 1000),
        })),
      });
    }
  }
  return user;
}

/** Downloads the export, counting bytes and lines as they arrive. */
async function download(client: HttpClient) {
  const response = await client.fetch("/api/account/export");
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let tail = "";
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
    tail = (tail + decoder.decode(chunk, { stream: true })).slice(-200);
  }
  return { bytes, lines, complete: tail.includes('"type":"end"') };
}

const url = freshDatabase(DATABASE);
const database = connectPostgres(url, { max: 4 });
setDatabase(database);
try {
  const seeding = performance.now();
  await seedUser(database, "warm@bench.test", 10);
  await seedUser(database, "export@bench.test", MESSAGES);
  await database.sql.query("ANALYZE");
  console.log(`seeded ${MESSAGES} sealed messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  ensureBuild();
  const mail = await startMailSink();
  const app = await startInstance(PORT, { DATABASE_URL: url, DATA_DIR: dataDir, SMTP_URL: mail.url });
  try {
    const pid = app.process.pid ?? 0;
    // A small download first, so that code loaded on first use does not count as growth.
    const warm = new HttpClient(app.url);
    if (await warm.signIn("warm@bench.test", PASSWORD)) throw new Error("sign-in failed");
    await download(warm);
    const client = new HttpClient(app.url);
    if (await client.signIn("export@bench.test", PASSWORD)) throw new Error("sign-in failed");
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const before = currentRssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, currentRssMb(pid))), 25);
    const began = performance.now();
    const result = await download(client);
    const seconds = (performance.now() - began) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, currentRssMb(pid));

    const growth = peak - before;
    console.log(
      `export of ${MESSAGES} messages: RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ` +
        `growth ${growth.toFixed(1)} MB (target < ${TARGET_MB} MB), ${seconds.toFixed(1)} s, ` +
        `${(result.bytes / 1e6).toFixed(1)} MB, ${result.lines} lines, ${result.complete ? "complete" : "CUT OFF"} ` +
        `(load average ${loadavg()[0]?.toFixed(1)})`,
    );
    if (growth >= TARGET_MB || !result.complete || result.lines < MESSAGES) process.exitCode = 1;
  } finally {
    await app.stop();
    await mail.close();
  }
} finally {
  await database.close();
  dropDatabase(DATABASE);
  rmSync(dataDir, { recursive: true, force: true });
}
