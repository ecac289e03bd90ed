// Scale data for the benchmarks: by default 10,000 users, 30,000 profiles (a person and two
// animals each), 100,000 analyses and up to 1,000,000 chat messages, encrypted as the app stores
// them, so every read in the benchmark pays for opening them. Each user gets a data key the way
// the app creates one (userDataKey), and the encryption extension's own sealData() seals every
// row with its owner's key; the sealed rows are then inserted in bulk with SQL, since a million
// rows one Prisma call per chat take too long on 2 cores. The reader's chats and journal and the
// check-ins are written through the app's encrypting Prisma client itself.
//
// BENCH_USERS (default 10,000; analyses are 10 per user) and BENCH_MESSAGES (default 1,000,000)
// scale the data down for a quick run.
import { analyzeProfile } from "@/lib/analysis";
import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import { randomUUID } from "node:crypto";

import type { Prisma } from "@/prisma/generated/client/client";
import { userDataKey } from "@/server/crypto/data-keys";
import type { EncryptedModel } from "@/server/crypto/fields";
import { sealData } from "@/server/crypto/seal-values";
import type { PrismaClient, Sql } from "@/server/db";

export interface ScaleCounts {
  users: number;
  profilesPerUser: number;
  analyses: number;
  /** Chat messages in all, for the 1M measurement. */
  messages: number;
}

const benchUsers = Number(process.env.BENCH_USERS ?? 10_000);

export const fullScale: ScaleCounts = {
  users: benchUsers,
  profilesPerUser: 3,
  analyses: benchUsers * 10,
  messages: Number(process.env.BENCH_MESSAGES ?? 1_000_000),
};

/** Up to `width` calls of `work` at a time, over `items`. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const WIDTH = 4;
const STATES = ["harmonisch", "überreizt", "blockiert", "gestärkt", "müde", "unruhig"] as const;

/** A real engine result, so analysis rows have the size and shape production has. */
function sampleDetail(): Prisma.InputJsonValue {
  return analyzeProfile({
    profileType: "human",
    name: "Mara",
    stressLevel: 8,
    currentSymptoms: ["nackenverspannung", "schlafstoerungen", "kopfschmerzen"],
    currentHealthIssues: "Verspannungen im Nacken und Schultern nach langen Bürotagen, dazu Kopfschmerzen.",
    emotionalConcerns: "Ich fühle mich oft gehetzt und finde abends schwer zur Ruhe.",
    professionalSituation: "Vollzeit als Projektleiterin, oft Überstunden und viele Termine.",
  }) as unknown as Prisma.InputJsonValue;
}

function profilesOf(userId: string, n: number, perUser: number, now: number) {
  return Array.from({ length: perUser }, (_, index) => {
    const k = index + 1;
    const human = k === 1;
    return {
      userId,
      createdBy: userId,
      profileType: human ? ("human" as const) : ("animal" as const),
      name: `${human ? "Mensch" : "Tier"} ${n}-${k}`,
      gender: k === 2 ? ("männlich" as const) : ("weiblich" as const),
      age: human ? 20 + (n % 60) : 1 + (n % 15),
      weightKg: human ? 55 + (n % 40) : 4 + (n % 30),
      heightCm: human ? 155 + (n % 40) : null,
      animalType: k === 2 ? ("hund" as const) : k === 3 ? ("katze" as const) : null,
      isActive: human,
      stressLevel: 1 + (n % 10),
      lifeSituation: human ? "Ich lebe mit meiner Familie und unseren Tieren in Wien." : null,
      generalBehavior: human ? null : "Freundlich und verspielt, manchmal etwas unruhig.",
      completionPercentage: 100,
      // The person first: a Free user can use only the first profile (the animals are locked).
      createdAt: new Date(now - (perUser + 1 - k) * 60_000),
    };
  });
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Rows (Prisma's field names) inserted into `table` in one statement. */
async function insertRows(sql: Sql, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).map(snake).join(", ");
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([field, value]) => [snake(field), value]))),
  );
  await sql.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
    [json],
  );
}

/** Seals each owner's rows with the owner's data key, as the encryption extension does on a write. */
async function sealed<T>(model: EncryptedModel, userId: string, rows: T[]): Promise<T[]> {
  return sealData(model, rows, await userDataKey(userId)) as T[];
}

/** Collects rows and inserts them `size` at a time, after the rows they refer to (`after`). */
function batcher(sql: Sql, table: string, size = 2_000, after?: { flush: () => Promise<void> }) {
  let rows: Record<string, unknown>[] = [];
  const flush = async () => {
    await after?.flush();
    const batch = rows;
    rows = [];
    await insertRows(sql, table, batch);
  };
  return {
    async add(more: readonly Record<string, unknown>[]) {
      rows.push(...more);
      if (rows.length >= size) await flush();
    },
    flush,
  };
}

