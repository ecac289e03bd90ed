// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the
// embedded database in DATA_DIR when DATABASE_URL is unset, then encrypts any
// rows still in plain text (resumable and idempotent, see server/crypto).
import { encryptExistingRows } from "@/server/crypto/encrypt-existing";
import { db } from "@/server/db";
import { migrate, readMigrations } from "@/server/migrate";
import { describeStartupError } from "@/server/startup-errors";

try {
  const database = db();
  const applied = await migrate(database.sql, await readMigrations());
  const target = database.kind === "pglite" ? "embedded database (PGlite)" : "PostgreSQL";
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to the ${target}: ${applied.join(", ")}`
      : `The ${target} is up to date.`,
  );
  const encrypted = Object.entries(await encryptExistingRows()).filter(([, count]) => count > 0);
  if (encrypted.length > 0) {
    console.log(
      `Encrypted plain-text rows: ${encrypted.map(([table, count]) => `${table} ${count}`).join(", ")}`,
    );
  }
  await database.close();
} catch (error) {
  console.error(describeStartupError(error));
  process.exit(1);
}
