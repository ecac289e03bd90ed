import "server-only";

import { seal } from "@/server/crypto/cipher";
import { userDataKey } from "@/server/crypto/data-keys";
import { db, type Sql } from "@/server/db";

// Encrypts rows written before encryption existed: in batches, each batch in one transaction with
// its rows locked, and only values that are still plain. Running it again continues where it
// stopped and changes nothing that is already encrypted. `npm run db:migrate` runs it, and so does
// the job worker at start-up.

interface Table {
  name: string;
  /** The primary key column. */
  id: string;
  /** How to reach the owner's user id from `t`. */
  join?: string;
  owner: string;
  text?: string[];
  lists?: string[];
  json?: string[];
}

const TABLES: Table[] = [
  {
    name: "profiles",
    id: "id",
    owner: "t.user_id",
    text: [
      "life_situation",
      "professional_situation",
      "exercise_routine",
      "current_health_issues",
      "recent_accidents",
      "emotional_concerns",
      "medications",
      "emotional_state",
      "childhood_experiences",
      "trauma_history",
      "general_behavior",
      "recent_health_issues",
      "environment_changes",
      "relationship_description",
      "living_environment",
      "owner_bond_quality",
    ],
    lists: ["current_symptoms", "behavior_patterns", "emotional_issues"],
  },
  { name: "chats", id: "id", owner: "t.user_id", text: ["title"] },
  {
    name: "chat_messages",
    id: "id",
    join: "JOIN chats o ON o.id = t.chat_id",
    owner: "o.user_id",
    text: ["content"],
  },
  { name: "journal_entries", id: "id", owner: "t.user_id", text: ["content"] },
  {
    name: "analyses",
    id: "id",
    join: "JOIN profiles o ON o.id = t.profile_id",
    owner: "o.user_id",
    json: ["detail"],
  },
  { name: "family_analyses", id: "id", owner: "t.user_id", json: ["detail"] },
  {
    name: "safety_plans",
    id: "user_id",
    owner: "t.user_id",
    text: [
      "warning_signs",
      "own_strategies",
      "distractions",
      "people_to_ask",
      "professionals",
      "safe_surroundings",
      "reasons_to_live",
    ],
  },
  { name: "profile_webhook_deliveries", id: "id", owner: "t.user_id", json: ["payload"] },
];

const BATCH = 200;
const plainText = (column: string) => `(t.${column} <> '' AND t.${column} NOT LIKE 'enc1:%')`;
const plainList = (column: string) =>
  `EXISTS (SELECT 1 FROM unnest(t.${column}) v WHERE v <> '' AND v NOT LIKE 'enc1:%')`;
const plainJson = (column: string) => `jsonb_typeof(t.${column}) <> 'string'`;

const isPlain = (value: unknown): value is string =>
  typeof value === "string" && value !== "" && !value.startsWith("enc1:");

type Row = Record<string, unknown> & { row_id: string; owner: string };

const columnsOf = (table: Table) => [...(table.text ?? []), ...(table.lists ?? []), ...(table.json ?? [])];

/** The next batch of rows with a plain value, locked when `lock` is set. */
async function selectBatch(sql: Sql, table: Table, after: string, lock: boolean): Promise<Row[]> {
  const plain = [
    ...(table.text ?? []).map(plainText),
    ...(table.lists ?? []).map(plainList),
    ...(table.json ?? []).map(plainJson),
  ].join(" OR ");
  const { rows } = await sql.query<Row>(
    `SELECT t.${table.id}::text AS row_id, ${table.owner}::text AS owner,
            ${columnsOf(table)
              .map((column) => `t.${column}`)
              .join(", ")}
       FROM ${table.name} t ${table.join ?? ""}
      WHERE (${plain}) AND t.${table.id} > $1::uuid
      ORDER BY t.${table.id} LIMIT ${BATCH} ${lock ? "FOR UPDATE OF t" : ""}`,
    [after],
  );
  return rows;
}

async function encryptBatch(tx: Sql, table: Table, after: string): Promise<{ last?: string; count: number }> {
  const text = table.text ?? [];
  const lists = table.lists ?? [];
  const json = table.json ?? [];
  const columns = columnsOf(table);
  const rows = await selectBatch(tx, table, after, true);
  for (const row of rows) {
    const key = await userDataKey(row.owner);
    const sealText = (value: unknown) => (isPlain(value) ? seal(key.key, key.id, "text", value) : value);
    const values = [
      ...text.map((column) => sealText(row[column])),
      ...lists.map((column) => (row[column] as unknown[]).map(sealText)),
      ...json.map((column) => {
        const value = row[column];
        return JSON.stringify(
          typeof value === "string" ? value : seal(key.key, key.id, "json", JSON.stringify(value)),
        );
      }),
    ];
    const casts = [...text.map(() => "text"), ...lists.map(() => "text[]"), ...json.map(() => "jsonb")];
    const assignments = columns
      .map((column, index) => `${column} = $${index + 2}::${casts[index]}`)
      .join(", ");
    await tx.query(`UPDATE ${table.name} SET ${assignments} WHERE ${table.id} = $1::uuid`, [
      row.row_id,
      ...values,
    ]);
  }
  return { last: rows.at(-1)?.row_id, count: rows.length };
}

/** Encrypts every plain-text row; returns how many rows it changed per table. */
export async function encryptExistingRows(): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const table of TABLES) {
    let after = "00000000-0000-0000-0000-000000000000";
    let count = 0;
    for (;;) {
      // The owners' data keys are loaded before the batch's transaction, on their own connection.
      for (const row of await selectBatch(db().sql, table, after, false)) await userDataKey(row.owner);
      const batch = await db().sql.transaction((tx) => encryptBatch(tx, table, after));
      count += batch.count;
      if (!batch.last || batch.count < BATCH) break;
      after = batch.last;
    }
    changed[table.name] = count;
  }
  return changed;
}
