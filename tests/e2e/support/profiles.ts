// Profiles written straight into the database, so a test can skip the wizard.
import { query } from "./database";

/** An active person profile for the account with this address; returns its id. */
export async function withActivePerson(email: string, name = "Mara"): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active, stress_level)
     SELECT id, id, 'human', $2, 'weiblich', 38, true, 5 FROM users WHERE email = $1
     RETURNING id`,
    [email, name],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Someone else's account with a profile and one chat; returns the chat's id. */
export async function foreignChat(): Promise<string> {
  const email = `e2e-foreign-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  await query("INSERT INTO users (email, email_verified_at) VALUES ($1, now())", [email]);
  const profileId = await withActivePerson(email, "Fremd");
  const [chat] = await query<{ id: string }>(
    `INSERT INTO chats (user_id, profile_id, title) SELECT user_id, id, 'Geheim' FROM profiles WHERE id = $1
     RETURNING id`,
    [profileId],
  );
  if (!chat) throw new Error("no chat");
  return chat.id;
}

/** Skips the wizard: an active person profile with enough answers for a meaningful analysis. */
export async function withMara(email: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, is_active, stress_level,
                           current_symptoms, emotional_concerns)
     SELECT id, id, 'human', 'Mara', 'weiblich', 38, true, 8, ARRAY['nackenverspannung', 'schlafstoerungen'],
            'Ich mache mir ständig Sorgen und grüble viel, vor allem abends.'
       FROM users WHERE email = $1
     RETURNING id`,
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function withDog(email: string) {
  await query(
    `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, animal_type, age, behavior_patterns,
                           emotional_issues)
     SELECT id, id, 'animal', 'Bello', 'männlich', 'hund', 4, ARRAY['aengstlich', 'unruhig'], ARRAY['trennungsangst']
       FROM users WHERE email = $1`,
    [email],
  );
}

export async function withPro(email: string) {
  await query(
    `INSERT INTO subscriptions (id, user_id, stripe_customer_id, status)
     SELECT 'sub_' || id, id, 'cus_' || id, 'active' FROM users WHERE email = $1`,
    [email],
  );
}
