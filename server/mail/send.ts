import "server-only";

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";
import type PgBoss from "pg-boss";

import { siteConfig } from "@/config/site";
import { dataDir, env } from "@/env";
import { type Queue, send, work } from "@/server/jobs/boss";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for the daily reminder. */
  headers?: Record<string, string>;
}

/** Mails go through the job queue, so an SMTP outage only delays them. */
export const mailQueue: Queue = {
  name: "mail",
  options: { retryLimit: 40, retryDelay: 15, retryBackoff: true, expireInMinutes: 2 },
};

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

const from = () => env().MAIL_FROM ?? `${siteConfig.name} <${siteConfig.supportEmail}>`;

/**
 * Sends one mail over SMTP_URL. Without it the mail is written as an .eml
 * file to DATA_DIR/outbox and its link is logged, so the embedded default
 * works end to end without a mail server.
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
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  console.info(`[mail] "${mail.subject}" to ${mail.to} written to ${file}${link ? ` – link: ${link}` : ""}`);
}

export function queueMail(mail: Mail): Promise<void> {
  return send(mailQueue, mail);
}

export function workMail(boss: PgBoss): Promise<void> {
  return work<Mail>(boss, mailQueue, (job) => deliverMail(job.data));
}
