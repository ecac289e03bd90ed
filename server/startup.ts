import "server-only";

import { assertProductionEnv, env } from "@/env";
import { recordPeerAddresses } from "@/server/client-address";
import { encryptExistingRows } from "@/server/crypto/encrypt-existing";
import { assertKeysUsable } from "@/server/crypto/provider";
import { db } from "@/server/db";
import { startWorkers } from "@/server/jobs/workers";
import { migrate, readMigrations } from "@/server/migrate";
import { describeStartupError } from "@/server/startup-errors";
import { serveStaticDocuments } from "@/server/static-documents";

/**
 * Server start: check the configuration, migrate the embedded database, then
 * start background work. A configuration problem ends the process with one
 * line instead of a stack trace.
 */
export async function startServer(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  recordPeerAddresses();
  serveStaticDocuments();
  try {
    assertProductionEnv(env());
    await assertKeysUsable();
    const database = db();
    if (database.kind === "pglite") {
      const applied = await migrate(database.sql, await readMigrations());
      if (applied.length > 0) console.info(`[db] embedded database migrated: ${applied.join(", ")}`);
    }
    if (env().JOB_WORKER === "on") {
      await startWorkers();
      // Rows from before encryption: encrypted in the background, resumably (server/crypto).
      encryptExistingRows().catch((error: unknown) =>
        console.error("[crypto] encrypting existing rows stopped:", (error as Error).message),
      );
    }
  } catch (error) {
    console.error(describeStartupError(error));
    process.exit(1);
  }
}
