import "server-only";

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";
import type PgBoss from "pg-boss";

import { siteConfig } from "@/config/site";
import { dataDir, env } from "@/env";
import {
  ensureQueue,
  jobs,
  type Queue,
  type RawQueryable,
  send,
  transactionDb,
  work,
} from "@/server/jobs/boss";
import { composeMail, type MailJob } from "@/server/mail/compose";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for the daily reminder. */
  headers?: Record<string, string>;
}

/**
 * Mails go through the job queue, so an SMTP outage only delays them. A job
 * names what to send and to whom by id (server/mail/compose.ts); the mail, and
 * any token its link carries, is made only when it is sent, so neither the
 * queue nor a backup of it holds a link that works.
 */
export const mailQueue: Queue = {
  name: "mail",
  options: { retryLimit: 40, retryDelay: 15, retryBackoff: true, expireInMinutes: 2 },
  // Sent at the next poll (within a second), not while the request that queued it is still
  // answering: how long sign-up takes must not tell which mail it queued.
  wakeWorker: false,
};

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

const from = () => env().MAIL_FROM ?? `${siteConfig.name} <${siteConfig.supportEmail}>`;

/**
 * Sends one mail over SMTP_URL. Without it (development only: production
 * requires SMTP_URL) the mail is written as an .eml file to DATA_DIR/outbox,
 * so the embedded default works end to end without a mail server. Links are
 * never logged.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  const url = env().SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail({ from: from(), ...mail });
    return;
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await stream.sendMail({ from: from(), ...mail });
  const outbox = path.join(dataDir(), "outbox");
  mkdirSync(outbox, { recursive: true });
  const slug = mail.subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40);
  const file = path.join(outbox, `${Date.now()}-${slug}.eml`);
  writeFileSync(file, info.message as Buffer);
  console.info(`[mail] "${mail.subject}" written to ${file}`);
}

export function queueMail(job: MailJob): Promise<void> {
  return send(mailQueue, job);
}

/**
 * Queues mails inside a Prisma transaction, so a job commits with the rows it
 * is about. The queue is set up here, before the transaction opens: the
 * embedded database has a single connection.
 */
export async function mailQueueIn(): Promise<(tx: RawQueryable, job: MailJob) => Promise<void>> {
  const boss = await jobs();
  await ensureQueue(boss, mailQueue);
  return async (tx, job) => {
    await boss.send(mailQueue.name, job, { db: transactionDb(tx) });
  };
}

export function workMail(boss: PgBoss): Promise<void> {
  return work<MailJob>(boss, mailQueue, async (job) => {
    const composed = await composeMail(job.data);
    if (!composed) return;
    try {
      await deliverMail(composed.mail);
    } catch (error) {
      // Not sent: its token must not stay valid. The retry makes a new one.
      await composed.discard?.();
      throw error;
    }
  });
}
