// Scale data for the benchmarks, generated inside PostgreSQL with
// generate_series: 10,000 users, 30,000 profiles (a person and two animals
// each), 100,000 analyses and up to 1,000,000 chat messages.
import { analyzeProfile } from "@/lib/analysis";
import type { Sql } from "@/server/db";

export interface ScaleCounts {
  users: number;
  profilesPerUser: number;
  analyses: number;
}

export const fullScale: ScaleCounts = { users: 10_000, profilesPerUser: 3, analyses: 100_000 };

/** A real engine result, so analysis rows have the size and shape production has. */
function sampleDetail(): string {
  return JSON.stringify(
    analyzeProfile({
      profileType: "human",
      name: "Mara",
      stressLevel: 8,
      currentSymptoms: ["nackenverspannung", "schlafstoerungen", "kopfschmerzen"],
      currentHealthIssues: "Verspannungen im Nacken und Schultern nach langen Bürotagen, dazu Kopfschmerzen.",
      emotionalConcerns: "Ich fühle mich oft gehetzt und finde abends schwer zur Ruhe.",
      professionalSituation: "Vollzeit als Projektleiterin, oft Überstunden und viele Termine.",
    }),
  );
}

export async function seedBase(sql: Sql, counts: ScaleCounts, passwordHash: string): Promise<void> {
  await sql.query(
    `INSERT INTO users (email, password_hash, email_verified_at)
     SELECT 'bench-' || i || '@example.org', $1, now() FROM generate_series(1, $2::int) AS i`,
    [passwordHash, counts.users],
  );
  await sql.query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, weight_kg, height_cm, animal_type,
                           is_active, stress_level, life_situation, general_behavior, completion_percentage, created_at)
     SELECT u.id, u.id,
            CASE WHEN k = 1 THEN 'human' ELSE 'animal' END::profile_type,
            CASE WHEN k = 1 THEN 'Mensch ' ELSE 'Tier ' END || u.n || '-' || k,
            CASE WHEN k = 2 THEN 'männlich' ELSE 'weiblich' END::gender,
            CASE WHEN k = 1 THEN 20 + u.n % 60 ELSE 1 + u.n % 15 END,
            CASE WHEN k = 1 THEN 55 + u.n % 40 ELSE 4 + u.n % 30 END,
            CASE WHEN k = 1 THEN 155 + u.n % 40 END,
            CASE WHEN k = 2 THEN 'hund' WHEN k = 3 THEN 'katze' END::animal_type,
            k = 1, 1 + u.n % 10,
            CASE WHEN k = 1 THEN 'Ich lebe mit meiner Familie und unseren Tieren in Wien.' END,
            CASE WHEN k > 1 THEN 'Freundlich und verspielt, manchmal etwas unruhig.' END,
            100, now() - (k || ' minutes')::interval
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users) AS u
       CROSS JOIN generate_series(1, $1::int) AS k`,
    [counts.profilesPerUser],
  );
  await sql.query(
    `WITH numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total FROM profiles)
     INSERT INTO analyses (profile_id, overall_state, engine_version, detail, created_at)
     SELECT numbered.id,
            (ARRAY['harmonisch','überreizt','blockiert','gestärkt','müde','unruhig'])[1 + i % 6]::energy_state,
            '1.0.0', $2::jsonb, now() - (i || ' seconds')::interval
       FROM generate_series(1, $1::int) AS i
       JOIN numbered ON numbered.n = 1 + (i % numbered.total)`,
    [counts.analyses, sampleDetail()],
  );
  // One chat per active profile; messages are added separately.
  await sql.query(
    `INSERT INTO chats (user_id, profile_id, title)
     SELECT user_id, id, 'Chat 1' FROM profiles WHERE is_active`,
  );
  await sql.query("ANALYZE");
}

/** Adds `count` alternating messages to one chat. */
export async function seedChat(sql: Sql, chatId: string, count: number): Promise<void> {
  await sql.query(
    `INSERT INTO chat_messages (chat_id, role, content, created_at)
     SELECT $1, CASE WHEN i % 2 = 0 THEN 'user' ELSE 'assistant' END::chat_role,
            'Nachricht ' || i, now() - ((100000 - i) || ' seconds')::interval
       FROM generate_series(1, $2::int) AS i`,
    [chatId, count],
  );
}

/** Adds messages spread over all chats but `keep` until the table holds `total` rows. */
export async function seedMessages(sql: Sql, total: number, keep: string | null = null): Promise<void> {
  const { rows } = await sql.query<{ count: number }>("SELECT count(*)::int AS count FROM chat_messages");
  const missing = total - (rows[0]?.count ?? 0);
  if (missing <= 0) return;
  // In batches, so one statement never holds millions of rows in memory.
  for (let done = 0; done < missing; done += 200_000) {
    const batch = Math.min(200_000, missing - done);
    await sql.query(
      `WITH numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
                          FROM chats WHERE id IS DISTINCT FROM $3::uuid)
       INSERT INTO chat_messages (chat_id, role, content, created_at)
       SELECT numbered.id,
              CASE WHEN i % 2 = 0 THEN 'user' ELSE 'assistant' END::chat_role,
              CASE WHEN i % 2 = 0 THEN 'Wie kann ich abends besser zur Ruhe kommen? Nachricht ' || i
                   ELSE 'Du schreibst, dass dich der Abend unruhig macht. Probier heute die Box-Atmung. (' || i || ')' END,
              now() - ((1000000 - i) || ' seconds')::interval
         FROM generate_series($1::int, $2::int) AS i
         JOIN numbered ON numbered.n = 1 + (i % numbered.total)`,
      [done + 1, done + batch, keep],
    );
  }
  await sql.query("ANALYZE chat_messages");
}