/** Users (SQL), then per user its data key, profiles, analyses and first chat, sealed. */
export async function seedBase(sql: Sql, counts: ScaleCounts, passwordHash: string): Promise<void> {
  await sql.query(
    `INSERT INTO users (email, password_hash, email_verified_at, health_consent_at, health_consent_version)
     SELECT 'bench-' || i || '@example.org', $1, now(), now(), $3 FROM generate_series(1, $2::int) AS i`,
    [passwordHash, counts.users, HEALTH_CONSENT_VERSION],
  );
  const { rows: users } = await sql.query<{ id: string; n: number }>(
    "SELECT id::text AS id, row_number() OVER (ORDER BY email)::int AS n FROM users ORDER BY n",
  );
  // The data keys first, a few at a time (each is created and stored on its own connection).
  await pool(users, WIDTH, async ({ id }) => void (await userDataKey(id)));
  const detail = sampleDetail();
  const perUser = Math.ceil(counts.analyses / counts.users);
  const now = Date.now();
  const profiles = batcher(sql, "profiles");
  const analyses = batcher(sql, "analyses", 500, profiles);
  const chats = batcher(sql, "chats", 2_000, profiles);
  for (const { id, n } of users) {
    const own = profilesOf(id, n, counts.profilesPerUser, now).map((profile) => ({
      id: randomUUID(),
      ...profile,
    }));
    await profiles.add(await sealed("Profile", id, own));
    await analyses.add(
      await sealed(
        "Analysis",
        id,
        Array.from({ length: perUser }, (_, i) => ({
          profileId: own[i % own.length]!.id,
          overallState: STATES[(n + i) % STATES.length]!,
          engineVersion: "1.0.0",
          detail,
          createdAt: new Date(now - (n * perUser + i) * 1000),
        })),
      ),
    );
    const active = own.find((profile) => profile.isActive)!;
    await chats.add(await sealed("Chat", id, [{ userId: id, profileId: active.id, title: "Chat 1" }]));
  }
  await profiles.flush();
  await analyses.flush();
  await chats.flush();
  await sql.query("ANALYZE");
}

const userText = (i: number) => `Wie kann ich abends besser zur Ruhe kommen? Nachricht ${i}`;
const coachText = (i: number) =>
  `Du schreibst, dass dich der Abend unruhig macht. Probier heute die Box-Atmung. (${i})`;

/** `count` messages numbered from `from`, one a second, the last at `newest`. */
function messages(chatId: string, from: number, count: number, newest: number) {
  return Array.from({ length: count }, (_, offset) => {
    const i = from + offset;
    return {
      chatId,
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: i % 2 === 0 ? userText(i) : coachText(i),
      createdAt: new Date(newest - (count - 1 - offset) * 1000),
    };
  });
}

/** Adds `count` alternating messages to one chat. */
export async function seedChat(prisma: PrismaClient, chatId: string, count: number): Promise<void> {
  for (let done = 0; done < count; done += 500)
    await prisma.chatMessage.createMany({
      data: messages(chatId, done, Math.min(500, count - done), Date.now()),
    });
}

/** Adds messages spread evenly over all chats but `keep` until the table holds `total` rows. */
export async function seedMessages(sql: Sql, total: number, keep: string | null = null): Promise<void> {
  const { rows } = await sql.query<{ count: number }>("SELECT count(*)::int AS count FROM chat_messages");
  const missing = total - (rows[0]?.count ?? 0);
  if (missing <= 0) return;
  const { rows: chats } = await sql.query<{ id: string; user_id: string }>(
    "SELECT id::text AS id, user_id::text AS user_id FROM chats WHERE id IS DISTINCT FROM $1::uuid ORDER BY id",
    [keep],
  );
  const newest = Date.now();
  const inserted = batcher(sql, "chat_messages", 5_000);
  for (const [index, chat] of chats.entries()) {
    const count = Math.floor(missing / chats.length) + (index < missing % chats.length ? 1 : 0);
    if (count > 0)
      await inserted.add(
        await sealed("ChatMessage", chat.user_id, messages(chat.id, index * 1000, count, newest)),
      );
  }
  await inserted.flush();
  await sql.query("ANALYZE chat_messages");
}

/**
 * What the reader of the scale measurement has besides its first chat: more chats with messages
 * (the list shows a preview of each), a 'Support' chat (the chat search looks for it by its
 * decrypted title) and journal entries, one in fifty mentioning the word searched for.
 */
export async function seedReader(
  prisma: PrismaClient,
  reader: { userId: string; profileId: string },
  counts: { chats: number; journalEntries: number },
): Promise<void> {
  const start = Date.now() - 3_600_000;
  for (let index = 0; index < counts.chats; index += 1) {
    const title = index === 0 ? "Support" : `Chat ${index + 1}`;
    const chat = await prisma.chat.create({
      data: { ...reader, title, createdAt: new Date(start + index * 1000) },
      select: { id: true },
    });
    await seedChat(prisma, chat.id, 20);
  }
  for (let done = 0; done < counts.journalEntries; done += 500) {
    await prisma.journalEntry.createMany({
      data: Array.from({ length: Math.min(500, counts.journalEntries - done) }, (_, offset) => {
        const n = done + offset;
        return {
          ...reader,
          type: "erkenntnis" as const,
          content: `Heute war ein ruhiger Tag am See, ich habe lange geschlafen und danach mit Lea telefoniert.${
            n % 50 === 0 ? " Der Sonnenaufgang war wunderschön." : ""
          } Eintrag ${n}`,
          createdAt: new Date(start + n * 1000),
        };
      }),
    });
  }
}

/** 30 days of check-ins for these profiles, so the dashboard's trends have something to draw. */
export async function seedCheckIns(
  prisma: PrismaClient,
  profiles: readonly { userId: string; profileId: string }[],
): Promise<void> {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (const profile of profiles) {
    await prisma.checkIn.createMany({
      data: Array.from({ length: 30 }, (_, day) => ({
        ...profile,
        day: new Date(today - (day + 1) * 86_400_000),
        state: STATES[day % STATES.length]!,
        energy: 1 + (day % 5),
      })),
    });
  }
}
