import "server-only";

import type PgBoss from "pg-boss";

import { workKeyMaintenance } from "@/server/crypto/key-maintenance-job";
import { jobs } from "@/server/jobs/boss";
import { workMail } from "@/server/mail/send";
import { workPushReminders } from "@/server/push/worker";
import { workImpulseReminders } from "@/server/reminders/worker";
import { workProfileWebhooks } from "@/server/webhooks/worker";

/** Starts this process working the queues; every feature's worker is registered here. */
export async function startWorkers(): Promise<PgBoss> {
  const boss = await jobs({ worker: true });
  await workMail(boss);
  await workImpulseReminders(boss);
  await workPushReminders(boss);
  await workProfileWebhooks(boss);
  await workKeyMaintenance(boss);
  return boss;
}
