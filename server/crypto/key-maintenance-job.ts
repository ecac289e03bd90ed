import "server-only";

import type PgBoss from "pg-boss";

import { env } from "@/env";
import { maintainKeys } from "@/server/crypto/rotation";
import { ensureQueue, type Queue, work } from "@/server/jobs/boss";

export const keyMaintenanceQueue: Queue = {
  name: "key-maintenance",
  options: { retryLimit: 3, retryDelay: 600, expireInMinutes: 60 },
};

/** Every night at 3:30 (UTC): rotation every KEY_ROTATION_DAYS, destruction after BACKUP_RETENTION_DAYS. */
const KEY_MAINTENANCE_CRON = "30 3 * * *";

export async function workKeyMaintenance(boss: PgBoss): Promise<void> {
  await ensureQueue(boss, keyMaintenanceQueue);
  await boss.schedule(keyMaintenanceQueue.name, KEY_MAINTENANCE_CRON, {});
  await work(boss, keyMaintenanceQueue, async () => {
    const result = await maintainKeys({
      rotationDays: env().KEY_ROTATION_DAYS,
      retentionDays: env().BACKUP_RETENTION_DAYS,
    });
    if (result.rotated || result.rewrapped > 0 || result.destroyed.length > 0) {
      console.info(
        `[keys] rotated: ${result.rotated ?? "no"}, re-wrapped: ${result.rewrapped}, destroyed: ${result.destroyed.join(", ") || "none"}`,
      );
    }
  });
}
